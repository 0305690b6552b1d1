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
  subscriptionId: string | null;
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
    mode: 'payment',
    payment_intent: session.paymentId,
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

export function renewalInvoiceObject(session: SessionFacts, periodStart: Date, periodEnd: Date, now: number) {
  return {
    id: testId('in'),
    object: 'invoice',
    amount_paid: session.amountMinor,
    billing_reason: 'subscription_cycle',
    created: Math.floor(now / 1000),
    currency: session.currency.toLowerCase(),
    livemode: false,
    lines: {
      object: 'list',
      data: [{ object: 'line_item', amount: session.amountMinor, period: { start: Math.floor(periodStart.getTime() / 1000), end: Math.floor(periodEnd.getTime() / 1000) } }],
    },
    parent: { type: 'subscription_details', subscription_details: { subscription: session.subscriptionId, metadata: { orderId: session.orderId, tenant: session.tenant } } },
    status: 'paid',
  };
}
