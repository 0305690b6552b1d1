// One entitlement key set per database (issue "one shop on many machines"): the first start creates it once and a
// later start on the same database reuses it; GET /.well-known/jwks.json serves it cacheably; a rotation makes a new
// signing key while tokens of the retired one still verify, until the retired key's time is up; environment keys win,
// and a rotation by environment keeps the previous public key listed. Stored private keys are sealed at rest.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, createLocalJWKSet, decodeProtectedHeader, exportJWK, importSPKI, jwtVerify } from 'jose';
import { buildApp } from '../app.ts';
import { appMeta } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { ENTITLEMENT_KEYS_META, entitlementKeySealer, openPrivateKey, readEntitlementKeys, rotateEntitlementKey } from './entitlementKeys.ts';
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
const sealer = () => entitlementKeySealer(app.testDb.database.db, app.config.jwtSecret);
const stored = async () => readEntitlementKeys(app.testDb.database.db, await sealer());
const rotate = async (at: number) => rotateEntitlementKey(app.testDb.database.db, at, await sealer());
/** A signer on the test database, as a replica configured with `keys` makes it. */
const signerWith = (keys: { privateKey?: string; publicKey?: string; previousPublicKey?: string; jwtSecret?: string } = {}) =>
  createEntitlementSigner({ database: app.testDb.database, clock: () => now, jwtSecret: app.config.jwtSecret, privateKey: undefined, publicKey: undefined, previousPublicKey: undefined, ...keys });
const pemPair = () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

describe('the key set in the database', () => {
  it('the first start creates one key; a later start on the same database serves and signs with the same one', async () => {
    const { database } = app.testDb;
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    const keys = await stored();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.kid).toBe(await calculateJwkThumbprint(keys[0]!.publicJwk));
    const first = await served();
    expect(first.jwks?.keys.map((key) => key.kid)).toEqual([keys[0]!.kid]);
    expect(first.jwks?.keys[0]).not.toHaveProperty('d'); // public keys only

    // A second app on the same database (a restart, or another replica): nothing new is made.
    const second = await buildApp({ database, config: app.config, clock: () => now });
    try {
      const again = await second.fastify.inject('/.well-known/jwks.json');
      expect(again.json()).toEqual(first.jwks);
      expect(again.headers.etag).toBe(first.headers.etag);
      const token = await second.commerce.signer.sign('u1', grants, now);
      expect(decodeProtectedHeader(token).kid).toBe(keys[0]!.kid);
      await expect(jwtVerify(token, createLocalJWKSet(first.jwks!))).resolves.toBeTruthy();
    } finally {
      await second.fastify.close();
    }
    const [after] = await database.db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    expect(after?.value).toBe(row?.value);
  });

  it('processes starting at once on an empty key set make one key between them', async () => {
    const { database } = app.testDb;
    const saved = await stored();
    await database.db.delete(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    try {
      const signers = await Promise.all([0, 1, 2].map(() => signerWith()));
      const kids = await Promise.all(signers.map((signer) => signer.signingKid()));
      expect(new Set(kids).size).toBe(1);
      expect(await stored()).toHaveLength(1);
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

    const { added } = await rotate(now);
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
    const { added: third } = await rotate(now);
    expect((await stored()).map((key) => key.kid)).toEqual([third.kid, added.kid]);
  });
});

describe('keys from the environment', () => {
  it('sign with a kid that is the public key\'s RFC 7638 thumbprint, listed first in the JWKS', async () => {
    const pem = pemPair();
    const signer = await signerWith(pem);
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
    await expect(signerWith({ privateKey: pem(a.privateKey, 'pkcs8') })).rejects.toThrow(/both/);
    await expect(signerWith({ privateKey: pem(a.privateKey, 'pkcs8'), publicKey: pem(b.publicKey, 'spki') })).rejects.toThrow(/public half/);
    await expect(signerWith({ previousPublicKey: pem(a.publicKey, 'spki') })).rejects.toThrow(/rotation by environment/);
  });

  it('a rotation by environment keeps the previous public key in the JWKS: offline tokens it signed still verify', async () => {
    const before = pemPair();
    const after = pemPair();
    const oldToken = await (await signerWith(before)).sign('u1', grants, now);
    const oldKid = decodeProtectedHeader(oldToken).kid;

    const rotated = await signerWith({ ...after, previousPublicKey: before.publicKey });
    const { jwks } = await rotated.jwks(now);
    expect(jwks.keys.slice(0, 2).map((key) => key.kid)).toEqual([await rotated.signingKid(), oldKid]);
    await expect(jwtVerify(oldToken, createLocalJWKSet(jwks))).resolves.toMatchObject({ payload: { sub: 'u1' } });
    await expect(jwtVerify(await rotated.sign('u1', grants, now), createLocalJWKSet(jwks))).resolves.toBeTruthy();

    // Without it the old key is gone from the JWKS, and a device that fetches it can no longer trust its token.
    const forgetful = await signerWith(after);
    const without = (await forgetful.jwks(now)).jwks;
    expect(without.keys.map((key) => key.kid)).not.toContain(oldKid);
    await expect(jwtVerify(oldToken, createLocalJWKSet(without))).rejects.toThrow();
  });
});

describe('private keys at rest', () => {
  it('are stored sealed: the app_meta row holds no private key, and the sealed one opens to the key of its kid', async () => {
    const [row] = await app.testDb.database.db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    expect(row?.value).not.toMatch(/PRIVATE KEY|"privateKey"|"d":/);
    const keys = await stored();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const opened = openPrivateKey(key, await sealer());
      expect(opened).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      const publicPem = crypto.createPublicKey(opened).export({ type: 'spki', format: 'pem' }).toString();
      expect(await calculateJwkThumbprint(await exportJWK(await importSPKI(publicPem, 'ES256')))).toBe(key.kid);
    }
  });

  it('a key an earlier version stored in clear is sealed at the next start, and keeps signing', async () => {
    const db = app.testDb.database.db;
    const [saved] = await db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    const keys = await stored();
    const clear = await Promise.all(keys.map(async ({ sealedPrivateKey: _sealed, ...key }) => ({ ...key, privateKey: openPrivateKey(keys.find((k) => k.kid === key.kid)!, await sealer()) })));
    await db.update(appMeta).set({ value: JSON.stringify({ keys: clear }) }).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    try {
      const signer = await signerWith();
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
      expect(row?.value).not.toMatch(/PRIVATE KEY|"privateKey"/);
      expect((await stored()).map((key) => key.kid)).toEqual(keys.map((key) => key.kid));
      const token = await signer.sign('u1', grants, now);
      await expect(jwtVerify(token, createLocalJWKSet((await signer.jwks(now)).jwks))).resolves.toBeTruthy();
    } finally {
      await db.update(appMeta).set({ value: saved!.value }).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
    }
  });

  it('a server secret they were not sealed under refuses to start with a clear message; a rotation under it recovers', async () => {
    const otherSecret = 'another-server-secret-of-forty-characters!';
    await expect(signerWith({ jwtSecret: otherSecret })).rejects.toThrow(/does not open with this server secret/);
    const { added } = await rotateEntitlementKey(app.testDb.database.db, now, await entitlementKeySealer(app.testDb.database.db, otherSecret));
    const signer = await signerWith({ jwtSecret: otherSecret });
    expect(await signer.signingKid()).toBe(added.kid);
  });
});
