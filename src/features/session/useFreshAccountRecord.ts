// A paid product's page asks the account again when the device's record says the learner does not own it: a purchase
// made on another device (or through a link in a mail) shows on this one without a visit to the profile, and its
// entitlement token comes with it (commerce/refreshAccount.ts: one call for both). At most once a minute per device,
// only online; a failure leaves what the device kept.
import { useEffect } from 'react';
import { useServices } from '../../platform/useServices.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { readUserRecord } from './storedUser.ts';

const AT_MOST_EVERY_MS = 60_000;
let lastAsked = 0;

export function useFreshAccountRecord(wanted: boolean): void {
  const { api } = useServices();
  useEffect(() => {
    if (!wanted || !navigator.onLine || Date.now() - lastAsked < AT_MOST_EVERY_MS) return;
    const userId = readUserRecord()?.userId;
    if (!userId) return;
    lastAsked = Date.now();
    // Loaded only when asked: the token's storage and checks are not part of the page's first load.
    settleQuietly(
      import('../commerce/refreshAccount.ts').then((module) => module.refreshAccount(api, userId)),
      'account refresh',
    );
  }, [wanted, api]);
}
