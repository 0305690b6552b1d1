import { describe, expect, it } from 'vitest';
import { isEntitlementJwks, jwksHasKid, publishedKeys, RETIRED_KEY_KEPT_MS, rotateKeys, signingKey, tokenKid, type KeyLifetime } from './entitlementKeys.ts';
import { OFFLINE_TRUST_MS } from './entitlementToken.ts';

const key = (kid: string, createdAt: number, retiredAt: number | null = null): KeyLifetime => ({ kid, createdAt, retiredAt });

describe('signingKey and publishedKeys', () => {
  it('the newest key not retired signs; none signs when all are retired', () => {
    expect(signingKey([key('a', 1), key('b', 3), key('c', 2)])?.kid).toBe('b');
    expect(signingKey([key('a', 1), key('b', 3, 5)])?.kid).toBe('a');
    expect(signingKey([key('a', 1, 2)])).toBeNull();
  });

  it.each([
    [0, true],
    [OFFLINE_TRUST_MS, true],
    [RETIRED_KEY_KEPT_MS - 1, true],
    [RETIRED_KEY_KEPT_MS, false],
  ])('a key retired %d ms ago is listed: %s', (ago, listed) => {
    const now = 10 * RETIRED_KEY_KEPT_MS;
    const kids = publishedKeys([key('old', 0, now - ago), key('new', now - ago)], now).map((k) => k.kid);
    expect(kids).toEqual(listed ? ['new', 'old'] : ['new']);
  });

  it('a retired key outlives every token it signed: kept longer than a device trusts a token', () => {
    expect(RETIRED_KEY_KEPT_MS).toBeGreaterThan(OFFLINE_TRUST_MS);
  });
});

describe('rotateKeys', () => {
  it('the fresh key signs, the one before is retired now, long-retired keys are dropped', () => {
    const now = 5 * RETIRED_KEY_KEPT_MS;
    const before = [key('ancient', 0, now - RETIRED_KEY_KEPT_MS), key('older', 1, now - 10), key('current', 2)];
    const after = rotateKeys(before, key('fresh', now), now);
    expect(after).toEqual([key('fresh', now), key('current', 2, now), key('older', 1, now - 10)]);
    expect(signingKey(after)?.kid).toBe('fresh');
    expect(before[2]!.retiredAt).toBeNull(); // inputs are not mutated
  });
});

describe('tokenKid and the kept JWKS', () => {
  const header = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

  it.each([
    [`${header({ alg: 'ES256', kid: 'k-1' })}.e30.sig`, 'k-1'],
    [`${header({ alg: 'ES256' })}.e30.sig`, null],
    [`${header({ alg: 'ES256', kid: 7 })}.e30.sig`, null],
    ['not a token', null],
    ['', null],
  ])('tokenKid(%s) → %s', (token, kid) => {
    expect(tokenKid(token)).toBe(kid);
  });

  const jwk = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k-1', alg: 'ES256', use: 'sig' };
  it.each([
    [{ keys: [jwk] }, true],
    [{ keys: [] }, true],
    [{ keys: [{ ...jwk, d: 'private part' }] }, false],
    [{ keys: [{ ...jwk, kty: 'RSA' }] }, false],
    [{ keys: [{ ...jwk, kid: undefined }] }, false],
    [{}, false],
    [null, false],
  ])('isEntitlementJwks(%j) → %s', (value, ok) => {
    expect(isEntitlementJwks(value)).toBe(ok);
  });

  it('jwksHasKid finds the key a token names', () => {
    expect(jwksHasKid({ keys: [jwk as never] }, 'k-1')).toBe(true);
    expect(jwksHasKid({ keys: [jwk as never] }, 'k-2')).toBe(false);
    expect(jwksHasKid(null, 'k-1')).toBe(false);
    expect(jwksHasKid({ keys: [jwk as never] }, null)).toBe(false);
  });
});
