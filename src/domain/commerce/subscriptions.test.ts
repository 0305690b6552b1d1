import { describe, expect, it } from 'vitest';
import { canRecur, hasOneTimeMethods, methodsFor, planInterval, refuseChange, renewalOf, renewalState, subscriptionMonths, type SubscriptionView } from './subscriptions.ts';

const NOW = Date.parse('2026-11-27T00:00:00Z');
const plan = (over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  subscriptionId: 'sub_1',
  orderId: 'ord_1',
  provider: 'test',
  status: 'active',
  productIds: ['p1'],
  months: 1,
  currency: 'EUR',
  amountMinor: 1990,
  currentPeriodEnd: '2026-12-27T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextPaymentAttempt: null,
  ...over,
});

describe('plans that renew', () => {
  it('renew only with methods that can be charged again; the others pay once', () => {
    expect(['card', 'sepa_debit', 'us_bank_account', 'multibanco', 'customer_balance'].map((method) => canRecur(method as never))).toEqual([true, true, true, false, false]);
    expect(methodsFor(['card', 'multibanco', 'sepa_debit'] as const, false)).toEqual(['card', 'sepa_debit']);
    expect(methodsFor(['card', 'multibanco', 'sepa_debit'] as const, true)).toEqual(['card', 'multibanco', 'sepa_debit']);
    expect(hasOneTimeMethods(['card', 'sepa_debit'])).toBe(false);
    expect(hasOneTimeMethods(['card', 'customer_balance'])).toBe(true);
  });

  it('renew every 1, 3 or 12 months, one length per subscription', () => {
    expect(planInterval(3)).toEqual({ interval: 'month', interval_count: 3 });
    expect(subscriptionMonths([{ months: 12 }, { months: 12 }])).toBe(12);
    expect(subscriptionMonths([{ months: 1 }, { months: 3 }])).toBeNull();
  });

  it('show when they renew, until when a cancelled one runs, and refuse changes after the end', () => {
    expect(renewalState(plan(), NOW)).toEqual({ kind: 'renews', on: '2026-12-27T00:00:00.000Z' });
    expect(renewalState(plan({ cancelAtPeriodEnd: true }), NOW)).toEqual({ kind: 'cancelled', until: '2026-12-27T00:00:00.000Z' });
    expect(renewalState(plan({ status: 'canceled' }), NOW)).toEqual({ kind: 'ended' });
    expect(renewalState(plan({ currentPeriodEnd: '2026-11-01T00:00:00.000Z' }), NOW)).toEqual({ kind: 'ended' });
    // A failed renewal never reads as renewing (the provider moved the period on before being paid).
    expect(renewalState(plan({ status: 'past_due', nextPaymentAttempt: '2026-11-30T00:00:00.000Z' }), NOW)).toEqual({ kind: 'past_due', nextAttempt: '2026-11-30T00:00:00.000Z' });
    expect(renewalState(plan({ status: 'past_due' }), NOW)).toEqual({ kind: 'past_due', nextAttempt: null });
    expect(renewalOf([plan({ status: 'past_due' })], 'p1', NOW)).toEqual({ kind: 'past_due', nextAttempt: null });
    expect(refuseChange(plan(), 'cancel', NOW)).toBeNull();
    expect(refuseChange(plan(), 'resume', NOW)).toBe('not_cancelled');
    expect(refuseChange(plan({ cancelAtPeriodEnd: true }), 'resume', NOW)).toBeNull();
    expect(refuseChange(plan({ status: 'canceled', cancelAtPeriodEnd: true }), 'resume', NOW)).toBe('ended');
    expect(renewalOf([plan({ subscriptionId: 'old', status: 'canceled' }), plan()], 'p1', NOW)).toMatchObject({ kind: 'renews' });
    expect(renewalOf([plan()], 'p2', NOW)).toBeNull();
  });
});
