// The learner's entitlements on this device (issue 13): fetched when online (after sign-in, after a paid order,
// periodically), kept in src/db with the newest server time seen, and asked before a new attempt of a paid product
// starts (domain/commerce/entitlementToken.ts mayStartAttempt). Offline the kept token is trusted until the earliest
// of its end dates and 30 days after it was issued; a clock set back before the newest server time means "refresh".
import type { ApiClient } from '../../api/client.ts';
import { mayStartAttempt, type EntitlementClaims } from '../../domain/commerce/entitlementToken.ts';
import { shopDb } from '../../db/db.ts';
import { readEntitlements, saveEntitlements, type StoredEntitlements } from '../../db/commerceRecords.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { createCommerceApi } from './commerceApi.ts';
import { verifyEntitlementToken } from './entitlementToken.ts';

/** How long a start waits for a fresh token before the kept one decides. */
export const REFRESH_WAIT_MS = 4_000;
const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

export interface EntitlementDeps {
  api: ApiClient;
  /** Verifies a token (the bundle's public key by default). */
  verify?: (token: string) => Promise<EntitlementClaims | null>;
  online?: () => boolean;
  now?: () => number;
  refreshWaitMs?: number;
}

/** Asks the server for a fresh token and keeps it; null when it cannot be reached (the kept token stays). */
export async function refreshEntitlements(api: ApiClient, userId: string): Promise<StoredEntitlements | null> {
  try {
    const answer = await createCommerceApi(api).entitlements(userId);
    return await saveEntitlements(shopDb(), currentTenant, userId, answer.token, answer.serverTime);
  } catch {
    return null;
  }
}

async function verifiedClaims(stored: StoredEntitlements | null, userId: string, verify: (token: string) => Promise<EntitlementClaims | null>) {
  if (!stored) return null;
  const claims = await verify(stored.token);
  return claims && claims.sub === userId ? claims : null;
}

/**
 * Whether a new attempt of `productId` may start now. Online the token is fetched again first (a refund or a renewal
 * shows at once); offline, or when the server cannot be reached, the kept token decides. Without a usable token
 * (never fetched, forged, someone else's, too old offline, clock set back) the answer is no.
 */
export async function mayStartProduct(deps: EntitlementDeps, userId: string, productId: string): Promise<boolean> {
  const verify = deps.verify ?? ((token: string) => verifyEntitlementToken(token));
  const now = deps.now ?? Date.now;
  const online = deps.online ?? (() => navigator.onLine);
  // A slow network does not hold the start up for long: after REFRESH_WAIT_MS the kept token decides.
  const fresh = online() ? await Promise.race([refreshEntitlements(deps.api, userId), wait(deps.refreshWaitMs ?? REFRESH_WAIT_MS)]) : null;
  const stored = fresh ?? (await readEntitlements(shopDb(), currentTenant, userId));
  const claims = await verifiedClaims(stored, userId, verify);
  return mayStartAttempt(claims, stored?.newestServerTime ?? 0, productId, now());
}
