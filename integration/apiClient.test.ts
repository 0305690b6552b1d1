// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/de/" }
// The browser API client against the real server over real HTTP: request rules, 401/403 handling, error records.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiError } from '../src/api/client.ts';
import { errorRecordFromFailure } from '@domain/errors/record.ts';
import { handleAuthFailure } from '../src/features/session/authFailure.ts';
import { readStoredLogin, writeStoredLogin } from '../src/features/session/storedUser.ts';
import { notices } from '../src/ui/notices/noticeStore.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';

let app: TestApp;
let origin = '';
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

beforeAll(async () => {
  app = await createTestApp({
    seed: true,
    extraRoutes: (fastify) =>
      fastify.addHook('onRequest', async (request) => {
        seen.push({ url: request.url, headers: request.headers });
      }),
  });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());
beforeEach(() => {
  notices.reset();
  seen.length = 0;
  localStorage.clear();
});

function client(pathname = '/de/') {
  return createApiClient({
    tenant: 'eq',
    getCountry: () => 'de',
    getAccessToken: async () => {
      const login = readStoredLogin();
      return login ? { kind: 'token' as const, accessToken: login.access_token } : { kind: 'anonymous' as const };
    },
    onAuthFailure: () => handleAuthFailure(pathname),
    onFailure: (error: ApiError) =>
      notices.showError(errorRecordFromFailure({ url: error.url, status: error.status, message: error.message }, { productId: error.productId }, 1), 'de'),
    // Undici cannot decode a gzipped body inside jsdom's realm ("terminated"); browsers decode it themselves.
    fetchImpl: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('accept-encoding', 'identity');
      return fetch(`${origin}${String(input)}`, { ...init, headers });
    },
  });
}

describe('API client over real HTTP', () => {
  it('reads the catalog with the country header and no-cache headers, without a bearer on exempt calls', async () => {
    writeStoredLogin({ access_token: 'token-1', refresh_token: 'r', expires_in: 3600, token_expire_at: Date.now() + 3_600_000 });
    const catalog = await client().request<Record<string, unknown>>('buy/getProductCatalog', { query: { country: 'de' } });
    expect(Object.keys(catalog)).toContain('it-certification');
    const request = seen.find((entry) => entry.url.includes('getProductCatalog'));
    expect(request?.headers['x-country']).toBe('de');
    expect(request?.headers['cache-control']).toBe('no-cache');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token on calls that are not exempt', async () => {
    writeStoredLogin({ access_token: 'token-2', refresh_token: 'r', expires_in: 3600, token_expire_at: Date.now() + 3_600_000 });
    await client().request('products/DE-1/config/load/user-1', { silent: true }).catch(() => undefined);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('turns a 403 into a cleared stored user and the sign-in dialog', async () => {
    writeStoredLogin({ access_token: 'token-3', refresh_token: 'r', expires_in: 3600, token_expire_at: Date.now() + 3_600_000 });
    // No XSRF cookie in this client: the server refuses the POST with a real 403.
    await expect(client().request('error-reports', { method: 'POST', body: { reports: [] } })).rejects.toMatchObject({ status: 403 });
    expect(readStoredLogin()).toBeNull();
    expect(notices.get().authDialog).toBe('sign-in');
    expect(notices.get().errorToast).toBeNull();
  });

  it('does not open the sign-in dialog on the sign-in page', async () => {
    await expect(client('/de/auth/signin').request('error-reports', { method: 'POST', body: { reports: [] } })).rejects.toMatchObject({ status: 403 });
    expect(notices.get().authDialog).toBeNull();
  });

  it('shows any other failure in the error toast with its request name and message', async () => {
    await expect(client().request('buy/getProduct', { query: { productId: 'DE-missing' }, productId: 'DE-missing' })).rejects.toMatchObject({ status: 404 });
    const shown = notices.get().errorToast;
    expect(shown?.country).toBe('de');
    expect(shown?.record).toMatchObject({ errorName: 'Error', errorProductId: 'DE-missing', errorMessage: 'No product DE-missing', showError: true });
  });

  it('names config calls by their request name', async () => {
    await client().request('products/DE-1/config/load/guest').catch(() => undefined);
    expect(notices.get().errorToast?.record.errorName).toBe('Load Config');
  });

  it('keeps silent failures out of the toast', async () => {
    await client().request('nope', { silent: true }).catch(() => undefined);
    expect(notices.get().errorToast).toBeNull();
  });

  it('sends a read with a stale token while the session cannot be renewed, and its 401 never signs the learner out', async () => {
    writeStoredLogin({ access_token: 'stale-token', refresh_token: 'r', expires_in: 900, token_expire_at: Date.now() - 1 });
    const stale = createApiClient({
      tenant: 'eq',
      getCountry: () => 'de',
      getAccessToken: async () => ({ kind: 'retry-later', staleAccessToken: 'stale-token' }),
      onAuthFailure: () => handleAuthFailure('/de/'),
      onFailure: () => undefined,
      fetchImpl: (input, init) => fetch(`${origin}${String(input)}`, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'accept-encoding': 'identity' } }),
    });
    // A public read still works.
    expect(await stale.request('buy/getProductCatalog', { query: { country: 'de' } })).toBeTruthy();
    // A read that needs the session answers 401: reported as "renew first", the stored login stays.
    await expect(stale.request('user/me')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(readStoredLogin()?.access_token).toBe('stale-token');
    expect(notices.get().authDialog).toBeFalsy();
    // A change is not sent at all with a stale token.
    const before = seen.length;
    await expect(stale.request('user/me', { method: 'PATCH', body: {} })).rejects.toMatchObject({ code: 'network' });
    expect(seen.length).toBe(before);
  });
});
