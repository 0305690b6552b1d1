// @vitest-environment jsdom
// The test payments dashboard offers each action only where it applies (issue 35): a card payment of a plan that
// renews can be refunded, disputed and have its test clock moved (a day, a week, to the renewal reminder, one
// period); a one-time purchase and an ended plan have no clock; only a payment waiting for a bank transfer has
// "Transfer". Moving the clock says where it now is, or what fell due.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { TestPaymentsDashboard } from './TestPaymentsDashboard.tsx';
import type { TestPaymentRow } from './testPaymentsApi.ts';

afterEach(cleanup);

const row = (orderId: string, over: Partial<TestPaymentRow>): TestPaymentRow => ({
  sessionId: `cs_test_${orderId}`,
  paymentId: `pi_test_${orderId}`,
  orderId,
  orderStatus: 'paid',
  method: 'card',
  status: 'complete',
  currency: 'EUR',
  amountMinor: 4999,
  amountReceivedMinor: 4999,
  createdAt: '2026-12-01T10:00:00.000Z',
  refunded: false,
  disputed: false,
  renewals: 0,
  subscriptionId: null,
  subscriptionStatus: null,
  periodEnd: null,
  cancelAtPeriodEnd: false,
  clockAt: null,
  ...over,
});

const rows = [
  row('plan', { subscriptionId: 'sub_test_plan', subscriptionStatus: 'active', periodEnd: '2027-03-01T10:00:00.000Z', clockAt: '2026-12-04T10:00:00.000Z' }),
  row('once', {}),
  row('ended', { subscriptionId: 'sub_test_ended', subscriptionStatus: 'canceled', periodEnd: '2027-01-01T10:00:00.000Z', clockAt: '2027-01-01T10:00:00.000Z' }),
  row('transfer', { method: 'customer_balance', status: 'awaiting_transfer', orderStatus: 'pending_payment', paymentId: 'pi_test_transfer', amountReceivedMinor: 0 }),
];

const buttonsOf = (orderId: string) =>
  within(document.querySelector(`tr[data-order-id="${orderId}"]`) as HTMLElement)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('test payments dashboard', () => {
  it('offers each action only where it applies', async () => {
    await renderWithI18n(<TestPaymentsDashboard country="de" api={{ list: async () => rows, act: vi.fn() }} />);
    await screen.findByText('plan');
    expect(buttonsOf('plan')).toEqual(['Refund', 'Open dispute', 'Advance one day', 'Advance one week', 'Advance to 7 days before the renewal', 'Advance one period']);
    expect(buttonsOf('once')).toEqual(['Refund', 'Open dispute']);
    expect(buttonsOf('ended')).toEqual(['Refund', 'Open dispute']);
    expect(buttonsOf('transfer')).toEqual(['Transfer']);
  });

  it('moves a plan’s test clock by the chosen step and says where the clock is', async () => {
    const act = vi.fn().mockResolvedValue({ ok: true, outcome: 'moved', clockAt: '2026-12-05T10:00:00.000Z' });
    await renderWithI18n(<TestPaymentsDashboard country="de" api={{ list: async () => rows, act }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Advance to 7 days before the renewal' }));
    expect(await screen.findByText(/The test clock is now at .*nothing fell due\./)).toBeTruthy();
    expect(act).toHaveBeenCalledWith('pi_test_plan', 'advance', undefined, undefined, 'reminder');
  });
});
