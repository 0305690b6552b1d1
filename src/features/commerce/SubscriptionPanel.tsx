// A plan that renews, on My products (issue 21): the next renewal's date and amount, until when a cancelled plan
// runs, or a failed renewal (past due: until when access runs, and the provider's next attempt; issue 35); "Cancel
// renewal", "Resume renewal" before the end, and "Update payment method" (Stripe's Billing Portal, or the test-mode
// page). Each asks the provider; the state shown is what the provider's event made of ours. `accessEnd` is the end of
// the product's access that the page states beside the panel: the panel names that same date, never another one.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { renewalState, type SubscriptionChange, type SubscriptionView } from '../../domain/commerce/subscriptions.ts';
import { formatPrice } from '../catalog/formatPrice.ts';

export interface SubscriptionActions {
  change(subscriptionId: string, change: SubscriptionChange): Promise<SubscriptionView>;
  paymentMethodUrl(subscriptionId: string): Promise<string>;
}

export function SubscriptionPanel({
  subscription,
  country,
  now,
  actions,
  onChanged,
  accessEnd,
}: {
  subscription: SubscriptionView;
  country: CountryCode;
  now: number;
  actions: SubscriptionActions;
  onChanged: (view: SubscriptionView) => void;
  accessEnd?: string;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const state = renewalState(subscription, now);
  const format = (iso: string) => new Date(iso).toLocaleDateString(i18n.locale, { dateStyle: 'long' });
  const date = format(subscription.currentPeriodEnd);
  const until = format(accessEnd ?? subscription.currentPeriodEnd);
  const nextAttempt = state.kind === 'past_due' && state.nextAttempt ? format(state.nextAttempt) : null;
  // The product page says the same (one message each, whose placeholder is the date of the access end).
  const cancelledUntil = (date: string) => t`Renewal cancelled: yours until ${date}`;
  const failedUntil = (date: string) => t`Payment failed: update your card before ${date} to keep access.`;
  const amount = formatPrice({ currency: subscription.currency, tier: 0, amountMinor: subscription.amountMinor, label: '' }, MARKETS[country]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setMessage('');
    try {
      await work();
    } catch (error) {
      setMessage(error instanceof Error && error.message ? t`That did not work: ${error.message}` : t`That did not work. Try again when you are online.`);
    } finally {
      setBusy(false);
    }
  }
  const change = (kind: SubscriptionChange) => run(async () => onChanged(await actions.change(subscription.subscriptionId, kind)));
  const portal = () => run(async () => location.assign(await actions.paymentMethodUrl(subscription.subscriptionId)));

  return (
    <div className="my-products__renewal" data-subscription-id={subscription.subscriptionId}>
      <p data-testid="renewal-state">
        {state.kind === 'renews' && t`Renews on ${date} for ${amount}`}
        {state.kind === 'cancelled' && cancelledUntil(until)}
        {state.kind === 'past_due' && t`Past due`}
        {state.kind === 'ended' && t`Renewal ended`}
      </p>
      {state.kind === 'past_due' && (
        <div className="notice notice--warning" data-testid="renewal-failed">
          <p>{failedUntil(until)}</p>
          {nextAttempt && <p>{t`Next payment attempt: ${nextAttempt}`}</p>}
        </div>
      )}
      {state.kind !== 'ended' && (
        <div className="my-products__renewal-actions">
          {state.kind === 'renews' || state.kind === 'past_due' ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void change('cancel')}>
              {t`Cancel renewal`}
            </button>
          ) : (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void change('resume')}>
              {t`Resume renewal`}
            </button>
          )}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void portal()}>
            {t`Update payment method`}
          </button>
        </div>
      )}
      {message && (
        <p role="alert" className="notice notice--warning">
          {message}
        </p>
      )}
    </div>
  );
}
