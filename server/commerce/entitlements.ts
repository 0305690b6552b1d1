// Who may use which full product, and the signed entitlement token (ES256, jose) the client keeps for offline use:
// signed with the newest key of the one key set all replicas share (entitlementKeys.ts), its kid in the header; the
// public keys are served as a JWKS (routes/jwks.ts) that the device keeps beside the token.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lte, max } from 'drizzle-orm';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { Database, Db } from '../db/open.ts';
import { entitlements } from '../db/schema.ts';
import type { EntitlementClaims, EntitlementGrant } from '@domain/commerce/entitlementToken.ts';
import { publishedKeys, signingKey, type EntitlementJwk, type EntitlementJwks } from '@domain/commerce/entitlementKeys.ts';
import { ensureEntitlementKeys, entitlementKeySealer, openPrivateKey, publicJwkOf, readEntitlementKeys, type StoredEntitlementKey } from './entitlementKeys.ts';
import type { Sealer } from '../auth/sealing.ts';
import { toCachedJson, type CachedJson } from '../lib/etag.ts';

export const ENTITLEMENT_TOKEN_ALG = 'ES256';

/** Whether the user may use the product now: an unrevoked entitlement row covers this moment. */
export async function isEntitled(db: Db, userId: string, productId: string, now: number): Promise<boolean> {
  const at = new Date(now);
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.productId, productId), isNull(entitlements.revokedAt), lte(entitlements.startsAt, at), gt(entitlements.endsAt, at)))
    .limit(1);
  return row !== undefined;
}

/** The user's products and when access to each ends (the latest end of unrevoked rows still running). */
export async function activeGrants(db: Db, userId: string, now: number): Promise<EntitlementGrant[]> {
  const rows = await db
    .select({ productId: entitlements.productId, endsAt: max(entitlements.endsAt) })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt), gt(entitlements.endsAt, new Date(now))))
    .groupBy(entitlements.productId)
    .orderBy(entitlements.productId);
  return rows.filter((row) => row.endsAt !== null).map((row) => ({ productId: row.productId, endsAt: row.endsAt!.getTime() }));
}

/** How long a process signs with the keys it read before reading them again (a rotation reaches every replica within this). */
export const KEY_RELOAD_MS = 60_000;

/** The JWKS, serialised once, with a strong ETag of the body: replicas with the same keys answer the same one. */
export interface ServedJwks extends CachedJson {
  jwks: EntitlementJwks;
}

export interface EntitlementSigner {
  /** The kid new tokens are signed with. */
  signingKid(): Promise<string>;
  sign(userId: string, grants: EntitlementGrant[], now: number): Promise<string>;
  /** The public keys a device verifies with: the signing key and retired keys whose tokens may still be trusted. */
  jwks(now: number): Promise<ServedJwks>;
  /** Reads the stored keys again at the next use (the rotation CLI's test; running servers reload every minute). */
  reload(): void;
}

export interface SignerOptions {
  database: Pick<Database, 'db' | 'exclusively'>;
  clock: () => number;
  /** JWT_SECRET (undefined: the secret generated into app_meta): the stored private keys are sealed with it. */
  jwtSecret: string | undefined;
  /** ENTITLEMENT_PRIVATE_KEY / ENTITLEMENT_PUBLIC_KEY (PEM): when both are set, this pair signs. */
  privateKey: string | undefined;
  publicKey: string | undefined;
  /**
   * ENTITLEMENT_PREVIOUS_PUBLIC_KEY (PEM): the public key of the pair the environment set before a rotation by
   * environment. It stays in the JWKS so the offline tokens it signed still verify; remove it RETIRED_KEY_KEPT_MS
   * (31 days) after the rotation.
   */
  previousPublicKey: string | undefined;
}

/** The environment's pair as a key that always signs (kid: its thumbprint); null when neither is set. */
async function environmentKey(privateKey: string | undefined, publicKey: string | undefined, sealer: Sealer): Promise<StoredEntitlementKey | null> {
  if (!privateKey && !publicKey) return null;
  if (!privateKey || !publicKey) throw new Error('Set both ENTITLEMENT_PRIVATE_KEY and ENTITLEMENT_PUBLIC_KEY, or neither.');
  const publicJwk = await publicJwkOf(publicKey);
  const derived = await publicJwkOf(crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString());
  if (derived.kid !== publicJwk.kid) throw new Error('ENTITLEMENT_PUBLIC_KEY is not the public half of ENTITLEMENT_PRIVATE_KEY.');
  // Sealed in memory too, so every key this process signs with is opened the same way (never stored).
  return { kid: publicJwk.kid, createdAt: Number.MAX_SAFE_INTEGER, retiredAt: null, sealedPrivateKey: sealer.seal(privateKey), publicJwk };
}

/** The JWK of ENTITLEMENT_PREVIOUS_PUBLIC_KEY: only beside an environment pair (stored keys are rotated by the CLI). */
async function previousEnvironmentJwk(previousPublicKey: string | undefined, current: StoredEntitlementKey | null): Promise<EntitlementJwk | null> {
  if (!previousPublicKey) return null;
  if (!current) throw new Error('ENTITLEMENT_PREVIOUS_PUBLIC_KEY is for a rotation by environment: set ENTITLEMENT_PRIVATE_KEY and ENTITLEMENT_PUBLIC_KEY too.');
  const jwk = await publicJwkOf(previousPublicKey);
  return jwk.kid === current.kid ? null : jwk;
}

/**
 * The signer of this process. Without environment keys the first start creates the stored key set (under the startup
 * lock); the keys are read again every KEY_RELOAD_MS so a rotation reaches running replicas without a restart.
 */
export async function createEntitlementSigner({ database, clock, jwtSecret, privateKey, publicKey, previousPublicKey }: SignerOptions): Promise<EntitlementSigner> {
  const sealer = await entitlementKeySealer(database.db, jwtSecret);
  const fromEnvironment = await environmentKey(privateKey, publicKey, sealer);
  const previous = await previousEnvironmentJwk(previousPublicKey, fromEnvironment);
  let stored = fromEnvironment ? await readEntitlementKeys(database.db, sealer) : await ensureEntitlementKeys(database, clock(), sealer);
  let loadedAt = performance.now();
  const imported = new Map<string, Promise<CryptoKey>>();

  /** The keys, read again when KEY_RELOAD_MS have passed (or `fresh`: the JWKS is always read from the database). */
  async function keys(fresh = false): Promise<StoredEntitlementKey[]> {
    if (fresh || performance.now() - loadedAt >= KEY_RELOAD_MS) {
      const read = await readEntitlementKeys(database.db, sealer);
      // A store emptied by hand keeps the keys this process has (it never signs without one).
      if (read.length > 0 || fromEnvironment) stored = read;
      loadedAt = performance.now();
    }
    return fromEnvironment ? [fromEnvironment, ...stored.filter((key) => key.kid !== fromEnvironment.kid)] : stored;
  }

  async function current(): Promise<StoredEntitlementKey> {
    const key = fromEnvironment ?? signingKey(await keys());
    if (!key) throw new Error('No entitlement signing key: every stored key is retired');
    return key;
  }

  function importKey(key: StoredEntitlementKey): Promise<CryptoKey> {
    let promise = imported.get(key.kid);
    if (!promise) imported.set(key.kid, (promise = Promise.resolve().then(() => importPKCS8(openPrivateKey(key, sealer), 'ES256'))));
    return promise;
  }
  // Fails early on a stored or configured key that is not an ES256 one.
  await importKey(await current());

  return {
    signingKid: async () => (await current()).kid,
    async sign(userId, grants, now) {
      const key = await current();
      const claims: Omit<EntitlementClaims, 'sub' | 'iat'> = { products: grants, srv: now };
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ENTITLEMENT_TOKEN_ALG, typ: 'JWT', kid: key.kid })
        .setSubject(userId)
        .setIssuedAt(Math.floor(now / 1000))
        .sign(await importKey(key));
    },
    async jwks(now) {
      // Read fresh: a replica whose signing keys are up to a minute old still lists a key another one just started
      // signing with (the old key it may still sign with stays listed anyway).
      const all = await keys(true);
      const listed = fromEnvironment ? [fromEnvironment, ...publishedKeys(all.slice(1), now)] : publishedKeys(all, now);
      const publicKeys = listed.map((key) => key.publicJwk);
      // The environment's previous key right after the one that replaced it (unless the store lists it anyway).
      if (previous && !publicKeys.some((jwk) => jwk.kid === previous.kid)) publicKeys.splice(1, 0, previous);
      const jwks: EntitlementJwks = { keys: publicKeys };
      return { jwks, ...toCachedJson(jwks) };
    },
    reload() {
      loadedAt = -Infinity;
    },
  };
}
