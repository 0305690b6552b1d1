// The entitlement token's ES256 keys, one set for every replica: kept in app_meta (one JSON row), created by the first
// process under the startup lock, rotated by `npm run entitlement:rotate-key` (server/cli/rotateEntitlementKey.ts).
// The private keys are sealed at rest like the other secrets the server keeps (auth/sealing.ts, AES-256-GCM with a
// key derived from the server secret, JWT_SECRET): a copy of the table alone signs nothing. Public keys stay in clear.
// ENTITLEMENT_PRIVATE_KEY / ENTITLEMENT_PUBLIC_KEY (PEM), when set, win over the stored keys (entitlements.ts).
// Each key's kid is its RFC 7638 JWK thumbprint.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { calculateJwkThumbprint } from 'jose';
import type { Database, Db } from '../db/open.ts';
import { appMeta } from '../db/schema.ts';
import { createSealer, type Sealer } from '../auth/sealing.ts';
import { deriveKey, loadSigningSecret } from '../auth/secrets.ts';
import { rotateKeys, type EntitlementJwk, type KeyLifetime } from '@domain/commerce/entitlementKeys.ts';

export const ENTITLEMENT_KEYS_META = 'entitlement.keys';

export interface StoredEntitlementKey extends KeyLifetime {
  /** PKCS#8 PEM, sealed (entitlementKeySealer). */
  sealedPrivateKey: string;
  publicJwk: EntitlementJwk;
}

/** A key as an earlier version stored it: the private key in clear (sealed the first time it is read: readEntitlementKeys). */
type ClearStoredKey = Omit<StoredEntitlementKey, 'sealedPrivateKey'> & { privateKey: string };

/** The sealing of the stored private keys: the server secret (JWT_SECRET, else the generated one in app_meta). */
export async function entitlementKeySealer(db: Db, jwtSecret: string | undefined): Promise<Sealer> {
  return createSealer(deriveKey(await loadSigningSecret(db, jwtSecret), 'entitlement-keys'));
}

/** The PEM of a stored key; a clear error when it was sealed under another server secret. */
export function openPrivateKey(key: StoredEntitlementKey, sealer: Sealer): string {
  try {
    return sealer.open(key.sealedPrivateKey);
  } catch {
    throw new Error(
      `The stored entitlement key ${key.kid} does not open with this server secret (JWT_SECRET changed since it was sealed). ` +
        'Start with the JWT_SECRET it was sealed under, or run `npm run entitlement:rotate-key` for a new key (the old public key stays in the JWKS).',
    );
  }
}

/** The public JWK of a PEM public key, with its thumbprint as kid. */
export async function publicJwkOf(publicKeyPem: string): Promise<EntitlementJwk> {
  const jwk = crypto.createPublicKey(publicKeyPem).export({ format: 'jwk' });
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('The entitlement public key must be an ES256 (P-256) key');
  const core = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } as const;
  return { ...core, kid: await calculateJwkThumbprint(core, 'sha256'), alg: 'ES256', use: 'sig' };
}

async function newEntitlementKey(now: number, sealer: Sealer): Promise<StoredEntitlementKey> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicJwk = await publicJwkOf(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const sealedPrivateKey = sealer.seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  return { kid: publicJwk.kid, createdAt: now, retiredAt: null, sealedPrivateKey, publicJwk };
}

function parse(value: string | undefined): (StoredEntitlementKey | ClearStoredKey)[] {
  if (value === undefined) return [];
  return (JSON.parse(value) as { keys: (StoredEntitlementKey | ClearStoredKey)[] }).keys;
}

const isClear = (key: StoredEntitlementKey | ClearStoredKey): key is ClearStoredKey => 'privateKey' in key;

function sealed(keys: (StoredEntitlementKey | ClearStoredKey)[], sealer: Sealer): StoredEntitlementKey[] {
  return keys.map((key) => {
    if (!isClear(key)) return key;
    const { privateKey, ...rest } = key;
    return { ...rest, sealedPrivateKey: sealer.seal(privateKey) };
  });
}

async function write(db: Pick<Db, 'insert'>, keys: StoredEntitlementKey[]): Promise<void> {
  const value = JSON.stringify({ keys });
  await db.insert(appMeta).values({ key: ENTITLEMENT_KEYS_META, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The stored keys (none before the first start). Keys an earlier version stored in clear are sealed and written back
 * the first time they are read (row locked: a rotation at the same moment waits, and loses nothing).
 */
export async function readEntitlementKeys(db: Db, sealer: Sealer): Promise<StoredEntitlementKey[]> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
  const keys = parse(row?.value);
  if (!keys.some(isClear)) return keys as StoredEntitlementKey[];
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META)).for('update');
    const next = sealed(parse(locked?.value), sealer);
    await write(tx, next);
    return next;
  });
}

/**
 * The stored keys, creating the first one when there is none: under the startup lock, so replicas starting together
 * make one key set (insert-if-absent besides, for a process that runs without the lock).
 */
export async function ensureEntitlementKeys(database: Pick<Database, 'db' | 'exclusively'>, now: number, sealer: Sealer): Promise<StoredEntitlementKey[]> {
  const stored = await readEntitlementKeys(database.db, sealer);
  if (stored.length > 0) return stored;
  return database.exclusively(async () => {
    const first = await newEntitlementKey(now, sealer);
    await database.db.insert(appMeta).values({ key: ENTITLEMENT_KEYS_META, value: JSON.stringify({ keys: [first] }) }).onConflictDoNothing();
    return readEntitlementKeys(database.db, sealer);
  });
}

/**
 * Adds a new key that signs from now on and retires the others (kept in the JWKS until no token they signed is
 * trusted, then dropped: domain/commerce/entitlementKeys.ts). One transaction with the row locked: two rotations at
 * once make two keys one after the other, never lose one. Running servers pick it up within a minute.
 */
export async function rotateEntitlementKey(db: Db, now: number, sealer: Sealer): Promise<{ added: StoredEntitlementKey; keys: StoredEntitlementKey[] }> {
  const added = await newEntitlementKey(now, sealer);
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META)).for('update');
    // The kept keys are carried over as they are (sealed; a clear one of an earlier version sealed now): a rotation
    // never needs to open them, so it also works after the server secret changed.
    const next = rotateKeys(sealed(parse(row?.value), sealer), added, now);
    await write(tx, next);
    return next;
  });
  return { added, keys };
}
