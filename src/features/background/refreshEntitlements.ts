// The signed-in buyer's entitlement token refreshed by the service worker (Periodic Background Sync, issue 34), with
// the page's own refresh (commerce/entitlements.ts: token and JWKS kept in src/db), so the installed app opened
// offline knows what the learner owns today.
import { readBackgroundSession } from '../../db/backgroundSession.ts';
import type { StoredEntitlements } from '../../db/commerceRecords.ts';
import { refreshEntitlements } from '../commerce/entitlements.ts';
import { backgroundApi, type BackgroundApiDeps } from './backgroundApi.ts';

export async function refreshEntitlementsInBackground(deps: BackgroundApiDeps): Promise<StoredEntitlements | null> {
  const session = await readBackgroundSession(deps.db);
  if (!session?.login) return null;
  const { api } = await backgroundApi(deps, session);
  return refreshEntitlements(api, session.userId);
}
