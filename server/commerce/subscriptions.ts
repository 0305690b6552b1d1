// Plans that renew, on the shop's side (issue 21): the plan_subscriptions row follows the provider's events only.
// checkout.session.completed starts it (after fulfil), invoice.paid renews it (once per invoice: its own receipt
// number and mail, one more period through extendOrder), invoice.payment_failed mails the buyer and leaves access at
// the paid end, customer.subscription.updated sets its period, status and cancel_at_period_end, and
// customer.subscription.deleted ends it (access ends when it arrives, or at the paid end if that is earlier).
import { and, eq, max, or, like, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/open.ts';
import { entitlements, orderLines, planSubscriptions, subscriptionInvoices, type PlanSubscriptionStatus } from '../db/schema.ts';
import type { Tx } from '../services/syncStore.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { PlanMonths } from '@domain/catalog/pricingOptions.ts';
import type { SubscriptionView } from '@domain/commerce/subscriptions.ts';
import { endAccessAt, extendOrder, type OrderRow, type SettleContext } from './fulfil.ts';
import { nextReceiptNumber } from './receiptNumbers.ts';
import { mailPlanBuyer } from './planMails.ts';
import { linesByOrder } from './orderViews.ts';

type SubscriptionRow = typeof planSubscriptions.$inferSelect;

/** The end of what the order has paid for (its newest unrevoked entitlement). */
async function paidEnd(tx: Tx, order: OrderRow): Promise<Date | null> {
  const [row] = await tx
    .select({ endsAt: max(entitlements.endsAt) })
    .from(entitlements)
    .where(and(isNull(entitlements.revokedAt), eq(entitlements.source, order.provider), or(eq(entitlements.sourceRef, order.id), like(entitlements.sourceRef, `${order.id}/%`))));
  return row?.endsAt ?? null;
}

/** The order's subscription row, made from the order when the first event about it arrives (idempotent). */
export async function ensureSubscription(tx: Tx, order: OrderRow, subscriptionId: string, at: Date): Promise<SubscriptionRow | null> {
  const [existing] = await tx.select().from(planSubscriptions).where(eq(planSubscriptions.id, subscriptionId)).for('update');
  if (existing) return existing.orderId === order.id ? existing : null;
  if (order.status !== 'paid' || order.subscriptionRef !== subscriptionId) return null;
  const end = await paidEnd(tx, order);
  const [line] = await tx.select({ months: orderLines.months }).from(orderLines).where(eq(orderLines.orderId, order.id)).limit(1);
  if (!end || !line) return null;
  const [row] = await tx
    .insert(planSubscriptions)
    .values({
      id: subscriptionId,
      tenant: order.tenant,
      userId: order.userId,
      orderId: order.id,
      provider: order.provider,
      status: 'active',
      currency: order.currency,
      // Each renewal costs the plan without the first period's promo.
      amountMinor: order.totalMinor + order.discountMinor,
      months: line.months,
      currentPeriodEnd: end,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** invoice.paid of a renewal: once per invoice id, one more period, a receipt of its own. */
export async function renewSubscription(ctx: SettleContext, order: OrderRow, subscriptionId: string, invoice: Stripe.Invoice, periodEnd: Date | null): Promise<string> {
  const { tx, at } = ctx;
  const subscription = await ensureSubscription(tx, order, subscriptionId, at);
  if (!subscription) return 'ignored: unknown subscription';
  const amountMinor = invoice.amount_paid ?? subscription.amountMinor;
  const stored = await tx
    .insert(subscriptionInvoices)
    .values({ invoiceId: invoice.id!, subscriptionId, orderId: order.id, receiptNumber: '', amountMinor, periodEnd: periodEnd ?? at, paidAt: at })
    .onConflictDoNothing()
    .returning({ invoiceId: subscriptionInvoices.invoiceId });
  // A redelivered invoice (another event id, same invoice): nothing more.
  if (stored.length === 0) return 'already_renewed';
  const extended = await extendOrder(ctx, order.id, invoice.id!, periodEnd);
  if (extended !== 'extended') return extended;
  const receiptNumber = await nextReceiptNumber(tx, order.tenant, at);
  const end = (await paidEnd(tx, order)) ?? periodEnd ?? at;
  const newEnd = end > subscription.currentPeriodEnd ? end : subscription.currentPeriodEnd;
  await tx.update(planSubscriptions).set({ status: 'active', currentPeriodEnd: newEnd, nextPaymentAttemptAt: null, updatedAt: at }).where(eq(planSubscriptions.id, subscriptionId));
  await tx.update(subscriptionInvoices).set({ receiptNumber, periodEnd: end }).where(eq(subscriptionInvoices.invoiceId, invoice.id!));
  await mailPlanBuyer(ctx, order, amountMinor, { kind: 'renewed', receiptNumber, until: end, billId: invoice.id! });
  return 'renewed';
}

/** invoice.payment_failed: the buyer is told (with a way to a new card); access stays at the paid end; the next attempt is kept. */
export async function renewalFailed(ctx: SettleContext, order: OrderRow, subscriptionId: string, nextPaymentAttempt: Date | null): Promise<string> {
  const { tx, at } = ctx;
  const subscription = await ensureSubscription(tx, order, subscriptionId, at);
  if (!subscription) return 'ignored: unknown subscription';
  if (subscription.status === 'canceled') return 'ignored: subscription ended';
  await tx.update(planSubscriptions).set({ status: 'past_due', nextPaymentAttemptAt: nextPaymentAttempt, updatedAt: at }).where(eq(planSubscriptions.id, subscriptionId));
  const paidUntil = (await paidEnd(tx, order)) ?? at;
  await mailPlanBuyer(ctx, order, subscription.amountMinor, { kind: 'renewalFailed', until: paidUntil });
  return 'mailed';
}

const STATUSES: Record<string, PlanSubscriptionStatus> = { active: 'active', trialing: 'active', past_due: 'past_due', unpaid: 'past_due', canceled: 'canceled', incomplete_expired: 'canceled' };

/**
 * customer.subscription.updated|deleted: the period the provider runs, its status and cancel_at_period_end. Access
 * follows paid invoices only (Stripe moves the period on before the renewal is paid); a deletion ends it.
 */
export async function subscriptionChanged(ctx: SettleContext, order: OrderRow, subscription: Stripe.Subscription, deleted: boolean, periodEnd: Date): Promise<string> {
  const { tx, at } = ctx;
  const row = await ensureSubscription(tx, order, subscription.id, at);
  if (!row) return 'ignored: unknown subscription';
  if (row.status === 'canceled') return 'ignored: subscription ended';
  const status: PlanSubscriptionStatus = deleted ? 'canceled' : (STATUSES[subscription.status] ?? row.status);
  const endedAt = (subscription.ended_at ? new Date(subscription.ended_at * 1000) : null) ?? at;
  await tx
    .update(planSubscriptions)
    .set({
      status,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      endedAt: status === 'canceled' ? endedAt : null,
      nextPaymentAttemptAt: status === 'past_due' ? row.nextPaymentAttemptAt : null,
      updatedAt: at,
    })
    .where(eq(planSubscriptions.id, row.id));
  if (status !== 'canceled') return 'updated';
  // Access ends when the subscription did (its ended_at: a test clock's time may be ahead of ours), or at the paid
  // end if that is earlier: one end date, the one My products and the product page show.
  const paid = (await paidEnd(tx, order)) ?? endedAt;
  await endAccessAt(ctx, order, paid < endedAt ? paid : endedAt);
  return 'ended';
}

function view(row: SubscriptionRow, productIds: string[]): SubscriptionView {
  return {
    subscriptionId: row.id,
    orderId: row.orderId,
    provider: row.provider,
    status: row.status,
    productIds,
    months: row.months as PlanMonths,
    currency: row.currency,
    amountMinor: row.amountMinor,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    nextPaymentAttempt: row.status === 'past_due' ? (row.nextPaymentAttemptAt?.toISOString() ?? null) : null,
  };
}

/** The user's subscriptions on this tenant, newest first, with their order's products (as the order's view lists them). */
export async function listSubscriptions(db: Db, tenant: Tenant, userId: string): Promise<SubscriptionView[]> {
  const rows = await db.select().from(planSubscriptions).where(and(eq(planSubscriptions.tenant, tenant), eq(planSubscriptions.userId, userId)));
  const lines = await linesByOrder(db, rows.map((row) => row.orderId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((row) => view(row, lines.get(row.orderId)!.map((line) => line.productId)));
}

/** One subscription of the user on this tenant; undefined for anyone else's or another tenant's. */
export async function findSubscription(db: Db, tenant: Tenant, userId: string, subscriptionId: string): Promise<SubscriptionView | undefined> {
  return (await listSubscriptions(db, tenant, userId)).find((subscription) => subscription.subscriptionId === subscriptionId);
}
