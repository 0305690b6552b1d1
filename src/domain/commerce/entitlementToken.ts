// The signed entitlement token (issue 13, ARCHITECTURE §9): what it says and how long a device may trust it offline.
// The server signs it (ES256, jose, kid in the header); the client keeps it in src/db with the server's JWKS and
// verifies it with the key the kid names (entitlementKeys.ts).

/** A device trusts a token offline for at most this long after it was issued. */
export const OFFLINE_TRUST_MS = 30 * 24 * 60 * 60 * 1000;

export interface EntitlementGrant {
  productId: string;
  /** Epoch ms: access ends then. */
  endsAt: number;
}

/** The token's claims (JWT: `sub` user id, `iat` seconds, `products` the grants, `srv` server time in ms). */
export interface EntitlementClaims {
  sub: string;
  iat: number;
  products: EntitlementGrant[];
  /** The server's clock when it signed, epoch ms (the newest server time a device has seen). */
  srv: number;
}

/**
 * Whether the token must be refreshed before it is trusted: it is older than OFFLINE_TRUST_MS, or the device clock
 * reads earlier than the newest server time seen (a clock set back to stretch an entitlement).
 */
export function needsRefresh(claims: EntitlementClaims, newestServerTimeSeen: number, now: number): boolean {
  if (now < Math.max(claims.srv, newestServerTimeSeen)) return true;
  return now >= claims.srv + OFFLINE_TRUST_MS;
}

/** Until when the token lets the learner start attempts on `productId` (0: not entitled). */
export function trustedUntil(claims: EntitlementClaims, productId: string): number {
  const grant = claims.products.find((product) => product.productId === productId);
  if (!grant) return 0;
  return Math.min(grant.endsAt, claims.srv + OFFLINE_TRUST_MS);
}

/** Whether a new attempt on `productId` may start now (an attempt already running may always be finished). */
export function mayStartAttempt(claims: EntitlementClaims | null, newestServerTimeSeen: number, productId: string, now: number): boolean {
  if (!claims || needsRefresh(claims, newestServerTimeSeen, now)) return false;
  return now < trustedUntil(claims, productId);
}
