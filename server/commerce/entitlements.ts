// Who may use which full product, and the signed entitlement token (ES256, jose) the client keeps for offline use.
import { and, eq, gt, isNull, lte, max } from 'drizzle-orm';
import { importPKCS8, importSPKI, SignJWT, type CryptoKey } from 'jose';
import type { Db } from '../db/open.ts';
import { entitlements } from '../db/schema.ts';
import type { EntitlementClaims, EntitlementGrant } from '@domain/commerce/entitlementToken.ts';
import { loadEntitlementKeyPair } from '../../scripts/entitlement-key.mjs';

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

export interface EntitlementSigner {
  publicKeyPem: string;
  sign(userId: string, grants: EntitlementGrant[], now: number): Promise<string>;
}

export async function createEntitlementSigner(options: { privateKey?: string; publicKey?: string; file: string }): Promise<EntitlementSigner> {
  const pair = loadEntitlementKeyPair(options);
  const key: CryptoKey = await importPKCS8(pair.privateKey, ENTITLEMENT_TOKEN_ALG);
  // Fails early on a public key that is not an ES256 one.
  await importSPKI(pair.publicKey, ENTITLEMENT_TOKEN_ALG);
  return {
    publicKeyPem: pair.publicKey,
    async sign(userId, grants, now) {
      const claims: Omit<EntitlementClaims, 'sub' | 'iat'> = { products: grants, srv: now };
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ENTITLEMENT_TOKEN_ALG, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(Math.floor(now / 1000))
        .sign(key);
    },
  };
}
