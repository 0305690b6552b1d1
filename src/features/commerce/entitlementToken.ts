// Verifying the signed entitlement token (ES256 JWT, ARCHITECTURE §9) with the JWKS the device kept beside it (the
// server's GET /.well-known/jwks.json), the key chosen by the token's kid. jose loads only here, and this module only
// where an attempt of a paid product starts: no sale or quiz page carries it.
import type { EntitlementClaims, EntitlementGrant } from '../../domain/commerce/entitlementToken.ts';
import { isEntitlementJwks, type EntitlementJwks } from '../../domain/commerce/entitlementKeys.ts';

function isGrant(value: unknown): value is EntitlementGrant {
  const grant = value as EntitlementGrant;
  return typeof grant === 'object' && grant !== null && typeof grant.productId === 'string' && typeof grant.endsAt === 'number';
}

/**
 * The token's claims when one of the JWKS's keys signed it (selected by kid) and its shape is right; null otherwise,
 * also without a JWKS (never throws).
 */
export async function verifyEntitlementToken(token: string, jwks: EntitlementJwks | null | undefined): Promise<EntitlementClaims | null> {
  if (token === '' || !isEntitlementJwks(jwks) || jwks.keys.length === 0) return null;
  const { createLocalJWKSet, jwtVerify } = await import('jose');
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { algorithms: ['ES256'] });
    const claims = payload as unknown as EntitlementClaims;
    if (typeof claims.sub !== 'string' || typeof claims.srv !== 'number' || !Array.isArray(claims.products) || !claims.products.every(isGrant)) return null;
    return { sub: claims.sub, iat: claims.iat, srv: claims.srv, products: claims.products };
  } catch {
    return null; // a forged, tampered or malformed token, or one whose key the JWKS lacks, counts as no token
  }
}
