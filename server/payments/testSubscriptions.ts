// The test-mode provider's subscriptions (issue 21), kept on its session rows as Stripe keeps them on its side: a
// paid plan that renews is one subscription (sub_test_…) with a saved card and a test clock, which the dashboard moves
// forward (a day, a week, to the renewal reminder, one period; src/domain/commerce/testClock.ts). At the period's end
// the subscription renews (the saved card pays: customer.subscription.updated and invoice.paid), fails (4000 0000
// 0000 0341: invoice.payment_failed with its next attempt, past_due, access runs to the paid end; the retry 3 days on
// pays with the card saved by then, or the subscription ends) or, cancelled, ends (customer.subscription.deleted at the
// clock's time). Cancel / resume and a new card work like Stripe's API and Billing Portal. Every outcome reaches the
// shop only as a signed, Stripe-shaped event; the renewal reminder is sent at the clock's time (onClockMoved).
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { orderLines, orders, testPaymentSessions } from '../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../lib/httpError.ts';
import { savedCardPays, testCardAttaches, testCardOutcome } from '@domain/commerce/testCards.ts';
import type { TestSubscriptionView } from '@domain/commerce/testSubscription.ts';
import { addMonths } from '@domain/commerce/periods.ts';
import { RETRY_AFTER_MS, clockTarget, type TestClockStep } from '@domain/commerce/testClock.ts';
import { renewalInvoiceObject, subscriptionObject, type SessionFacts, type SubscriptionFacts } from './stripeEvents.ts';

type SessionRow = typeof testPaymentSessions.$inferSelect;

export type ClockOutcome = 'moved' | 'renewed' | 'failed' | 'ended';

export const subscriptionIdOf = (sessionId: string) => `sub_${sessionId.slice(3)}`;
const sessionIdOf = (subscriptionId: string) => `cs_${subscriptionId.slice(4)}`;

export interface TestSubscriptionsDeps {
  db: Db;
  clock: () => number;
  facts(row: SessionRow): SessionFacts;
  emit(type: string, object: Record<string, unknown>): Promise<void>;
}

async function planMonths(db: Db, orderId: string): Promise<number> {
  const [line] = await db.select({ months: orderLines.months }).from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
  return line?.months ?? 1;
}

/** What a renewal charges: the plan without the first period's promo. */
async function renewalAmount(db: Db, session: SessionRow): Promise<number> {
  const [order] = await db.select({ discountMinor: orders.discountMinor }).from(orders).where(eq(orders.id, session.orderId));
  return session.amountMinor + (order?.discountMinor ?? 0);
}

export function createTestSubscriptions({ db, clock, facts, emit }: TestSubscriptionsDeps) {
  async function subscribed(id: string): Promise<SessionRow> {
    const sessionId = id.startsWith('sub_') ? sessionIdOf(id) : id;
    const [row] = await db
      .select()
      .from(testPaymentSessions)
      .where(and(or(eq(testPaymentSessions.id, sessionId), eq(testPaymentSessions.paymentId, id)), isNotNull(testPaymentSessions.subscriptionStatus)));
    if (!row || !row.periodEnd) throw notFound(`No test subscription ${id}.`, 'unknown_subscription');
    return row;
  }

  const state = (row: SessionRow, periodStart: Date, endedAt: Date | null = null): SubscriptionFacts => ({
    status: row.subscriptionStatus!,
    periodStart,
    periodEnd: row.periodEnd!,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt,
  });

  async function update(row: SessionRow, set: Partial<SessionRow>): Promise<SessionRow> {
    const [updated] = await db.update(testPaymentSessions).set(set).where(eq(testPaymentSessions.id, row.id)).returning();
    return updated!;
  }

  /** The subscription's test clock: never behind the real time (a clock not yet advanced reads the real time). */
  const clockOf = (row: SessionRow) => Math.max(row.clockAt?.getTime() ?? 0, clock());

  /** The next moment something happens to the subscription: its retry when past due, else its period's end. */
  const nextDue = (row: SessionRow): number | null =>
    row.subscriptionStatus === 'canceled' ? null : row.subscriptionStatus === 'past_due' && row.retryAt ? row.retryAt.getTime() : row.periodEnd!.getTime();

  async function end(row: SessionRow, periodStart: Date, endedAt: Date): Promise<ClockOutcome> {
    const ended = await update(row, { subscriptionStatus: 'canceled', retryAt: null });
    await emit('customer.subscription.deleted', subscriptionObject(facts(ended), state(ended, periodStart, endedAt)));
    return 'ended';
  }

  /** What happens when the clock reaches `due` (nextDue of the row). */
  async function fallDue(row: SessionRow, months: number, due: number): Promise<ClockOutcome> {
    const at = new Date(due);
    if (row.subscriptionStatus === 'past_due') {
      // The retry of the failed renewal: the saved card (maybe a new one) pays the open invoice, or Stripe, its
      // retries exhausted, deletes the subscription.
      const periodStart = addMonths(row.periodEnd!, -months);
      if (!savedCardPays(row.savedCard ?? '')) return end(row, periodStart, at);
      const renewed = await update(row, { subscriptionStatus: 'active', retryAt: null, renewals: row.renewals + 1 });
      await emit('customer.subscription.updated', subscriptionObject(facts(renewed), state(renewed, periodStart)));
      await emit('invoice.paid', renewalInvoiceObject(facts(renewed), periodStart, renewed.periodEnd!, due, await renewalAmount(db, row)));
      return 'renewed';
    }
    const periodStart = row.periodEnd!;
    // Cancelled at the period's end: Stripe deletes the subscription then.
    if (row.cancelAtPeriodEnd) return end(row, addMonths(periodStart, -months), periodStart);
    const periodEnd = addMonths(periodStart, months);
    const amount = await renewalAmount(db, row);
    if (!savedCardPays(row.savedCard ?? '')) {
      // Stripe moves the period on and leaves the invoice open, to be tried again: the shop keeps access to the paid end.
      const retryAt = new Date(due + RETRY_AFTER_MS);
      const pastDue = await update(row, { subscriptionStatus: 'past_due', periodEnd, retryAt });
      await emit('invoice.payment_failed', renewalInvoiceObject(facts(pastDue), periodStart, periodEnd, due, amount, false, retryAt));
      await emit('customer.subscription.updated', subscriptionObject(facts(pastDue), state(pastDue, periodStart)));
      return 'failed';
    }
    const renewed = await update(row, { periodEnd, renewals: row.renewals + 1 });
    await emit('customer.subscription.updated', subscriptionObject(facts(renewed), state(renewed, periodStart)));
    await emit('invoice.paid', renewalInvoiceObject(facts(renewed), periodStart, periodEnd, due, amount));
    return 'renewed';
  }

  return {
    /** A recurring session was paid: its subscription starts now, with the method that paid as the saved one. */
    async start(row: SessionRow, method: string): Promise<SessionRow> {
      if (!row.recurring || row.subscriptionStatus) return row;
      const months = await planMonths(db, row.orderId);
      // Whole seconds, as Stripe's times are (its events carry Unix seconds).
      return update(row, { subscriptionStatus: 'active', periodEnd: addMonths(new Date(Math.floor(clock() / 1000) * 1000), months), savedCard: row.savedCard ?? method });
    },

    async view(subscriptionId: string): Promise<TestSubscriptionView> {
      const row = await subscribed(subscriptionId);
      const card = row.savedCard ?? '';
      return {
        subscriptionId: subscriptionIdOf(row.id),
        country: row.country,
        status: row.subscriptionStatus!,
        cardLast4: /^\d+$/.test(card) ? card.slice(-4) : '',
        periodEnd: row.periodEnd!.toISOString(),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
    },

    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
      const row = await subscribed(subscriptionId);
      if (row.subscriptionStatus === 'canceled') throw conflict('This subscription has ended.', 'subscription_ended');
      const updated = await update(row, { cancelAtPeriodEnd: cancel });
      const months = await planMonths(db, row.orderId);
      await emit('customer.subscription.updated', subscriptionObject(facts(updated), state(updated, addMonths(updated.periodEnd!, -months))));
    },

    /** The Billing Portal's "update payment method": a card that attaches replaces the saved one. */
    async updateCard(subscriptionId: string, body: { cardNumber: string; expiry: string; cvc: string }): Promise<void> {
      const row = await subscribed(subscriptionId);
      if (row.subscriptionStatus === 'canceled') throw conflict('This subscription has ended.', 'subscription_ended');
      const outcome = testCardOutcome(body.cardNumber);
      if (outcome === 'invalid_number') throw badRequest('The card number is incomplete or invalid.', 'invalid_number');
      if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(body.expiry.trim())) throw badRequest('The expiry date is invalid (MM/YY).', 'invalid_expiry');
      if (!/^\d{3,4}$/.test(body.cvc.trim())) throw badRequest('The security code is invalid.', 'invalid_cvc');
      if (!testCardAttaches(body.cardNumber)) throw new HttpError(402, 'card_declined', 'Your card was declined.');
      await update(row, { savedCard: body.cardNumber.replace(/[\s-]/g, '') });
    },

    /**
     * The subscription's test clock moves forward by `step`; whatever falls due on the way happens at its time, in
     * order: the renewal at the period's end (the saved card pays, or it fails: past_due with one retry planned),
     * the retry (paid, or the subscription ends), the end of a cancelled plan. Answers the last thing that happened
     * ('moved' when nothing fell due) and the clock's new time.
     */
    async advance(id: string, step: TestClockStep = 'period'): Promise<{ outcome: ClockOutcome; clockAt: Date; subscriptionId: string }> {
      let row = await subscribed(id);
      if (row.refundedAt || row.disputedAt) throw conflict('Only a paid, unrefunded payment can renew.', 'not_paid');
      if (row.subscriptionStatus === 'canceled') throw conflict('This subscription has ended.', 'subscription_ended');
      const target = clockTarget(step, clockOf(row), row.periodEnd!.getTime());
      if (target === null) throw conflict('The renewal is less than 7 days away: its reminder time has passed.', 'reminder_passed');
      const months = await planMonths(db, row.orderId);
      let outcome: ClockOutcome = 'moved';
      for (let due = nextDue(row); due !== null && due <= target; due = nextDue(row)) {
        row = await update(row, { clockAt: new Date(due) });
        outcome = await fallDue(row, months, due);
        row = await subscribed(row.id);
      }
      row = await update(row, { clockAt: new Date(target) });
      return { outcome, clockAt: new Date(target), subscriptionId: subscriptionIdOf(row.id) };
    },
  };
}

export type TestSubscriptions = ReturnType<typeof createTestSubscriptions>;
