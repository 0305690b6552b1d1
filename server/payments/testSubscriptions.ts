// The test-mode provider's subscriptions (issue 21), kept on its session rows as Stripe keeps them on its side: a
// paid plan that renews is one subscription (sub_test_…) with a saved card and a test clock. "Advance one period"
// moves that clock to the period's end: the subscription renews (the saved card pays: customer.subscription.updated
// and invoice.paid), fails (4000 0000 0000 0341: invoice.payment_failed, past_due, access runs to the paid end) or,
// cancelled or still unpaid, ends (customer.subscription.deleted). Cancel / resume and a new card work like Stripe's
// API and Billing Portal. Every outcome reaches the shop only as a signed, Stripe-shaped event.
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { orderLines, orders, testPaymentSessions } from '../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../lib/httpError.ts';
import { savedCardPays, testCardAttaches, testCardOutcome } from '@domain/commerce/testCards.ts';
import type { TestSubscriptionView } from '@domain/commerce/testSubscription.ts';
import { addMonths } from '@domain/commerce/periods.ts';
import { renewalInvoiceObject, subscriptionObject, type SessionFacts, type SubscriptionFacts } from './stripeEvents.ts';

type SessionRow = typeof testPaymentSessions.$inferSelect;

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

  return {
    /** A recurring session was paid: its subscription starts now, with the method that paid as the saved one. */
    async start(row: SessionRow, method: string): Promise<SessionRow> {
      if (!row.recurring || row.subscriptionStatus) return row;
      const months = await planMonths(db, row.orderId);
      return update(row, { subscriptionStatus: 'active', periodEnd: addMonths(new Date(clock()), months), savedCard: row.savedCard ?? method });
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

    /** The test clock moves to the end of the current period: renewal, failed renewal, or the end. */
    async advance(id: string): Promise<'renewed' | 'failed' | 'ended'> {
      const row = await subscribed(id);
      if (row.refundedAt || row.disputedAt) throw conflict('Only a paid, unrefunded payment can renew.', 'not_paid');
      if (row.subscriptionStatus === 'canceled') throw conflict('This subscription has ended.', 'subscription_ended');
      const months = await planMonths(db, row.orderId);
      const periodStart = row.periodEnd!;
      if (row.cancelAtPeriodEnd || row.subscriptionStatus === 'past_due') {
        // Cancelled at the period's end, or still unpaid after the retries: Stripe deletes the subscription.
        const ended = await update(row, { subscriptionStatus: 'canceled' });
        await emit('customer.subscription.deleted', subscriptionObject(facts(ended), state(ended, addMonths(periodStart, -months), periodStart)));
        return 'ended';
      }
      const periodEnd = addMonths(periodStart, months);
      const amount = await renewalAmount(db, row);
      if (!savedCardPays(row.savedCard ?? '')) {
        // Stripe moves the period on and leaves the invoice open: the shop keeps access to the paid end.
        const pastDue = await update(row, { subscriptionStatus: 'past_due', periodEnd });
        await emit('invoice.payment_failed', renewalInvoiceObject(facts(pastDue), periodStart, periodEnd, clock(), amount, false));
        await emit('customer.subscription.updated', subscriptionObject(facts(pastDue), state(pastDue, periodStart)));
        return 'failed';
      }
      const renewed = await update(row, { periodEnd, renewals: row.renewals + 1 });
      await emit('customer.subscription.updated', subscriptionObject(facts(renewed), state(renewed, periodStart)));
      await emit('invoice.paid', renewalInvoiceObject(facts(renewed), periodStart, periodEnd, clock(), amount));
      return 'renewed';
    },
  };
}

export type TestSubscriptions = ReturnType<typeof createTestSubscriptions>;
