// The learner's account as the server knows it now, fetched again in one call: the user record (owned products and
// their end dates, which every page shows) and the offline entitlement token with its JWKS (which a start checks).
// A purchase made elsewhere, a renewal or a refund reaches both together. A failure leaves what the device kept.
import type { ApiClient } from '../../api/client.ts';
import { authApi } from '../session/authApi.ts';
import { readUserRecord, writeUserRecord } from '../session/storedUser.ts';
import { refreshEntitlements } from './entitlements.ts';

export async function refreshAccount(api: ApiClient, userId: string): Promise<void> {
  const record = authApi
    .me(api)
    // Still the same learner (no sign-out or switch while the answer travelled).
    .then((fresh) => (readUserRecord()?.userId === fresh.userId ? writeUserRecord(fresh) : undefined))
    .catch(() => undefined);
  await Promise.all([record, refreshEntitlements(api, userId)]);
}
