// One entitlement key set per database (issue "one shop on many machines"): the first start creates it once and a
// later start on the same database reuses it; GET /.well-known/jwks.json serves it cacheably; a rotation makes a new
// signing key while tokens of the retired one still verify, until the retired key's time is up; environment keys win.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, createLocalJWKSet, decodeProtectedHeader, exportJWK, importSPKI, jwtVerify } from 'jose';
import { buildApp } from '../app.ts';
import { appMeta } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { ENTITLEMENT_KEYS_META, readEntitlementKeys, rotateEntitlementKey } from './entitlementKeys.ts';
import { createEntitlementSigner } from './entitlements.ts';
import { RETIRED_KEY_KEPT_MS, type EntitlementJwks } from '@domain/commerce/entitlementKeys.ts';

const DAY = 24 * 3600_000;
let now = Date.UTC(2026, 0, 10);
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
});
afterAll(() => app.close());

async function served(headers: Record<string, string> = {}) {
  const response = await app.fastify.inject({ url: '/.well-known/jwks.json', headers });
  return { status: response.statusCode, headers: response.headers, jwks: response.statusCode === 200 ? response.json<EntitlementJwks>() : null };
}

const grants = [{ productId: 'DE-full', endsAt: Date.UTC(2027, 0, 1) }];

describe('the key set in the database', () => {
  it('the first start creates one key; a later start on the same database serves and signs with the same one', async () => {
    const { database } = app.testDb;
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    const stored = await readEntitlementKeys(database.db);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.kid).toBe(await calculateJwkThumbprint(stored[0]!.publicJwk));
    const first = await served();
    expect(first.jwks?.keys.map((key) => key.kid)).toEqual([stored[0]!.kid]);
    expect(first.jwks?.keys[0]).not.toHaveProperty('d'); // public keys only

    // A second app on the same database (a restart, or another replica): nothing new is made.
    const second = await buildApp({ database, config: app.config, clock: () => now });
    try {
      const again = await second.fastify.inject('/.well-known/jwks.json');
      expect(again.json()).toEqual(first.jwks);
      expect(again.headers.etag).toBe(first.headers.etag);
      const token = await second.commerce.signer.sign('u1', grants, now);
      expect(decodeProtectedHeader(token).kid).toBe(stored[0]!.kid);
      await expect(jwtVerify(token, createLocalJWKSet(first.jwks!))).resolves.toBeTruthy();
    } finally {
      await second.fastify.close();
    }
    const [after] = await database.db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    expect(after?.value).toBe(row?.value);
  });

  it('processes starting at once on an empty key set make one key between them', async () => {
    const { database } = app.testDb;
    const saved = await readEntitlementKeys(database.db);
    await database.db.delete(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    try {
      const signers = await Promise.all([0, 1, 2].map(() => createEntitlementSigner({ database, clock: () => now })));
      const kids = await Promise.all(signers.map((signer) => signer.signingKid()));
      expect(new Set(kids).size).toBe(1);
      expect(await readEntitlementKeys(database.db)).toHaveLength(1);
    } finally {
      await database.db.update(appMeta).set({ value: JSON.stringify({ keys: saved }) }).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
      app.commerce.signer.reload();
    }
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('is cacheable by anyone for 5 minutes, with an ETag that a repeat read gets a 304 for', async () => {
    const first = await served();
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await served({ 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});

describe('rotation', () => {
  it('the new key signs, the retired one stays in the JWKS so its tokens still verify, and goes once its time is up', async () => {
    const signer = app.commerce.signer;
    const before = await signer.signingKid();
    const oldToken = await signer.sign('u1', grants, now);
    const oldEtag = (await served()).headers.etag;

    const { added } = await rotateEntitlementKey(app.testDb.database.db, now);
    // The JWKS is read fresh: it lists the new key at once, even before this process signs with it.
    const afterRotation = await served();
    expect(afterRotation.jwks?.keys.map((key) => key.kid)).toEqual([added.kid, before]);
    expect(afterRotation.headers.etag).not.toBe(oldEtag);
    signer.reload(); // running servers read the keys again within KEY_RELOAD_MS
    expect(await signer.signingKid()).toBe(added.kid);
    const newToken = await signer.sign('u1', grants, now);
    expect(decodeProtectedHeader(newToken).kid).toBe(added.kid);
    const keySet = createLocalJWKSet(afterRotation.jwks!);
    await expect(jwtVerify(oldToken, keySet)).resolves.toMatchObject({ payload: { sub: 'u1' } });
    await expect(jwtVerify(newToken, keySet)).resolves.toMatchObject({ payload: { sub: 'u1' } });

    now += RETIRED_KEY_KEPT_MS - DAY;
    expect((await served()).jwks?.keys.map((key) => key.kid)).toEqual([added.kid, before]);
    now += DAY;
    expect((await served()).jwks?.keys.map((key) => key.kid)).toEqual([added.kid]);
    // The next rotation drops it from the store too.
    const { added: third } = await rotateEntitlementKey(app.testDb.database.db, now);
    expect((await readEntitlementKeys(app.testDb.database.db)).map((key) => key.kid)).toEqual([third.kid, added.kid]);
  });
});

describe('keys from the environment', () => {
  it('sign with a kid that is the public key\'s RFC 7638 thumbprint, listed first in the JWKS', async () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
    const signer = await createEntitlementSigner({ database: app.testDb.database, clock: () => now, ...pem });
    const kid = await calculateJwkThumbprint(await exportJWK(await importSPKI(pem.publicKey, 'ES256')));
    const token = await signer.sign('u1', grants, now);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid });
    const { jwks } = await signer.jwks(now);
    expect(jwks.keys[0]?.kid).toBe(kid);
    // The stored keys stay listed (tokens they signed are still trusted), but the environment's key signs.
    expect(jwks.keys.length).toBeGreaterThan(1);
    await expect(jwtVerify(token, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    await expect(jwtVerify(token, await importSPKI(pem.publicKey, 'ES256'))).resolves.toBeTruthy();
  });

  it('refuses half a pair, or a public key that is not the private key\'s', async () => {
    const pair = () => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const a = pair();
    const b = pair();
    const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();
    const database = app.testDb.database;
    await expect(createEntitlementSigner({ database, clock: () => now, privateKey: pem(a.privateKey, 'pkcs8') })).rejects.toThrow(/both/);
    await expect(createEntitlementSigner({ database, clock: () => now, privateKey: pem(a.privateKey, 'pkcs8'), publicKey: pem(b.publicKey, 'spki') })).rejects.toThrow(/public half/);
  });
});
