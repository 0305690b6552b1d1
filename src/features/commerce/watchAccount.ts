// Started once by the composition root: merges the cart and fetches the entitlements at sign-in, sends cart changes
// of a signed-in learner to the account, and refreshes the entitlement token every 6 hours and when the network
// comes back. Small on purpose: the work itself (accountCommerce.ts, with Dexie) loads only when there is some.
import type { AppServices } from '../../platform/services.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { readUserRecord, SESSION_CHANGED_EVENT } from '../session/storedUser.ts';
import { onCartChanged } from './cartEvents.ts';

const REFRESH_EVERY_MS = 6 * 60 * 60 * 1000;
const load = () => import('./accountCommerce.ts');

export function watchAccountCommerce(services: AppServices): void {
  let current = readUserRecord()?.userId ?? null;
  let merging: Promise<void> = Promise.resolve();
  const signedInBuyer = () => {
    const user = readUserRecord();
    return user && user.endDates.length > 0 ? user.userId : null;
  };
  const refresh = () => {
    const userId = signedInBuyer();
    if (userId && navigator.onLine) settleQuietly(load().then((module) => module.refreshEntitlements(services.api, userId)), 'entitlements refresh');
  };

  window.addEventListener(SESSION_CHANGED_EVENT, () => {
    const next = readUserRecord()?.userId ?? null;
    if (next && next !== current) {
      merging = load().then((module) => module.afterSignIn(services.api, next));
      settleQuietly(merging, 'account cart merge');
    }
    current = next;
  });

  let pushTimer: ReturnType<typeof setTimeout> | undefined;
  onCartChanged(() => {
    clearTimeout(pushTimer);
    pushTimer = setTimeout(() => {
      const userId = readUserRecord()?.userId;
      if (!userId || !navigator.onLine) return;
      settleQuietly(merging.then(load).then((module) => module.pushDeviceCart(services.api, userId)), 'account cart push');
    }, 1_000);
  });

  window.addEventListener('online', refresh);
  setInterval(refresh, REFRESH_EVERY_MS);
  setTimeout(refresh, 5_000);
}
