// The test-mode provider's test clock (as Stripe's test clocks): each test subscription has a clock the dashboard
// moves forward by a chosen step; what falls due on the way (a renewal, a retry of a failed one, the end of a
// cancelled plan, a renewal reminder) happens at the clock's time. Pure rules, shared by the server and the dashboard.

export const TEST_CLOCK_STEPS = ['day', 'week', 'reminder', 'period'] as const;
export type TestClockStep = (typeof TEST_CLOCK_STEPS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renewal reminders go out this long before a 3- or 12-month plan renews (server/commerce/renewalReminders.ts). */
export const REMINDER_LEAD_MS = 7 * DAY_MS;
/** A failed renewal is charged again this long after it failed (one retry; Stripe's schedule is configurable). */
export const RETRY_AFTER_MS = 3 * DAY_MS;

/**
 * Where a step moves the clock from `now`: a day, a week, to 7 days before the period ends (the renewal reminder;
 * null when that moment has passed), or to the period's end (the renewal, or the end of a cancelled plan).
 */
export function clockTarget(step: TestClockStep, now: number, periodEnd: number): number | null {
  switch (step) {
    case 'day':
      return now + DAY_MS;
    case 'week':
      return now + 7 * DAY_MS;
    case 'reminder':
      return periodEnd - REMINDER_LEAD_MS > now ? periodEnd - REMINDER_LEAD_MS : null;
    case 'period':
      return Math.max(periodEnd, now);
  }
}

/** What the dashboard offers for one test payment: each action only where it applies. */
export interface TestPaymentFacts {
  status: string;
  refunded?: boolean;
  disputed?: boolean;
  subscriptionStatus?: string | null;
}

export function testPaymentActions(row: TestPaymentFacts): { refund: boolean; dispute: boolean; advance: boolean; transfer: boolean } {
  const paid = row.status === 'complete';
  return {
    refund: paid && !row.refunded,
    dispute: paid && !row.disputed && !row.refunded,
    // Only a plan that renews has a clock, and only until it has ended (a refund or a dispute ends it too).
    advance: paid && !row.refunded && !row.disputed && (row.subscriptionStatus === 'active' || row.subscriptionStatus === 'past_due'),
    // Only a bank transfer or a Multibanco voucher waits for money to arrive.
    transfer: row.status === 'awaiting_transfer',
  };
}
