// The entitlement token's ES256 keys, one set for every replica: kept in app_meta (one JSON row), created by the first
// process under the startup lock, rotated by `npm run entitlement:rotate-key` (server/cli/rotateEntitlementKey.ts).
// ENTITLEMENT_PRIVATE_KEY / ENTITLEMENT_PUBLIC_KEY (PEM), when set, win over the stored keys (entitlements.ts).
// Each key's kid is its RFC 7638 JWK thumbprint.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { calculateJwkThumbprint } from 'jose';
import type { Database, Db } from '../db/open.ts';
import { appMeta } from '../db/schema.ts';
import { rotateKeys, type EntitlementJwk, type KeyLifetime } from '@domain/commerce/entitlementKeys.ts';

export const ENTITLEMENT_KEYS_META = 'entitlement.keys';

export interface StoredEntitlementKey extends KeyLifetime {
  /** PKCS#8 PEM. */
  privateKey: string;
  publicJwk: EntitlementJwk;
}

/** The public JWK of a PEM public key, with its thumbprint as kid. */
export async function publicJwkOf(publicKeyPem: string): Promise<EntitlementJwk> {
  const jwk = crypto.createPublicKey(publicKeyPem).export({ format: 'jwk' });
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('The entitlement public key must be an ES256 (P-256) key');
  const core = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } as const;
  return { ...core, kid: await calculateJwkThumbprint(core, 'sha256'), alg: 'ES256', use: 'sig' };
}

export async function newEntitlementKey(now: number): Promise<StoredEntitlementKey> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicJwk = await publicJwkOf(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  return { kid: publicJwk.kid, createdAt: now, retiredAt: null, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicJwk };
}

function parse(value: string | undefined): StoredEntitlementKey[] {
  if (value === undefined) return [];
  return (JSON.parse(value) as { keys: StoredEntitlementKey[] }).keys;
}

/** The stored keys (none before the first start). */
export async function readEntitlementKeys(db: Db): Promise<StoredEntitlementKey[]> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META));
  return parse(row?.value);
}

/**
 * The stored keys, creating the first one when there is none: under the startup lock, so replicas starting together
 * make one key set (insert-if-absent besides, for a process that runs without the lock).
 */
export async function ensureEntitlementKeys(database: Pick<Database, 'db' | 'exclusively'>, now: number): Promise<StoredEntitlementKey[]> {
  const stored = await readEntitlementKeys(database.db);
  if (stored.length > 0) return stored;
  return database.exclusively(async () => {
    const first = await newEntitlementKey(now);
    await database.db.insert(appMeta).values({ key: ENTITLEMENT_KEYS_META, value: JSON.stringify({ keys: [first] }) }).onConflictDoNothing();
    return readEntitlementKeys(database.db);
  });
}

/**
 * Adds a new key that signs from now on and retires the others (kept in the JWKS until no token they signed is
 * trusted, then dropped: domain/commerce/entitlementKeys.ts). One transaction with the row locked: two rotations at
 * once make two keys one after the other, never lose one. Running servers pick it up within a minute.
 */
export async function rotateEntitlementKey(db: Db, now: number): Promise<{ added: StoredEntitlementKey; keys: StoredEntitlementKey[] }> {
  const added = await newEntitlementKey(now);
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ENTITLEMENT_KEYS_META)).for('update');
    const next = rotateKeys(parse(row?.value), added, now);
    await tx
      .insert(appMeta)
      .values({ key: ENTITLEMENT_KEYS_META, value: JSON.stringify({ keys: next }) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: JSON.stringify({ keys: next }), updatedAt: sql`now()` } });
    return next;
  });
  return { added, keys };
}
