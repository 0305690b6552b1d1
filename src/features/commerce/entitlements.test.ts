// Entitlement enforcement with real ES256 tokens (jose) and a real Dexie (fake-indexeddb): a new attempt of a paid
// product starts only with a verified token that covers it now; offline the kept token is trusted up to 30 days
// after issue; a clock set back before the newest server time seen, a forged token or someone else's refuse it.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, exportSPKI, generateKeyPair, type CryptoKey } from 'jose';
import type { ApiClient } from '../../api/client.ts';
import { OFFLINE_TRUST_MS, type EntitlementGrant } from '../../domain/commerce/entitlementToken.ts';
import { shopDb } from '../../db/db.ts';
import { readEntitlements } from '../../db/commerceRecords.ts';
import { mayStartProduct, refreshEntitlements } from './entitlements.ts';
import { verifyEntitlementToken } from './entitlementToken.ts';
import { mayStartNewAttempt } from './startGate.ts';
import { catalogProduct } from '../../test/catalogProduct.ts';

const DAY = 24 * 60 * 60 * 1000;
const ISSUED = Date.UTC(2026, 10, 1);
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let publicPem: string;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  otherKey = (await generateKeyPair('ES256')).privateKey;
});

async function token(products: EntitlementGrant[], options: { sub?: string; srv?: number; key?: CryptoKey } = {}) {
  const srv = options.srv ?? ISSUED;
  return new SignJWT({ products, srv }).setProtectedHeader({ alg: 'ES256' }).setSubject(options.sub ?? 'u1').setIssuedAt(Math.floor(srv / 1000)).sign(options.key ?? privateKey);
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
const verify = (jwt: string) => verifyEntitlementToken(jwt, publicPem);

beforeEach(async () => {
  await shopDb().commerceRecords.clear();
});

describe('entitlements', () => {
  it('a fetched token lets the learner start the product it covers, and only that one, also offline', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    const online = api(async () => ({ token: jwt, serverTime: ISSUED }));
    await refreshEntitlements(online, 'u1');
    expect((await readEntitlements(shopDb(), 'eq', 'u1'))?.newestServerTime).toBe(ISSUED);
    const deps = { api: offlineApi(), verify, online: () => false, now: () => ISSUED + DAY };
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(true);
    expect(await mayStartProduct(deps, 'u1', 'DE-other')).toBe(false);
  });

  it('offline, the token is trusted until 30 days after issue even when the grant runs longer', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 365 * DAY }]);
    await refreshEntitlements(api(async () => ({ token: jwt, serverTime: ISSUED })), 'u1');
    const at = (now: number) => ({ api: offlineApi(), verify, online: () => false, now: () => now });
    expect(await mayStartProduct(at(ISSUED + OFFLINE_TRUST_MS - 1), 'u1', 'DE-full')).toBe(true);
    expect(await mayStartProduct(at(ISSUED + OFFLINE_TRUST_MS), 'u1', 'DE-full')).toBe(false);
  });

  it('an ended grant refuses a new attempt; online the refresh is asked for and a renewal lets it start again', async () => {
    const ended = await token([{ productId: 'DE-full', endsAt: ISSUED + 2 * DAY }]);
    await refreshEntitlements(api(async () => ({ token: ended, serverTime: ISSUED })), 'u1');
    const now = ISSUED + 3 * DAY;
    expect(await mayStartProduct({ api: offlineApi(), verify, online: () => false, now: () => now }, 'u1', 'DE-full')).toBe(false);
    const renewed = await token([{ productId: 'DE-full', endsAt: now + 30 * DAY }], { srv: now });
    const server = api(async () => ({ token: renewed, serverTime: now }));
    expect(await mayStartProduct({ api: server, verify, online: () => true, now: () => now }, 'u1', 'DE-full')).toBe(true);
    expect(server.calls).toBe(1);
  });

  it('online, a refund shows at once: the fresh token without the product refuses it', async () => {
    const bought = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    await refreshEntitlements(api(async () => ({ token: bought, serverTime: ISSUED })), 'u1');
    const refunded = await token([], { srv: ISSUED + DAY });
    const server = api(async () => ({ token: refunded, serverTime: ISSUED + DAY }));
    expect(await mayStartProduct({ api: server, verify, online: () => true, now: () => ISSUED + DAY }, 'u1', 'DE-full')).toBe(false);
    expect(server.calls).toBe(1);
  });

  it('a server that does not answer in time leaves the decision to the kept token', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }]);
    await refreshEntitlements(api(async () => ({ token: jwt, serverTime: ISSUED })), 'u1');
    const hanging = api(() => new Promise(() => undefined));
    expect(await mayStartProduct({ api: hanging, verify, online: () => true, now: () => ISSUED + DAY, refreshWaitMs: 20 }, 'u1', 'DE-full')).toBe(true);
  });

  it('a device clock set back before the newest server time seen refuses until a refresh', async () => {
    const jwt = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { srv: ISSUED + 10 * DAY });
    await refreshEntitlements(api(async () => ({ token: jwt, serverTime: ISSUED + 10 * DAY })), 'u1');
    const setBack = { api: offlineApi(), verify, online: () => false, now: () => ISSUED + 5 * DAY };
    expect(await mayStartProduct(setBack, 'u1', 'DE-full')).toBe(false);
  });

  it('a token signed with another key, or issued to someone else, counts as none', async () => {
    const forged = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { key: otherKey });
    await refreshEntitlements(api(async () => ({ token: forged, serverTime: ISSUED })), 'u1');
    const deps = { api: offlineApi(), verify, online: () => false, now: () => ISSUED + DAY };
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(false);
    const foreign = await token([{ productId: 'DE-full', endsAt: ISSUED + 60 * DAY }], { sub: 'someone-else' });
    await refreshEntitlements(api(async () => ({ token: foreign, serverTime: ISSUED })), 'u1');
    expect(await mayStartProduct(deps, 'u1', 'DE-full')).toBe(false);
  });

  it('without any token nothing paid may start; online it asks the server, and an unreachable one keeps it refused', async () => {
    const server = offlineApi();
    expect(await mayStartProduct({ api: server, verify, online: () => true, now: () => ISSUED }, 'u1', 'DE-full')).toBe(false);
    expect(server.calls).toBe(1);
  });

  it('free products always start; a paid one never for a visitor', async () => {
    const free = catalogProduct({ productId: 'DE-demo', pricing: { currency: 'EUR', tier: 0, amountMinor: 0, label: '0-FREE' } });
    const paid = catalogProduct({ productId: 'DE-full', pricing: { currency: 'EUR', tier: 3, amountMinor: 1990, label: '3-PRODUCT-EXPIRE' } });
    expect(await mayStartNewAttempt(offlineApi(), null, free)).toBe(true);
    expect(await mayStartNewAttempt(offlineApi(), null, paid)).toBe(false);
  });
});
