// @vitest-environment jsdom
// The token rules at the edge: use, refresh once, expire on refusal, wait on network trouble.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, EXPIRY_MARGIN_MS, RefreshRefused } from './tokenService.ts';
import { readStoredLogin, writeStoredLogin } from './storedUser.ts';

const NOW = 1_800_000_000_000;
const login = (expiresAt: number) => ({ access_token: 'old', refresh_token: 'r1', expires_in: 900, token_expire_at: expiresAt });
const fresh = { access_token: 'new', refresh_token: 'r2', expires_in: 900 };

function service(refresh: (token: string) => Promise<typeof fresh>, online = true) {
  const onSessionExpired = vi.fn();
  const tokens = createTokenService({ refresh, onSessionExpired, now: () => NOW, isOnline: () => online });
  return { tokens, onSessionExpired };
}

beforeEach(() => localStorage.clear());

describe('token service', () => {
  it('uses a valid access token without calling the server', async () => {
    writeStoredLogin(login(NOW + EXPIRY_MARGIN_MS + 60_000));
    const refresh = vi.fn();
    expect(await service(refresh).tokens.accessToken()).toEqual({ kind: 'token', accessToken: 'old' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired token, stores the new one with its expiry, and uses it', async () => {
    writeStoredLogin(login(NOW - 1));
    const refresh = vi.fn(async () => fresh);
    expect(await service(refresh).tokens.accessToken()).toEqual({ kind: 'token', accessToken: 'new' });
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(readStoredLogin()).toMatchObject({ access_token: 'new', refresh_token: 'r2', token_expire_at: NOW + 900_000 });
  });

  it('refreshes shortly before the expiry so clock skew cannot cause a 401', async () => {
    writeStoredLogin(login(NOW + EXPIRY_MARGIN_MS - 1));
    const refresh = vi.fn(async () => fresh);
    expect(await service(refresh).tokens.accessToken()).toEqual({ kind: 'token', accessToken: 'new' });
  });

  it('runs one refresh for many callers at once', async () => {
    writeStoredLogin(login(NOW - 1));
    const refresh = vi.fn(async () => fresh);
    const { tokens } = service(refresh);
    const results = await Promise.all([tokens.accessToken(), tokens.accessToken(), tokens.accessToken()]);
    expect(results.every((r) => r.kind === 'token' && r.accessToken === 'new')).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('deletes the stored login and reports an expired session when the refresh is refused', async () => {
    writeStoredLogin(login(NOW - 1));
    const { tokens, onSessionExpired } = service(async () => {
      throw new RefreshRefused('invalid_grant');
    });
    expect(await tokens.accessToken()).toEqual({ kind: 'anonymous' });
    expect(readStoredLogin()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it.each([
    ['a network error', true, async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['being offline', false, vi.fn()],
  ])('keeps the login and asks to retry later on %s', async (_label, online, refresh) => {
    writeStoredLogin(login(NOW - 1));
    const { tokens, onSessionExpired } = service(refresh as () => Promise<typeof fresh>, online as boolean);
    expect(await tokens.accessToken()).toEqual({ kind: 'retry-later', staleAccessToken: login(NOW - 1).access_token });
    expect(readStoredLogin()?.refresh_token).toBe('r1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('is anonymous without a stored login', async () => {
    expect(await service(vi.fn()).tokens.accessToken()).toEqual({ kind: 'anonymous' });
  });

  it('takes the login the service worker renewed before refreshing, so a rotated refresh token is never used again', async () => {
    writeStoredLogin(login(NOW - 1));
    const renewedByWorker = { access_token: 'from-worker', refresh_token: 'r9', expires_in: 900, token_expire_at: NOW + 900_000 };
    const kept: string[] = [];
    const refresh = vi.fn(async () => fresh);
    const tokens = createTokenService({
      refresh,
      onSessionExpired: vi.fn(),
      now: () => NOW,
      sessionCopy: { adoptNewer: async () => writeStoredLogin(renewedByWorker), keep: async (next) => void kept.push(next.refresh_token) },
    });
    expect(await tokens.accessToken()).toEqual({ kind: 'token', accessToken: 'from-worker' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('writes its own renewed login to the worker’s copy before the refresh lock is released', async () => {
    writeStoredLogin(login(NOW - 1));
    const order: string[] = [];
    const locks = { request: async (_name: string, work: () => Promise<unknown>) => (order.push('lock'), await work().finally(() => order.push('unlock'))) };
    const tokens = createTokenService({
      refresh: async () => fresh,
      onSessionExpired: vi.fn(),
      now: () => NOW,
      locks: locks as unknown as LockManager,
      sessionCopy: { adoptNewer: async () => void order.push('adopt'), keep: async (next) => void order.push(`keep ${next.refresh_token}`) },
    });
    await tokens.accessToken();
    expect(order).toEqual(['lock', 'adopt', 'keep r2', 'unlock']);
  });
});
