// Handling one verified provider event (Stripe's, or the test-mode provider's Stripe-shaped one): stored by its id
// and acted on in ONE transaction, so the 2xx comes only after both are committed, a redelivered id is a no-op, and a
// failure rolls both back (the provider delivers again). Sessions and payments we do not know are ignored.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { MailQueue } from '../mail/queueMail.ts';
import type { Db } from '../db/open.ts';
import { orders, webhookEvents } from '../db/schema.ts';
import type { Tx } from '../services/syncStore.ts';
import { failOrder, fulfil, revokeOrder, type OrderRow, type SettleContext } from './fulfil.ts';
import { ensureSubscription, renewSubscription, renewalFailed, subscriptionChanged } from './subscriptions.ts';
import type { PaymentInstructions } from '@domain/commerce/orders.ts';

export type WebhookOutcome = { duplicate: true } | { duplicate: false; outcome: string };

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

async function orderById(tx: Tx, orderId: string | undefined, sessionId?: string): Promise<OrderRow | undefined> {
  if (!orderId) {
    if (!sessionId) return undefined;
    const [bySession] = await tx.select().from(orders).where(eq(orders.providerRef, sessionId));
    return bySession;
  }
  // Locked here already: whatever settles it next reads it under the lock.
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  // A session that is not the order's own (another environment's, a forged metadata) is not ours.
  if (row && sessionId && row.providerRef !== '' && row.providerRef !== sessionId) return undefined;
  return row;
}

async function orderByPayment(tx: Tx, metadataOrderId: string | undefined, paymentRef: string | null): Promise<OrderRow | undefined> {
  if (metadataOrderId) return orderById(tx, metadataOrderId);
  if (!paymentRef) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.paymentRef, paymentRef));
  return row;
}

async function orderBySubscription(tx: Tx, subscriptionRef: string | null, metadataOrderId?: string): Promise<OrderRow | undefined> {
  if (metadataOrderId) return orderById(tx, metadataOrderId);
  if (!subscriptionRef) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.subscriptionRef, subscriptionRef));
  return row;
}

/** The subscription of an invoice: `parent.subscription_details.subscription` (current API) or `subscription` (older). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const loose = invoice as unknown as { subscription?: string | { id: string } | null };
  return idOf(invoice.parent?.subscription_details?.subscription ?? loose.subscription ?? null);
}

type Metadata = Record<string, string> | null | undefined;

/** The order under its row lock (settling steps for one order run one at a time). */
async function lockedOrder(tx: Tx, order: OrderRow): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  return row ?? order;
}

/**
 * An event settles an order only for the order's tenant: metadata naming another tenant (a forged or another shop's
 * event) is ignored, and an order found by the event's own metadata.orderId needs metadata.tenant to match.
 */
function otherTenant(order: OrderRow, metadata: Metadata): boolean {
  const tenant = metadata?.tenant;
  if (tenant !== undefined) return tenant !== order.tenant;
  return metadata?.orderId !== undefined;
}

const TENANT_MISMATCH = "ignored: the event's tenant is not the order's";

/** An invoice names its tenant in its subscription's metadata, when it does at all (found by our own subscription ref). */
function invoiceTenantDiffers(invoice: Stripe.Invoice, order: OrderRow): boolean {
  const tenant = invoice.parent?.subscription_details?.metadata?.tenant;
  return tenant !== undefined && tenant !== order.tenant;
}

const fromUnix = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null);

/** A pending order records what the buyer must still do (a voucher, a transfer, a debit being processed). */
async function markPending(tx: Tx, order: OrderRow, session: Stripe.Checkout.Session, at: Date): Promise<string> {
  if (order.status !== 'pending_payment') return `ignored: order ${order.status}`;
  const paymentRef = idOf(session.payment_intent);
  const delayed = (session.payment_method_types ?? []).find((method) => method === 'sepa_debit' || method === 'us_bank_account');
  const instructions: PaymentInstructions | null = order.instructions ?? (delayed ? { kind: 'processing', method: delayed as 'sepa_debit' | 'us_bank_account' } : null);
  await tx.update(orders).set({ paymentRef: paymentRef ?? order.paymentRef, instructions, updatedAt: at }).where(eq(orders.id, order.id));
  return 'pending';
}

async function handle(ctx: SettleContext, event: Stripe.Event): Promise<string> {
  const { tx } = ctx;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const order = await orderById(tx, session.metadata?.orderId, session.id);
      if (!order) return 'ignored: unknown session';
      if (otherTenant(order, session.metadata)) return TENANT_MISMATCH;
      const refs = { paymentRef: idOf(session.payment_intent), subscriptionRef: idOf(session.subscription) };
      if (event.type === 'checkout.session.expired') return (await failOrder(ctx, order.id, 'expired', 'The payment session expired.')) + ':expired';
      if (event.type === 'checkout.session.async_payment_failed') return (await failOrder(ctx, order.id, 'failed', 'The payment failed.')) + ':failed';
      if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') return markPending(tx, order, session, ctx.at);
      const outcome = await fulfil(ctx, order.id, refs, order);
      // A plan that renews: its subscription starts with the paid period (idempotent, as fulfil is).
      if ((outcome === 'fulfilled' || outcome === 'already_paid') && refs.subscriptionRef) {
        const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id));
        if (paid) await ensureSubscription(tx, paid, refs.subscriptionRef, ctx.at);
      }
      return outcome;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const order = await orderByPayment(tx, charge.metadata?.orderId, idOf(charge.payment_intent));
      if (order && otherTenant(order, charge.metadata)) return TENANT_MISMATCH;
      return order ? revokeOrder(ctx, order.id) : 'ignored: unknown payment';
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const order = await orderByPayment(tx, dispute.metadata?.orderId, idOf(dispute.payment_intent));
      if (order && otherTenant(order, dispute.metadata)) return TENANT_MISMATCH;
      return order ? revokeOrder(ctx, order.id) : 'ignored: unknown payment';
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The first invoice is the checkout itself (checkout.session.completed fulfils it).
      if (invoice.billing_reason === 'subscription_create') return 'ignored: first invoice';
      const subscriptionId = invoiceSubscription(invoice);
      const order = await orderBySubscription(tx, subscriptionId);
      if (!order || !invoice.id || !subscriptionId) return 'ignored: unknown subscription';
      if (invoiceTenantDiffers(invoice, order)) return TENANT_MISMATCH;
      return renewSubscription(ctx, await lockedOrder(tx, order), subscriptionId, invoice, fromUnix(invoice.lines?.data?.[0]?.period?.end));
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscription(invoice);
      const order = await orderBySubscription(tx, subscriptionId);
      if (!order || !subscriptionId) return 'ignored: unknown subscription';
      if (invoiceTenantDiffers(invoice, order)) return TENANT_MISMATCH;
      // Access runs to the paid period's end; the provider retries, and cancels the subscription in the end.
      return renewalFailed(ctx, await lockedOrder(tx, order), subscriptionId, fromUnix(invoice.next_payment_attempt));
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const order = await orderBySubscription(tx, subscription.id, subscription.metadata?.orderId);
      const periodEnd = fromUnix(subscription.items?.data?.[0]?.current_period_end);
      if (!order || !periodEnd) return 'ignored: unknown subscription';
      if (otherTenant(order, subscription.metadata)) return TENANT_MISMATCH;
      // The order's own subscription only (metadata naming our order on a subscription it never paid with is not ours).
      if (order.subscriptionRef !== null && order.subscriptionRef !== subscription.id) return 'ignored: unknown subscription';
      return subscriptionChanged(ctx, await lockedOrder(tx, order), subscription, event.type === 'customer.subscription.deleted', periodEnd);
    }
    default:
      return 'ignored: event type';
  }
}

export async function processWebhookEvent(db: Db, publicUrl: string, event: Stripe.Event, now: number, mailQueue: MailQueue): Promise<WebhookOutcome> {
  const at = new Date(now);
  // A redelivered id is answered by one indexed read, before any transaction (the common retry; issue 21 budget). An
  // id stored meanwhile by a concurrent delivery is still caught below: the insert conflicts, waiting for its commit.
  const [seen] = await db.select({ eventId: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, event.id)).limit(1);
  if (seen) return { duplicate: true };
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(webhookEvents)
      .values({ eventId: event.id, type: event.type, payload: event, receivedAt: at, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (stored.length === 0) return { duplicate: true } as const;
    const outcome = await handle({ tx, publicUrl, at, mailQueue }, event);
    await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.eventId, event.id));
    return { duplicate: false, outcome } as const;
  });
}
