// Stripe-shaped event JSON the test-mode provider emits: the same fields the webhook handler reads from Stripe's own
// events (Checkout Session, Charge, Dispute, Invoice), so both providers go through one code path.
import crypto from 'node:crypto';

export const TEST_API_VERSION = '2026-03-25.dahlia';

export const testId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;

export interface StripeShapedEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export function stripeEvent(type: string, object: Record<string, unknown>, now: number): StripeShapedEvent {
  return {
    id: testId('evt'),
    object: 'event',
    api_version: TEST_API_VERSION,
    created: Math.floor(now / 1000),
    livemode: false,
    type,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export interface SessionFacts {
  id: string;
  orderId: string;
  tenant: string;
  currency: string;
  amountMinor: number;
  methods: string[];
  paymentId: string | null;
  /** sub_test_… once a plan that renews was paid; null for a one-time payment. */
  subscriptionId: string | null;
  recurring: boolean;
  successUrl: string;
  cancelUrl: string;
  createdS: number;
}

export function checkoutSessionObject(session: SessionFacts, state: { paymentStatus: 'paid' | 'unpaid'; status: 'complete' | 'expired' | 'open' }) {
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountMinor,
    amount_total: session.amountMinor,
    client_reference_id: session.orderId,
    created: session.createdS,
    currency: session.currency.toLowerCase(),
    livemode: false,
    metadata: { orderId: session.orderId, tenant: session.tenant },
    mode: session.recurring ? 'subscription' : 'payment',
    payment_intent: session.recurring ? null : session.paymentId,
    payment_method_types: session.methods,
    payment_status: state.paymentStatus,
    status: state.status,
    subscription: session.subscriptionId,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
  };
}

export function chargeObject(session: SessionFacts, now: number, refunded: boolean) {
  return {
    id: `ch_${session.paymentId?.slice(3) ?? testId('ch')}`,
    object: 'charge',
    amount: session.amountMinor,
    amount_refunded: refunded ? session.amountMinor : 0,
    created: Math.floor(now / 1000),
    currency: session.currency.toLowerCase(),
    livemode: false,
    metadata: { orderId: session.orderId, tenant: session.tenant },
    paid: true,
    payment_intent: session.paymentId,
    refunded,
    status: 'succeeded',
  };
}

export function disputeObject(session: SessionFacts, now: number) {
  return {
    id: testId('dp'),
    object: 'dispute',
    amount: session.amountMinor,
    charge: `ch_${session.paymentId?.slice(3) ?? ''}`,
    created: Math.floor(now / 1000),
    currency: session.currency.toLowerCase(),
    livemode: false,
    metadata: { orderId: session.orderId, tenant: session.tenant },
    payment_intent: session.paymentId,
    reason: 'fraudulent',
    status: 'needs_response',
  };
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A renewal invoice of the subscription: paid, or open after its charge failed (invoice.payment_failed). */
export function renewalInvoiceObject(session: SessionFacts, periodStart: Date, periodEnd: Date, now: number, amountMinor = session.amountMinor, paid = true, nextPaymentAttempt: Date | null = null) {
  return {
    id: testId('in'),
    next_payment_attempt: nextPaymentAttempt ? unix(nextPaymentAttempt) : null,
    object: 'invoice',
    amount_due: amountMinor,
    amount_paid: paid ? amountMinor : 0,
    attempt_count: 1,
    billing_reason: 'subscription_cycle',
    created: Math.floor(now / 1000),
    currency: session.currency.toLowerCase(),
    livemode: false,
    lines: {
      object: 'list',
      data: [{ object: 'line_item', amount: amountMinor, period: { start: unix(periodStart), end: unix(periodEnd) } }],
    },
    parent: { type: 'subscription_details', subscription_details: { subscription: session.subscriptionId, metadata: { orderId: session.orderId, tenant: session.tenant } } },
    status: paid ? 'paid' : 'open',
  };
}

export interface SubscriptionFacts {
  status: 'active' | 'past_due' | 'canceled';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

/** The subscription as customer.subscription.updated|deleted carry it (API 2025+: the period is on its items). */
export function subscriptionObject(session: SessionFacts, state: SubscriptionFacts) {
  return {
    id: session.subscriptionId,
    object: 'subscription',
    cancel_at_period_end: state.cancelAtPeriodEnd,
    cancel_at: state.cancelAtPeriodEnd ? unix(state.periodEnd) : null,
    currency: session.currency.toLowerCase(),
    customer: `cus_${session.id.slice(3)}`,
    ended_at: state.endedAt ? unix(state.endedAt) : null,
    livemode: false,
    metadata: { orderId: session.orderId, tenant: session.tenant },
    status: state.status,
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_start: unix(state.periodStart), current_period_end: unix(state.periodEnd) }] },
  };
}
