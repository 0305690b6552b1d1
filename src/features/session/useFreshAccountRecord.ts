// A paid product's page asks the account again when the device's record says the learner does not own it: a purchase
// made on another device (or through a link in a mail) shows on this one without a visit to the profile. At most
// once a minute per device, only online; a failure leaves the stored record as it is.
import { useEffect } from 'react';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from './authApi.ts';
import { readUserRecord, writeUserRecord } from './storedUser.ts';

const AT_MOST_EVERY_MS = 60_000;
let lastAsked = 0;

export function useFreshAccountRecord(wanted: boolean): void {
  const { api } = useServices();
  useEffect(() => {
    if (!wanted || !navigator.onLine || Date.now() - lastAsked < AT_MOST_EVERY_MS) return;
    const userId = readUserRecord()?.userId;
    if (!userId) return;
    lastAsked = Date.now();
    authApi
      .me(api)
      .then((fresh) => {
        // Still the same learner (no sign-out or switch while the answer travelled).
        if (readUserRecord()?.userId === fresh.userId) writeUserRecord(fresh);
      })
      .catch(() => undefined);
  }, [wanted, api]);
}
