// The built-in test-mode provider's payment page (issue 13): what Stripe Checkout would show, with a banner in the
// warning colour saying nothing real is charged. Card number / Expiry / CVC take Stripe's test numbers; the delayed
// methods the session lists are simulated. A decline says why and the buyer may try again.
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { ApiError } from '../../api/client.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import { Field } from '../account/Field.tsx';
import { TestModeBanner } from './TestModeBanner.tsx';
import { testPaymentsApi, type TestPayment, type TestPaymentMethod, type TestPaymentSession } from './testPaymentsApi.ts';
import './commerce.css';

export interface TestPaymentPageProps {
  country: CountryCode;
  sessionId: string;
  api?: Pick<typeof testPaymentsApi, 'session' | 'pay'>;
  redirect?: (url: string) => void;
}

export function TestPaymentPage({ country, sessionId, api = testPaymentsApi, redirect = (url) => window.location.assign(url) }: TestPaymentPageProps) {
  const { t } = useLingui();
  const [session, setSession] = useState<TestPaymentSession | null | 'missing'>(null);
  const [method, setMethod] = useState<TestPaymentMethod>('card');
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [iban, setIban] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .session(sessionId, controller.signal)
      .then((read) => !controller.signal.aborted && setSession(read))
      .catch(() => !controller.signal.aborted && setSession('missing'));
    return () => controller.abort();
  }, [api, sessionId]);

  const labels: Record<TestPaymentMethod, string> = {
    card: t`Card`,
    sepa_debit: t`SEPA direct debit`,
    multibanco: t`Multibanco`,
    customer_balance: t`Bank transfer`,
    us_bank_account: t`US bank account`,
  };

  function declineMessage(failure: unknown): string {
    if (failure instanceof ApiError) {
      if (failure.code === 'card_declined') return t`Your card was declined. Try another card.`;
      if (failure.code === 'insufficient_funds') return t`Your card has insufficient funds. Try another card.`;
      if (failure.code === 'invalid_number' || failure.code === 'incorrect_number') return t`The card number is not valid.`;
      if (failure.code === 'invalid_expiry') return t`The expiry date is not valid (MM / YY).`;
      if (failure.code === 'invalid_cvc') return t`The CVC is not valid.`;
      if (failure.code === 'invalid_iban') return t`The IBAN is not valid.`;
      if (failure.code === 'method_not_offered') return t`This payment method is not offered for this payment.`;
      if (failure.status === 0) return t`No connection. Nothing was charged; please try again.`;
      if (failure.status === 409 || failure.status === 404 || failure.status === 410) return t`This payment session has ended. Go back to the shop to start again.`;
    }
    return t`The payment did not go through. Nothing was charged; please try again.`;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (method === 'card' && (card.cardNumber.trim() === '' || card.expiry.trim() === '' || card.cvc.trim() === '')) {
      setError(t`Please fill in the card number, expiry and CVC.`);
      return;
    }
    if (method === 'sepa_debit' && iban.trim() === '') {
      setError(t`Please enter your IBAN.`);
      return;
    }
    const payment: TestPayment = method === 'card' ? { method, ...card } : method === 'sepa_debit' ? { method, iban } : { method };
    setBusy(true);
    setError('');
    try {
      const outcome = await api.pay(sessionId, payment);
      if (outcome.redirectUrl) redirect(outcome.redirectUrl);
      else {
        setError(outcome.message ?? t`The payment did not go through. Nothing was charged; please try again.`);
        setBusy(false);
      }
    } catch (failure) {
      setError(declineMessage(failure));
      setBusy(false);
    }
  }

  if (session === null) return <main className="page pay-page"><TestModeBanner /><p role="status" className="skeleton">{t`Loading`}</p></main>;
  if (session === 'missing') {
    return (
      <main className="page pay-page">
        <TestModeBanner />
        <p role="alert">{t`This payment session was not found or has ended.`}</p>
      </main>
    );
  }
  const amount = formatPrice({ currency: session.currency, tier: 0, amountMinor: session.amountMinor, label: '' }, MARKETS[country]);
  const methods = session.methods.length > 0 ? session.methods : (['card'] as TestPaymentMethod[]);
  return (
    <main className="page pay-page">
      <TestModeBanner />
      <h1>{t`Pay ${amount}`}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate className="pay-form">
        {methods.length > 1 && (
          <fieldset className="pay-form__methods">
            <legend>{t`Payment method`}</legend>
            {methods.map((option) => (
              <label key={option}>
                <input type="radio" name="method" value={option} checked={method === option} onChange={() => setMethod(option)} /> {labels[option] ?? option}
              </label>
            ))}
          </fieldset>
        )}
        {method === 'card' && (
          <>
            <Field label={t`Card number`} inputMode="numeric" autoComplete="cc-number" value={card.cardNumber} onChange={(e) => setCard({ ...card, cardNumber: e.target.value })} />
            <div className="pay-form__row">
              <Field label={t`Expiry`} placeholder={t`MM / YY`} autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} />
              <Field label={t`CVC`} inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} />
            </div>
          </>
        )}
        {method === 'sepa_debit' && <Field label={t`IBAN`} autoComplete="off" value={iban} onChange={(e) => setIban(e.target.value)} />}
        {method === 'multibanco' && <p>{t`You get a Multibanco voucher (entity, reference and amount) to pay at an ATM or in your bank's app.`}</p>}
        {method === 'customer_balance' && <p>{t`You get the bank details and a reference to transfer the amount.`}</p>}
        {method === 'us_bank_account' && <p>{t`The amount is debited from your US bank account; this takes a few days.`}</p>}
        {error && (
          <p className="notice notice--warning" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--wide-mobile" disabled={busy} aria-busy={busy}>
          {t`Pay ${amount}`}
        </button>
        <p>
          <a href={session.cancelUrl}>{t`Cancel and go back to the shop`}</a>
        </p>
      </form>
    </main>
  );
}
