// Entitlement enforcement with real ES256 tokens (jose) and a real Dexie (fake-indexeddb): a new attempt of a paid
// product starts only with a token that a key of the JWKS kept beside it verifies (chosen by kid) and that covers it
// now; offline the kept token is trusted up to 30 days after issue; a clock set back before the newest server time
// seen, a forged token or someone else's refuse it. A token signed with a retired key still verifies.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { ApiClient } from '../../api/client.ts';
import { OFFLINE_TRUST_MS, type EntitlementGrant } from '../../domain/commerce/entitlementToken.ts';
import type { EntitlementJwk, EntitlementJwks } from '../../domain/commerce/entitlementKeys.ts';
import { shopDb } from '../../db/db.ts';
import { readEntitlements } from '../../db/commerceRecords.ts';
import { mayStartProduct, refreshEntitlements } from './entitlements.ts';
import { verifyEntitlementToken } from './entitlementToken.ts';
import { mayStartNewAttempt } from './startGate.ts';
import { catalogProduct } from '../../test/catalogProduct.ts';

const DAY = 24 * 60 * 60 * 1000;
const ISSUED = Date.UTC(2026, 10, 1);
let privateKey: CryptoKey;
let retiredKey: CryptoKey;
let otherKey: CryptoKey;
/** What the server serves: the signing key 'k-now' and the retired 'k-old'. */
let jwks: EntitlementJwks;

async function publicJwk(key: CryptoKey, kid: string): Promise<EntitlementJwk> {
  return { ...((await exportJWK(key)) as Pick<EntitlementJwk, 'kty' | 'crv' | 'x' | 'y'>), kid, alg: 'ES256', use: 'sig' };
}

beforeAll(async () => {
  const current = await generateKeyPair('ES256');
  const retired = await generateKeyPair('ES256');
  privateKey = current.privateKey;
  retiredKey = retired.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  jwks = { keys: [await publicJwk(current.publicKey, 'k-now'), await publicJwk(retired.publicKey, 'k-old')] };
});

async function token(products: EntitlementGrant[], options: { sub?: string; srv?: number; key?: CryptoKey; kid?: string } = {}) {
  const srv = options.srv ?? ISSUED;
  return new SignJWT({ products, srv })
    .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? 'k-now' })
    .setSubject(options.sub ?? 'u1')
    .setIssuedAt(Math.floor(srv / 1000))
    .sign(options.key ?? privateKey);
}

/** The JWKS endpoint: answers `served()` (the server's keys by default), or fails when it throws. */
function jwksEndpoint(served: () => EntitlementJwks = () => jwks) {
  const endpoint = Object.assign(async ({ fresh }: { fresh: boolean }) => {
    endpoint.calls.push(fresh);
    return served();
  }, { calls: [] as boolean[] });
  return endpoint;
}

function api(answer: () => Promise<{ token: string; serverTime: number }>): ApiClient & { calls: number } {
  const client = {
    calls: 0,
    baseUrl: '',
    request: async <T,>(path: string) => {
      client.calls++;
      expect(path).toBe('entitlements/u1');
      const { token: jwt, serverTime } = await answer();
      return { token: jwt, products: [], serverTime } as T;
    },
  };
  return client;
}

const offlineApi = () => api(() => Promise.reject(new Error('offline')));
/** Keeps a token as a refresh does (with the server's JWKS). */
const keep = (jwt: string, serverTime = ISSUED) => refreshEntitlements(api(async () => ({ token: jwt, serverTime })), 'u1', jwksEndpoint());

beforeEach(async () => {
  await shopDb().commerceRecords.clear();
});

describe('entitlements', () => {
  it('a fetched token lets the learner start the product it covers, and only that one, also offline', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    await keep(jwt);
    expect((await readEntitlements(shopDb(), 'eq', 'u1'))?.newestServerTime).toBe(ISSUED);
    const deps = { api: offlineApi(), fetchJwks: jwksEndpoint(), online: () => false, now: () => ISSUED + DAY };
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(true);
    expect(await mayStartProduct(deps, 'u1', 'DE-other')).toBe(false);
  });

  it('offline, the token is trusted until 30 days after issue even when the grant runs longer', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 365 * DAY }]);
    await keep(jwt);
    const at = (now: number) => ({ api: offlineApi(), fetchJwks: jwksEndpoint(), online: () => false, now: () => now });
    expect(await mayStartProduct(at(ISSUED + OFFLINE_TRUST_MS - 1), 'u1', 'DE-full')).toBe(true);
    expect(await mayStartProduct(at(ISSUED + OFFLINE_TRUST_MS), 'u1', 'DE-full')).toBe(false);
  });

  it('an ended grant refuses a new attempt; online the refresh is asked for and a renewal lets it start again', async () => {
    const ended = await token([{ productId: 'DE-full', endsAt: ISSUED + 2 * DAY }]);
    await keep(ended);
    const now = ISSUED + 3 * DAY;
    expect(await mayStartProduct({ api: offlineApi(), fetchJwks: jwksEndpoint(), online: () => false, now: () => now }, 'u1', 'DE-full')).toBe(false);
    const renewed = await token([{ productId: 'DE-full', endsAt: now + 30 * DAY }], { srv: now });
    const server = api(async () => ({ token: renewed, serverTime: now }));
    expect(await mayStartProduct({ api: server, fetchJwks: jwksEndpoint(), online: () => true, now: () => now }, 'u1', 'DE-full')).toBe(true);
    expect(server.calls).toBe(1);
  });

  it('online, a refund shows at once: the fresh token without the product refuses it', async () => {
    const bought = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    await keep(bought);
    const refunded = await token([], { srv: ISSUED + DAY });
    const server = api(async () => ({ token: refunded, serverTime: ISSUED + DAY }));
    expect(await mayStartProduct({ api: server, fetchJwks: jwksEndpoint(), online: () => true, now: () => ISSUED + DAY }, 'u1', 'DE-full')).toBe(false);
    expect(server.calls).toBe(1);
  });

  it('a server that does not answer in time leaves the decision to the kept token', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    await keep(jwt);
    const hanging = api(() => new Promise(() => undefined));
    expect(await mayStartProduct({ api: hanging, fetchJwks: jwksEndpoint(), online: () => true, now: () => ISSUED + DAY, refreshWaitMs: 20 }, 'u1', 'DE-full')).toBe(true);
  });

  it('a device clock set back before the newest server time seen refuses until a refresh', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { srv: ISSUED + 10 * DAY });
    await keep(jwt, ISSUED + 10 * DAY);
    const setBack = { api: offlineApi(), fetchJwks: jwksEndpoint(), online: () => false, now: () => ISSUED + 5 * DAY };
    expect(await mayStartProduct(setBack, 'u1', 'DE-full')).toBe(false);
  });

  it('a token signed with another key (naming a kept kid or not), or issued to someone else, counts as none', async () => {
    const forged = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { key: otherKey });
    await keep(forged);
    const deps = { api: offlineApi(), fetchJwks: jwksEndpoint(), online: () => false, now: () => ISSUED + DAY };
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(false);
    await keep(await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { key: otherKey, kid: 'k-unknown' }));
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(false);
    const foreign = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { sub: 'someone-else' });
    await keep(foreign);
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(false);
  });

  it('without any token nothing paid may start; online it asks the server, and an unreachable one keeps it refused', async () => {
    const server = offlineApi();
    expect(await mayStartProduct({ api: server, fetchJwks: jwksEndpoint(), online: () => true, now: () => ISSUED }, 'u1', 'DE-full')).toBe(false);
    expect(server.calls).toBe(1);
  });

  it('free products always start; a paid one never for a visitor', async () => {
    const free = catalogProduct({ productId: 'DE-demo', pricing: { currency: 'EUR', tier: 0, amountMinor: 0, label: '0-FREE' } });
    const paid = catalogProduct({ productId: 'DE-full', pricing: { currency: 'EUR', tier: 3, amountMinor: 1990, label: '3-PRODUCT-EXPIRE' } });
    expect(await mayStartNewAttempt(offlineApi(), null, free)).toBe(true);
    expect(await mayStartNewAttempt(offlineApi(), null, paid)).toBe(false);
  });

  it('a token signed with a retired key still verifies with the kept JWKS that lists it, offline', async () => {
    await keep(await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { key: retiredKey, kid: 'k-old' }));
    expect((await readEntitlements(shopDb(), 'eq', 'u1'))?.jwks).toEqual(jwks);
    expect(await mayStartProduct({ api: offlineApi(), online: () => false, now: () => ISSUED + DAY }, 'u1', 'DE-full')).toBe(true);
  });

  it('offline, the JWKS kept beside the token decides: without one, or without the token\'s key, nothing paid starts', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    const offline = { api: offlineApi(), online: () => false, now: () => ISSUED + DAY };
    // A record kept before devices kept a JWKS (the build baked the key then).
    await shopDb().commerceRecords.put({ key: 'entitlements|eq|u1', value: { token: jwt, newestServerTime: ISSUED }, updatedAt: ISSUED });
    expect(await mayStartProduct(offline, 'u1', 'DE-full')).toBe(false);
    await refreshEntitlements(api(async () => ({ token: jwt, serverTime: ISSUED })), 'u1', jwksEndpoint(() => ({ keys: jwks.keys.filter((key) => key.kid !== 'k-now') })));
    expect(await mayStartProduct(offline, 'u1', 'DE-full')).toBe(false);
  });

  it('a cached JWKS without the new token\'s kid (a rotation minutes ago) is fetched again past the cache', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    const stale = { keys: jwks.keys.filter((key) => key.kid === 'k-old') };
    const endpoint = jwksEndpoint(() => (endpoint.calls.length === 1 ? stale : jwks));
    await refreshEntitlements(api(async () => ({ token: jwt, serverTime: ISSUED })), 'u1', endpoint);
    expect(endpoint.calls).toEqual([false, true]);
    expect((await readEntitlements(shopDb(), 'eq', 'u1'))?.jwks).toEqual(jwks);
    expect(await mayStartProduct({ api: offlineApi(), online: () => false, now: () => ISSUED + DAY }, 'u1', 'DE-full')).toBe(true);
  });

  it('a JWKS that cannot be fetched leaves the one kept before beside the new token', async () => {
    await keep(await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]));
    const renewed = await token([{ productId: 'DE-full', endsAt: ISSUED + 90 * DAY }], { srv: ISSUED + DAY });
    const unreachable = jwksEndpoint(() => {
      throw new Error('offline');
    });
    await refreshEntitlements(api(async () => ({ token: renewed, serverTime: ISSUED + DAY })), 'u1', unreachable);
    expect(await readEntitlements(shopDb(), 'eq', 'u1')).toEqual({ token: renewed, newestServerTime: ISSUED + DAY, jwks });
    expect(await mayStartProduct({ api: offlineApi(), online: () => false, now: () => ISSUED + 2 * DAY }, 'u1', 'DE-full')).toBe(true);
  });
});

describe('verifyEntitlementToken', () => {
  it('selects the key by kid: the signing key and a retired one verify, a key the JWKS lacks does not', async () => {
    const grants = [{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }];
    expect(await verifyEntitlementToken(await token(grants), jwks)).toMatchObject({ sub: 'u1', srv: ISSUED, products: grants });
    expect(await verifyEntitlementToken(await token(grants, { key: retiredKey, kid: 'k-old' }), jwks)).toMatchObject({ sub: 'u1', products: grants });
    expect(await verifyEntitlementToken(await token(grants, { key: retiredKey, kid: 'k-old' }), { keys: [jwks.keys[0]!] })).toBeNull();
    expect(await verifyEntitlementToken(await token(grants, { key: retiredKey, kid: 'k-now' }), jwks)).toBeNull();
    expect(await verifyEntitlementToken(await token(grants), undefined)).toBeNull();
    expect(await verifyEntitlementToken('not.a.token', jwks)).toBeNull();
  });
});
