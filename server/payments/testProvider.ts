// The built-in test-mode provider (the default without STRIPE_SECRET_KEY): Checkout Sessions kept in the database,
// a payment page in the app (/{country}/pay/test/{sessionId}) that posts here, Stripe's test card outcomes, the
// delayed methods simulated (SEPA / US bank debit processing then succeeded after a delay, persisted so a restart
// does not lose it; a Multibanco voucher; a bank transfer that may arrive in parts) and a dashboard's refund /
// dispute / transfer, and subscriptions with a test clock (testSubscriptions.ts). Every outcome reaches the shop only as a signed, Stripe-shaped webhook event.
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { orderLines, orders, testPaymentSessions } from '../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../lib/httpError.ts';
import { testCardOutcome } from '@domain/commerce/testCards.ts';
import type { PaymentInstructions } from '@domain/commerce/orders.ts';
import { testPaymentPath } from '../commerce/links.ts';
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider } from './provider.ts';
import { chargeObject, checkoutSessionObject, disputeObject, stripeEvent, testId, type SessionFacts, type StripeShapedEvent } from './stripeEvents.ts';
import { checkPortalLink, signPortalLink } from './portalLinks.ts';
import { createTestSubscriptions, subscriptionIdOf, type ClockOutcome } from './testSubscriptions.ts';
import type { TestClockStep } from '@domain/commerce/testClock.ts';
import type { TestSubscriptionView } from '@domain/commerce/testSubscription.ts';

type SessionRow = typeof testPaymentSessions.$inferSelect;

/** Stripe expires an unpaid Checkout Session after 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A Multibanco voucher is valid this long. */
const VOUCHER_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** A claimed delayed payment is retried after this long when its event could not be delivered. */
const SETTLE_LEASE_MS = 60_000;
/** A settled session whose order is still pending after this long gets its event again. */
const REDELIVER_AFTER_MS = 60_000;
/** Stripe's failing SEPA test IBAN ends so (AT861904300235473202). */
const FAILING_IBAN_END = '3202';

export type PayBody =
  | { method: 'card'; cardNumber: string; expiry: string; cvc: string }
  | { method: 'sepa_debit'; iban: string }
  | { method: 'multibanco' | 'customer_balance' | 'us_bank_account' };

export interface PayResult {
  outcome: 'succeeded' | 'processing' | 'requires_action';
  redirectUrl?: string;
  message?: string;
}

export interface TestSessionView {
  sessionId: string;
  orderId: string;
  country: string;
  currency: string;
  amountMinor: number;
  lines: { productId: string; months: number; amountMinor: number }[];
  methods: string[];
  /** A plan that renews (a subscription once paid); false: a one-time payment. */
  recurring: boolean;
  successUrl: string;
  cancelUrl: string;
  status: string;
}

export interface TestPaymentRow {
  sessionId: string;
  paymentId: string | null;
  orderId: string;
  orderStatus: string;
  country: string;
  currency: string;
  amountMinor: number;
  amountReceivedMinor: number;
  method: string | null;
  status: string;
  createdAt: string;
  refunded: boolean;
  disputed: boolean;
  renewals: number;
  /** sub_test_… of a plan that renews, with its provider-side state; null for a one-time payment. */
  subscriptionId: string | null;
  subscriptionStatus: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The subscription's test clock (ISO; the real time until first advanced); null for a one-time payment. */
  clockAt: string | null;
}

export interface TestPayments {
  provider: PaymentProvider;
  session(sessionId: string): Promise<TestSessionView>;
  pay(sessionId: string, body: PayBody): Promise<PayResult>;
  /** The newest 200 test payments of one tenant (the operator's). */
  list(tenant: string): Promise<TestPaymentRow[]>;
  /** The tenant of a payment or session (404 when unknown): the dashboard acts only on its operator's tenant. */
  tenantOf(id: string): Promise<string>;
  refund(id: string): Promise<void>;
  dispute(id: string): Promise<void>;
  /** The test clock moves to the subscription's period end (renewal, failed renewal or the end); `renew` is its old name. */
  renew(id: string): Promise<void>;
  /** The subscription's test clock moves forward by `step`; what falls due happens at its time (testSubscriptions.ts). */
  advance(id: string, step?: TestClockStep): Promise<{ outcome: ClockOutcome; clockAt: string }>;
  /** The test-mode Billing Portal: a subscription's state and a new card for its renewals, with its signed link's token (403 otherwise). */
  subscription(subscriptionId: string, token: string | undefined): Promise<TestSubscriptionView>;
  updateCard(subscriptionId: string, token: string | undefined, body: { cardNumber: string; expiry: string; cvc: string }): Promise<void>;
  transfer(id: string, amountMinor: number): Promise<{ amountRemainingMinor: number }>;
  /** Delayed debits that are due settle, sessions older than 24 h expire; the server's sweep calls it. */
  sweep(): Promise<number>;
}

export interface TestPaymentsOptions {
  db: Db;
  clock: () => number;
  delayMs: number;
  /** Signs the event and POSTs it to the webhook route; throws unless it was answered 2xx. */
  deliver(event: StripeShapedEvent): Promise<void>;
  /** A delayed payment will settle at `settlesAt`: the server enqueues a payments.settle job for then. */
  onDelayed?(settlesAt: Date): Promise<void>;
  /** A subscription's test clock moved to `at`: the shop sends what is due then (its renewal reminder). */
  onClockMoved?(subscriptionId: string, at: Date): Promise<void>;
  /** Signs the Billing Portal links (portalLinks.ts). */
  linkSecret: string;
}

function facts(row: SessionRow, tenant: string): SessionFacts {
  return {
    id: row.id,
    orderId: row.orderId,
    tenant,
    currency: row.currency,
    amountMinor: row.amountMinor,
    methods: row.method ? [row.method.replace(/:fails$/, '')] : row.methods,
    paymentId: row.paymentId,
    subscriptionId: row.recurring && row.subscriptionStatus ? subscriptionIdOf(row.id) : null,
    recurring: row.recurring,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
    createdS: Math.floor(row.createdAt.getTime() / 1000),
  };
}

const declineMessages = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

export function createTestPayments({ db, clock, delayMs, deliver, onDelayed, onClockMoved, linkSecret }: TestPaymentsOptions): TestPayments {
  async function row(sessionId: string): Promise<SessionRow> {
    const [found] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
    if (!found) throw notFound(`No test payment session ${sessionId}.`, 'unknown_session');
    return found;
  }

  /** A dashboard action names a payment (pi_test_…) or its session (cs_test_…). */
  async function paidRow(id: string): Promise<SessionRow> {
    const [found] = await db.select().from(testPaymentSessions).where(or(eq(testPaymentSessions.paymentId, id), eq(testPaymentSessions.id, id)));
    if (!found) throw notFound(`No test payment ${id}.`, 'unknown_payment');
    return found;
  }

  const emit = (type: string, object: Record<string, unknown>) => deliver(stripeEvent(type, object, clock()));
  const subscriptions = createTestSubscriptions({ db, clock, emit, facts: (session) => facts(session, session.tenant) });

  async function setOrderInstructions(orderId: string, instructions: PaymentInstructions): Promise<void> {
    await db.update(orders).set({ instructions, updatedAt: new Date(clock()) }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')));
  }

  async function startDelayed(session: SessionRow, method: string, update: Partial<SessionRow>, instructions: PaymentInstructions | null): Promise<SessionRow> {
    const [updated] = await db
      .update(testPaymentSessions)
      .set({ method, paymentId: testId('pi'), ...update })
      .where(and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.status, 'open')))
      .returning();
    if (!updated) throw conflict('This payment session is no longer open.', 'session_closed');
    if (instructions) await setOrderInstructions(session.orderId, instructions);
    return updated;
  }

  async function complete(session: SessionRow, type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded', received: number): Promise<void> {
    const [completed] = await db
      .update(testPaymentSessions)
      .set({ status: 'complete', amountReceivedMinor: received, settlesAt: null })
      .where(eq(testPaymentSessions.id, session.id))
      .returning();
    // A plan that renews becomes a subscription once paid, charged again with the method that paid.
    const updated = await subscriptions.start(completed!, session.method === 'card' ? (session.savedCard ?? 'card') : (session.method ?? 'card'));
    await emit(type, checkoutSessionObject(facts(updated, updated.tenant), { paymentStatus: 'paid', status: 'complete' }));
  }

  async function advance(id: string, step: TestClockStep = 'period') {
    const moved = await subscriptions.advance(id, step);
    await onClockMoved?.(moved.subscriptionId, moved.clockAt);
    return { outcome: moved.outcome, clockAt: moved.clockAt.toISOString() };
  }

  return {
    provider: {
      name: 'test',
      async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
        const id = `cs_test_${crypto.randomBytes(16).toString('hex')}`;
        await db.insert(testPaymentSessions).values({
          id,
          orderId: request.orderId,
          tenant: request.tenant,
          country: request.country,
          currency: request.currency,
          amountMinor: request.totalMinor,
          methods: request.methods,
          recurring: request.recurring,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          status: 'open',
          createdAt: new Date(clock()),
        });
        return { sessionId: id, redirectUrl: testPaymentPath(request.country, id) };
      },
      setCancelAtPeriodEnd: (subscriptionId, cancel) => subscriptions.setCancelAtPeriodEnd(subscriptionId, cancel),
      async paymentMethodUrl(subscriptionId, country, returnUrl) {
        await subscriptions.view(subscriptionId);
        const token = signPortalLink(linkSecret, subscriptionId, clock());
        return `${testPaymentPath(country, subscriptionId)}?return=${encodeURIComponent(returnUrl)}&token=${encodeURIComponent(token)}`;
      },
    },

    async session(sessionId) {
      const session = await row(sessionId);
      const lines = await db
        .select({ productId: orderLines.productId, months: orderLines.months, amountMinor: orderLines.amountMinor })
        .from(orderLines)
        .where(eq(orderLines.orderId, session.orderId));
      return {
        sessionId: session.id,
        orderId: session.orderId,
        country: session.country,
        currency: session.currency,
        amountMinor: session.amountMinor,
        lines,
        methods: session.methods,
        recurring: session.recurring,
        successUrl: session.successUrl,
        cancelUrl: session.cancelUrl,
        status: session.status,
      };
    },

    async pay(sessionId, body) {
      const session = await row(sessionId);
      if (session.status !== 'open') throw conflict('This payment session is no longer open.', 'session_closed');
      if (!session.methods.includes(body.method)) throw badRequest(`${body.method} is not offered in this country.`, 'method_not_offered');
      const now = clock();
      switch (body.method) {
        case 'card': {
          const outcome = testCardOutcome(body.cardNumber);
          if (outcome === 'invalid_number') throw badRequest('The card number is incomplete or invalid.', 'invalid_number');
          if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(body.expiry.trim())) throw badRequest('The expiry date is invalid (MM/YY).', 'invalid_expiry');
          if (!/^\d{3,4}$/.test(body.cvc.trim())) throw badRequest('The security code is invalid.', 'invalid_cvc');
          if (outcome !== 'succeeded') {
            // The session stays open: the buyer may try another card.
            await db.update(orders).set({ failureMessage: declineMessages[outcome], updatedAt: new Date(now) }).where(eq(orders.id, session.orderId));
            throw new HttpError(402, outcome, declineMessages[outcome]);
          }
          const [claimed] = await db
            .update(testPaymentSessions)
            .set({ method: 'card', paymentId: testId('pi'), savedCard: session.recurring ? body.cardNumber.replace(/[\s-]/g, '') : null })
            .where(and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.status, 'open')))
            .returning();
          if (!claimed) throw conflict('This payment session is no longer open.', 'session_closed');
          await complete(claimed, 'checkout.session.completed', claimed.amountMinor);
          return { outcome: 'succeeded', redirectUrl: session.successUrl };
        }
        case 'sepa_debit':
        case 'us_bank_account': {
          if (body.method === 'sepa_debit' && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(body.iban.replace(/\s+/g, '').toUpperCase())) {
            throw badRequest('The IBAN is invalid.', 'invalid_iban');
          }
          const fails = body.method === 'sepa_debit' && body.iban.replace(/\s+/g, '').endsWith(FAILING_IBAN_END);
          const updated = await startDelayed(
            session,
            fails ? `${body.method}:fails` : body.method,
            { status: 'processing', settlesAt: new Date(now + delayMs) },
            { kind: 'processing', method: body.method },
          );
          if (updated.settlesAt) await onDelayed?.(updated.settlesAt);
          await emit('checkout.session.completed', checkoutSessionObject({ ...facts(updated, updated.tenant), methods: [body.method] }, { paymentStatus: 'unpaid', status: 'complete' }));
          return { outcome: 'processing', redirectUrl: session.successUrl };
        }
        case 'multibanco':
        case 'customer_balance': {
          const reference = String(crypto.randomInt(100_000_000, 999_999_999));
          const instructions: PaymentInstructions =
            body.method === 'multibanco'
              ? { kind: 'multibanco', entity: '12345', reference: `${reference.slice(0, 3)} ${reference.slice(3, 6)} ${reference.slice(6)}`, expiresAt: new Date(now + VOUCHER_LIFETIME_MS).toISOString(), amountMinor: session.amountMinor }
              : { kind: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00', reference: `EQ-${reference}`, amountRemainingMinor: session.amountMinor };
          const updated = await startDelayed(session, body.method, { status: 'awaiting_transfer', instructions }, instructions);
          await emit('checkout.session.completed', checkoutSessionObject({ ...facts(updated, updated.tenant), methods: [body.method] }, { paymentStatus: 'unpaid', status: 'complete' }));
          return { outcome: 'requires_action', redirectUrl: session.successUrl };
        }
      }
    },

    async tenantOf(id) {
      return (await paidRow(id)).tenant;
    },

    async list(tenant) {
      const rows = await db
        .select({ session: testPaymentSessions, orderStatus: orders.status })
        .from(testPaymentSessions)
        .innerJoin(orders, eq(orders.id, testPaymentSessions.orderId))
        .where(eq(testPaymentSessions.tenant, tenant))
        .orderBy(desc(testPaymentSessions.createdAt))
        .limit(200);
      return rows.map(({ session, orderStatus }) => ({
        sessionId: session.id,
        paymentId: session.paymentId,
        orderId: session.orderId,
        orderStatus,
        country: session.country,
        currency: session.currency,
        amountMinor: session.amountMinor,
        amountReceivedMinor: session.amountReceivedMinor,
        method: session.method?.replace(/:fails$/, '') ?? null,
        status: session.status,
        createdAt: session.createdAt.toISOString(),
        refunded: session.refundedAt !== null,
        disputed: session.disputedAt !== null,
        renewals: session.renewals,
        subscriptionId: session.subscriptionStatus ? subscriptionIdOf(session.id) : null,
        subscriptionStatus: session.subscriptionStatus,
        periodEnd: session.periodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: session.cancelAtPeriodEnd,
        clockAt: session.subscriptionStatus ? new Date(Math.max(session.clockAt?.getTime() ?? 0, clock())).toISOString() : null,
      }));
    },

    async refund(id) {
      const session = await paidRow(id);
      if (session.status !== 'complete') throw conflict('Only a completed payment can be refunded.', 'not_paid');
      const [claimed] = await db
        .update(testPaymentSessions)
        .set({ refundedAt: new Date(clock()) })
        .where(and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.status, 'complete')))
        .returning();
      if (!claimed || session.refundedAt) throw conflict('This payment was refunded already.', 'already_refunded');
      await emit('charge.refunded', chargeObject(facts(claimed, claimed.tenant), clock(), true));
    },

    async dispute(id) {
      const session = await paidRow(id);
      if (session.status !== 'complete') throw conflict('Only a completed payment can be disputed.', 'not_paid');
      if (session.disputedAt) throw conflict('This payment is disputed already.', 'already_disputed');
      const [claimed] = await db.update(testPaymentSessions).set({ disputedAt: new Date(clock()) }).where(eq(testPaymentSessions.id, session.id)).returning();
      await emit('charge.dispute.created', disputeObject(facts(claimed!, claimed!.tenant), clock()));
    },

    async renew(id) {
      await advance(id, 'period');
    },

    advance,
    async subscription(subscriptionId, token) {
      checkPortalLink(linkSecret, subscriptionId, token, clock());
      return subscriptions.view(subscriptionId);
    },
    async updateCard(subscriptionId, token, body) {
      checkPortalLink(linkSecret, subscriptionId, token, clock());
      await subscriptions.updateCard(subscriptionId, body);
    },

    async transfer(id, amountMinor) {
      const session = await paidRow(id);
      if (session.status !== 'awaiting_transfer') throw conflict('This payment is not waiting for a transfer.', 'not_awaiting_transfer');
      const received = session.amountReceivedMinor + amountMinor;
      if (received < session.amountMinor) {
        const [updated] = await db
          .update(testPaymentSessions)
          .set({ amountReceivedMinor: received })
          .where(and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.amountReceivedMinor, session.amountReceivedMinor)))
          .returning();
        if (!updated) throw conflict('Another transfer arrived at the same time; try again.', 'transfer_conflict');
        if (session.instructions?.kind === 'bank_transfer') {
          await setOrderInstructions(session.orderId, { ...session.instructions, amountRemainingMinor: session.amountMinor - received });
        }
        return { amountRemainingMinor: session.amountMinor - received };
      }
      const [claimed] = await db
        .update(testPaymentSessions)
        .set({ status: 'processing', settlesAt: new Date(clock() + SETTLE_LEASE_MS) })
        .where(and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.status, 'awaiting_transfer')))
        .returning();
      if (!claimed) throw conflict('This payment is not waiting for a transfer.', 'not_awaiting_transfer');
      await complete(claimed, 'checkout.session.async_payment_succeeded', received);
      return { amountRemainingMinor: 0 };
    },

    async sweep() {
      const now = clock();
      let settled = 0;
      const due = await db
        .select()
        .from(testPaymentSessions)
        .where(and(eq(testPaymentSessions.status, 'processing'), isNotNull(testPaymentSessions.settlesAt), lte(testPaymentSessions.settlesAt, new Date(now))))
        .limit(50);
      for (const session of due) {
        // Claimed by moving its time on: another process (or a failed delivery) retries after the lease.
        const [claimed] = await db
          .update(testPaymentSessions)
          .set({ settlesAt: new Date(now + SETTLE_LEASE_MS) })
          .where(and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.settlesAt, session.settlesAt!)))
          .returning();
        if (!claimed) continue;
        if (claimed.method?.endsWith(':fails')) {
          await db.update(testPaymentSessions).set({ status: 'expired', settlesAt: null }).where(eq(testPaymentSessions.id, claimed.id));
          await emit('checkout.session.async_payment_failed', checkoutSessionObject(facts(claimed, claimed.tenant), { paymentStatus: 'unpaid', status: 'complete' }));
        } else {
          await complete(claimed, 'checkout.session.async_payment_succeeded', claimed.amountMinor);
        }
        settled++;
      }
      const stale = await db
        .update(testPaymentSessions)
        .set({ status: 'expired' })
        .where(and(eq(testPaymentSessions.status, 'open'), lte(testPaymentSessions.createdAt, new Date(now - SESSION_LIFETIME_MS))))
        .returning();
      for (const session of stale) {
        await emit('checkout.session.expired', checkoutSessionObject(facts(session, session.tenant), { paymentStatus: 'unpaid', status: 'expired' }));
        settled++;
      }
      // Like Stripe's retries: a session that settled but whose event never arrived (the webhook answered 5xx, the
      // process stopped in between) has its event sent again. Handling is idempotent, so a late duplicate is harmless.
      const unsettled = await db
        .select({ session: testPaymentSessions })
        .from(testPaymentSessions)
        .innerJoin(orders, eq(orders.id, testPaymentSessions.orderId))
        .where(
          and(
            eq(orders.status, 'pending_payment'),
            inArray(testPaymentSessions.status, ['complete', 'expired']),
            lte(testPaymentSessions.createdAt, new Date(now - REDELIVER_AFTER_MS)),
          ),
        )
        .limit(50);
      for (const { session } of unsettled) {
        if (session.status === 'complete') {
          await emit('checkout.session.async_payment_succeeded', checkoutSessionObject(facts(session, session.tenant), { paymentStatus: 'paid', status: 'complete' }));
        } else {
          await emit('checkout.session.expired', checkoutSessionObject(facts(session, session.tenant), { paymentStatus: 'unpaid', status: 'expired' }));
        }
        settled++;
      }
      return settled;
    },
  };
}
