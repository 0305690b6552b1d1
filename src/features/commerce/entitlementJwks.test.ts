// The JWKS read goes through ofetch like every API call: what the caller notices is the keys, or a failure it can
// fall back from (the kept JWKS stays), and a fresh read past the HTTP cache when a key rotated.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEntitlementJwks, JWKS_URL } from './entitlementJwks.ts';

const JWKS = { keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k1', alg: 'ES256', use: 'sig' }] };

function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchEntitlementJwks', () => {
  it('gives the keys, without credentials, from the HTTP cache unless asked for a fresh copy', async () => {
    const fetch = serverAnswers(200, JWKS);
    await expect(fetchEntitlementJwks({ fresh: false })).resolves.toEqual(JWKS);
    await expect(fetchEntitlementJwks({ fresh: true })).resolves.toEqual(JWKS);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls;
    expect(String(first?.[0])).toBe(JWKS_URL);
    expect(first?.[1]).toMatchObject({ cache: 'default', credentials: 'omit' });
    expect(second?.[1]).toMatchObject({ cache: 'no-cache', credentials: 'omit' });
  });

  it('fails, once and without retrying, on an error status or on a body that is no JWKS', async () => {
    const fetch = serverAnswers(503, { error: 'unavailable', message: 'down' });
    await expect(fetchEntitlementJwks({ fresh: false })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
    serverAnswers(200, { keys: [{ kty: 'RSA' }] });
    await expect(fetchEntitlementJwks({ fresh: false })).rejects.toThrow('is no JWKS');
  });
});
