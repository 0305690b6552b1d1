// The test-mode Billing Portal (issue 21): a subscription's saved card and a form for a new one, as Stripe's portal
// "update payment method" does. 4242… pays renewals; 4000 0000 0000 0341 attaches but its renewals fail. Like a
// Billing Portal session, it opens only from the signed link its owner's My products made, for an hour (issue 35):
// without it, or once it has expired, the page says so and leads back to My products.
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/client.ts';
import { Field } from '../account/Field.tsx';
import { TestModeBanner } from './TestModeBanner.tsx';
import { testPaymentsApi } from './testPaymentsApi.ts';
import type { TestSubscriptionView } from '../../domain/commerce/testSubscription.ts';
import { isMyProductsPath, myProductsPath } from '../../domain/commerce/myProducts.ts';
import { isCountryCode } from '../../domain/markets/types.ts';
import './commerce.css';

type Refusal = 'missing' | 'link_invalid' | 'link_expired';

/** `query`: the address's query ('?return=…&token=…'), from the router (the same in the server's render and the browser). */
export function TestCardUpdatePage({ subscriptionId, country, query, api = testPaymentsApi }: { subscriptionId: string; country: string; query: string; api?: Pick<typeof testPaymentsApi, 'subscription' | 'updateCard'> }) {
  const { t } = useLingui();
  const [subscription, setSubscription] = useState<TestSubscriptionView | null | Refusal>(null);
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The return is followed only when it is this shop's My products page (issue 21: never an open redirect).
  const back = new URLSearchParams(query).get('return');
  const token = new URLSearchParams(query).get('token') ?? '';
  const refusal = (failure: unknown): Refusal => (failure instanceof ApiError && (failure.code === 'link_invalid' || failure.code === 'link_expired') ? failure.code : 'missing');

  useEffect(() => {
    api
      .subscription(subscriptionId, token)
      .then(setSubscription)
      .catch((failure: unknown) => setSubscription(refusal(failure)));
  }, [api, subscriptionId, token]);

  /** `returnTo`: the checked return address (the form is shown only with one). */
  async function submit(event: FormEvent, returnTo: string) {
    event.preventDefault();
    if (card.cardNumber.trim() === '' || card.expiry.trim() === '' || card.cvc.trim() === '') {
      setError(t`Please fill in the card number, expiry and CVC.`);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await api.updateCard(subscriptionId, { ...card, returnUrl: returnTo, token });
      location.assign(returnTo);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      setError(
        code === 'card_declined'
          ? t`Your card was declined. Try another card.`
          : code === 'link_expired'
            ? t`This link has expired: open the page again from My products.`
            : t`The card could not be saved. Check it and try again.`,
      );
      setBusy(false);
    }
  }

  const heading = <h1>{t`Update payment method`}</h1>;
  if (!isMyProductsPath(back)) {
    return (
      <main className="page pay-page">
        <TestModeBanner />
        {heading}
        <p role="alert">{t`This page was opened with an unknown return address. Open it again from My products.`}</p>
        {isCountryCode(country) && (
          <p>
            <a href={myProductsPath(country)}>{t`Back to My products`}</a>
          </p>
        )}
      </main>
    );
  }
  if (subscription === null) {
    return (
      <main className="page pay-page">
        <TestModeBanner />
        {heading}
        <p role="status" className="skeleton">{t`Loading`}</p>
      </main>
    );
  }
  if (subscription === 'missing' || subscription === 'link_invalid' || subscription === 'link_expired') {
    const reasons: Record<Refusal, string> = {
      missing: t`This subscription was not found.`,
      link_invalid: t`This page opens only from the link on My products, where you are signed in.`,
      link_expired: t`This link has expired: open the page again from My products.`,
    };
    return (
      <main className="page pay-page">
        <TestModeBanner />
        {heading}
        <p role="alert">{reasons[subscription]}</p>
        <p>
          <a href={back}>{t`Back to My products`}</a>
        </p>
      </main>
    );
  }
  const last4 = subscription.cardLast4;
  return (
    <main className="page pay-page">
      <TestModeBanner />
      {heading}
      <p>{last4 ? t`Renewals are charged to the card ending in ${last4}.` : t`Renewals are charged to the method you paid with.`}</p>
      <form onSubmit={(event) => void submit(event, back)} noValidate className="pay-form">
        <Field label={t`Card number`} inputMode="numeric" autoComplete="cc-number" value={card.cardNumber} onChange={(e) => setCard({ ...card, cardNumber: e.target.value })} />
        <div className="pay-form__row">
          <Field label={t`Expiry`} placeholder={t`MM / YY`} autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} />
          <Field label={t`CVC`} inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} />
        </div>
        {error && (
          <p className="notice notice--warning" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--wide-mobile" disabled={busy} aria-busy={busy}>
          {t`Save card`}
        </button>
        <p>
          <a href={back}>{t`Back to My products`}</a>
        </p>
      </form>
    </main>
  );
}
