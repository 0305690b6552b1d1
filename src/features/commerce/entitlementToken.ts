// Verifying the signed entitlement token (ES256 JWT, ARCHITECTURE §9) with the public key in the bundle. jose loads
// only here, and this module only where an attempt of a paid product starts: no sale or quiz page carries it.
import type { EntitlementClaims, EntitlementGrant } from '../../domain/commerce/entitlementToken.ts';

/** The key the build bakes in (PEM "PUBLIC KEY", possibly with literal \n, or a JWK as JSON); empty when none. */
export const ENTITLEMENT_PUBLIC_KEY = ((import.meta.env.VITE_ENTITLEMENT_PUBLIC_KEY as string | undefined) ?? '').replace(/\\n/g, '\n').trim();

function isGrant(value: unknown): value is EntitlementGrant {
  const grant = value as EntitlementGrant;
  return typeof grant === 'object' && grant !== null && typeof grant.productId === 'string' && typeof grant.endsAt === 'number';
}

/** The token's claims when its signature is ours and its shape is right; null otherwise (never throws). */
export async function verifyEntitlementToken(token: string, publicKey: string = ENTITLEMENT_PUBLIC_KEY): Promise<EntitlementClaims | null> {
  if (publicKey === '' || token === '') return null;
  const { importJWK, importSPKI, jwtVerify } = await import('jose');
  try {
    const key = publicKey.startsWith('{') ? await importJWK(JSON.parse(publicKey) as Parameters<typeof importJWK>[0], 'ES256') : await importSPKI(publicKey, 'ES256');
    const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'] });
    const claims = payload as unknown as EntitlementClaims;
    if (typeof claims.sub !== 'string' || typeof claims.srv !== 'number' || !Array.isArray(claims.products) || !claims.products.every(isGrant)) return null;
    return { sub: claims.sub, iat: claims.iat, srv: claims.srv, products: claims.products };
  } catch {
    return null; // a forged, tampered or malformed token counts as no token
  }
}
