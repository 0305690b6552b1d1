// The learner's entitlements on this device (issue 13): fetched when online (after sign-in, after a paid order,
// periodically), kept in src/db with the newest server time seen, and asked before a new attempt of a paid product
// starts (domain/commerce/entitlementToken.ts mayStartAttempt). Offline the kept token is trusted until the earliest
// of its end dates and 30 days after it was issued; a clock set back before the newest server time means "refresh".
// The token is verified with the JWKS fetched beside it (entitlementJwks.ts), the key chosen by the token's kid.
import type { ApiClient } from '../../api/client.ts';
import { mayStartAttempt, type EntitlementClaims } from '../../domain/commerce/entitlementToken.ts';
import { jwksHasKid, tokenKid, type EntitlementJwks } from '../../domain/commerce/entitlementKeys.ts';
import { shopDb } from '../../db/db.ts';
import { readEntitlements, saveEntitlements, type StoredEntitlements } from '../../db/commerceRecords.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { createCommerceApi } from './commerceApi.ts';
import { verifyEntitlementToken } from './entitlementToken.ts';
import { fetchEntitlementJwks, type FetchJwks } from './entitlementJwks.ts';

/** How long a start waits for a fresh token before the kept one decides. */
export const REFRESH_WAIT_MS = 4_000;
const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

export interface EntitlementDeps {
  api: ApiClient;
  /** Verifies a token with the JWKS kept beside it (jose, loaded lazily, by default). */
  verify?: (token: string, jwks: EntitlementJwks | undefined) => Promise<EntitlementClaims | null>;
  /** Fetches the server's JWKS (GET /.well-known/jwks.json by default). */
  fetchJwks?: FetchJwks;
  online?: () => boolean;
  now?: () => number;
  refreshWaitMs?: number;
}

/**
 * Asks the server for a fresh token and its JWKS and keeps both; null when the token cannot be fetched (the kept token
 * stays). A JWKS without the token's kid (an HTTP cache older than a rotation) is asked for once more past the cache;
 * when no JWKS can be fetched, the one kept before stays beside the new token.
 */
export async function refreshEntitlements(api: ApiClient, userId: string, fetchJwks: FetchJwks = fetchEntitlementJwks): Promise<StoredEntitlements | null> {
  try {
    const [answer, jwks] = await Promise.all([createCommerceApi(api).entitlements(userId), fetchJwks({ fresh: false }).catch(() => null)]);
    const current = jwksHasKid(jwks, tokenKid(answer.token)) ? jwks : await fetchJwks({ fresh: true }).catch(() => jwks);
    return await saveEntitlements(shopDb(), currentTenant, userId, { token: answer.token, serverTime: answer.serverTime, jwks: current });
  } catch {
    return null;
  }
}

async function verifiedClaims(stored: StoredEntitlements | null, userId: string, verify: NonNullable<EntitlementDeps['verify']>) {
  if (!stored) return null;
  const claims = await verify(stored.token, stored.jwks);
  return claims && claims.sub === userId ? claims : null;
}

/**
 * Whether a new attempt of `productId` may start now. Online the token is fetched again first (a refund or a renewal
 * shows at once); offline, or when the server cannot be reached, the kept token decides. Without a usable token
 * (never fetched, forged or signed with a key the kept JWKS lacks, someone else's, too old offline, clock set back) the
 * answer is no.
 */
export async function mayStartProduct(deps: EntitlementDeps, userId: string, productId: string): Promise<boolean> {
  const verify = deps.verify ?? verifyEntitlementToken;
  const now = deps.now ?? Date.now;
  const online = deps.online ?? (() => navigator.onLine);
  // A slow network does not hold the start up for long: after REFRESH_WAIT_MS the kept token decides.
  const fresh = online() ? await Promise.race([refreshEntitlements(deps.api, userId, deps.fetchJwks), wait(deps.refreshWaitMs ?? REFRESH_WAIT_MS)]) : null;
  const stored = fresh ?? (await readEntitlements(shopDb(), currentTenant, userId));
  const claims = await verifiedClaims(stored, userId, verify);
  return mayStartAttempt(claims, stored?.newestServerTime ?? 0, productId, now());
}
