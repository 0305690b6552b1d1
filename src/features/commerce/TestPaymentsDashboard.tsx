// The test payments dashboard (operators only, outside production; the server answers 404 otherwise): what Stripe's dashboard
// would let a developer do to a payment — refund it, open a dispute, move a subscription's test clock on (a day, a
// week, to 7 days before the renewal: its reminder, one period: the renewal with the saved card, a failed one and its
// retry, or the end of a cancelled plan), or have a bank transfer arrive (in part). Each action is offered only where
// it applies (domain/commerce/testClock.ts). Every action makes the provider send its signed event to the webhook.
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { ApiError } from '../../api/client.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import { testPaymentsApi, type TestPaymentAction, type TestPaymentRow } from './testPaymentsApi.ts';
import { TEST_CLOCK_STEPS, testPaymentActions, type TestClockStep } from '../../domain/commerce/testClock.ts';
import { TestModeBanner } from './TestModeBanner.tsx';
import './commerce.css';

export function TestPaymentsDashboard({ country, api = testPaymentsApi }: { country: CountryCode; api?: Pick<typeof testPaymentsApi, 'list' | 'act'> }) {
  const { t, i18n } = useLingui();
  const [rows, setRows] = useState<TestPaymentRow[] | 'unavailable' | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    api
      .list()
      .then(setRows)
      .catch(() => setRows('unavailable'));
  }, [api]);
  useEffect(load, [load]);

  async function act(row: TestPaymentRow, action: TestPaymentAction, step?: TestClockStep) {
    let amountMinor: number | undefined;
    if (action === 'transfer') {
      const typed = window.prompt(t`Amount arriving, in minor units (cents)`, String(row.amountMinor - row.amountReceivedMinor));
      if (typed === null) return;
      amountMinor = Number.parseInt(typed, 10);
      if (!Number.isInteger(amountMinor) || amountMinor <= 0) return;
    }
    const id = row.paymentId ?? row.sessionId;
    setBusy(`${id}:${action}`);
    setMessage('');
    try {
      const answer = await api.act(id, action, amountMinor, undefined, step);
      const clockAt = answer?.clockAt ? new Date(answer.clockAt).toLocaleString(i18n.locale) : '';
      const outcomes: Record<string, string> = {
        moved: t`The test clock is now at ${clockAt}: nothing fell due.`,
        renewed: t`Renewed with the saved card: the events were sent to the webhook.`,
        failed: t`The renewal failed with the saved card: the events were sent to the webhook.`,
        ended: t`The subscription ended: the event was sent to the webhook.`,
      };
      setMessage((answer?.outcome && outcomes[answer.outcome]) || t`Done: the event was sent to the webhook.`);
      load();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const reasons: Record<string, string> = {
        not_paid: t`This payment is not paid.`,
        already_refunded: t`This payment is refunded already.`,
        already_disputed: t`This payment is disputed already.`,
        not_awaiting_transfer: t`This payment is not waiting for a transfer.`,
        unknown_subscription: t`This payment has no subscription: it was a one-time purchase.`,
        subscription_ended: t`This subscription has ended.`,
        reminder_passed: t`The renewal is less than 7 days away: its reminder time has passed.`,
      };
      const reason = (code && reasons[code]) || (error instanceof ApiError ? error.message : String(error));
      setMessage(t`The action was refused: ${reason}`);
    } finally {
      setBusy(null);
    }
  }

  const market = MARKETS[country];
  const actionLabels: Record<Exclude<TestPaymentAction, 'advance'>, string> = { refund: t`Refund`, dispute: t`Open dispute`, transfer: t`Transfer` };
  const testClock = (iso: string) => {
    const clock = new Date(iso).toLocaleString(i18n.locale);
    return t`Test clock: ${clock}`;
  };
  const clockLabels: Record<TestClockStep, string> = {
    day: t`Advance one day`,
    week: t`Advance one week`,
    reminder: t`Advance to 7 days before the renewal`,
    period: t`Advance one period`,
  };
  return (
    <main className="page test-dashboard">
      <TestModeBanner />
      <h1>{t`Test payments`}</h1>
      {message && <p role="status" className="notice notice--info">{message}</p>}
      {rows === null && <p role="status" className="skeleton">{t`Loading`}</p>}
      {rows === 'unavailable' && <p role="alert">{t`The test payments dashboard is not available here. It is only for operators: sign in with an operator account.`}</p>}
      {Array.isArray(rows) && rows.length === 0 && <p>{t`No test payments yet.`}</p>}
      {Array.isArray(rows) && rows.length > 0 && (
        <table className="test-dashboard__table">
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Order`}</th>
              <th scope="col">{t`Method`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.sessionId} data-order-id={row.orderId}>
                <td>{new Date(row.createdAt).toLocaleString(i18n.locale)}</td>
                <td>{row.orderId}</td>
                <td>{row.method ?? ''}</td>
                <td>{formatPrice({ currency: row.currency, tier: 0, amountMinor: row.amountMinor, label: '' }, market)}</td>
                <td>
                  {row.status} · {row.orderStatus}
                  {row.subscriptionStatus && row.periodEnd && (
                    <>
                      <br />
                      {row.cancelAtPeriodEnd
                        ? t`Subscription ${row.subscriptionStatus}, cancelled at ${new Date(row.periodEnd).toLocaleDateString(i18n.locale)}`
                        : t`Subscription ${row.subscriptionStatus}, period ends ${new Date(row.periodEnd).toLocaleDateString(i18n.locale)}`}
                    </>
                  )}
                  {row.subscriptionStatus && row.clockAt && (
                    <>
                      <br />
                      {testClock(row.clockAt)}
                    </>
                  )}
                </td>
                <td className="test-dashboard__actions">
                  {(['refund', 'dispute', 'transfer'] as const)
                    .filter((action) => testPaymentActions(row)[action])
                    .map((action) => (
                      <button key={action} type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void act(row, action)}>
                        {actionLabels[action]}
                      </button>
                    ))}
                  {testPaymentActions(row).advance &&
                    TEST_CLOCK_STEPS.map((step) => (
                      <button key={step} type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void act(row, 'advance', step)}>
                        {clockLabels[step]}
                      </button>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
