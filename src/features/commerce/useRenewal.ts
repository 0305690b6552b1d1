// Whether a bought product's plan renews (issue 21): asked of the account when online, for the product page's
// "Renews on {date}" or "Renewal cancelled". Offline (or before the answer) it says nothing.
import { useEffect, useState } from 'react';
import { renewalOf, type RenewalState } from '../../domain/commerce/subscriptions.ts';
import { useServices } from '../../platform/useServices.ts';
import { createCommerceApi } from './commerceApi.ts';

export function useRenewal(userId: string | null, productId: string, owned: boolean, now: number): RenewalState | null {
  const { api } = useServices();
  const [renewal, setRenewal] = useState<RenewalState | null>(null);
  useEffect(() => {
    let live = true;
    if (!userId || !owned || !navigator.onLine) return;
    createCommerceApi(api)
      .subscriptions(userId)
      .then((list) => live && setRenewal(renewalOf(list, productId, now)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // `now` moves every 30 s: the answer is asked for again only when the product or the ownership changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, userId, productId, owned]);
  return renewal;
}
