// Orders as the API answers them (OrderView, src/domain/commerce/orders.ts): every payment with its bill, the first
// payment (the order) and each paid renewal (subscription_invoices, its own receipt number), newest first.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { orderLines, orders, subscriptionInvoices } from '../db/schema.ts';
import { vatIncluded } from '@domain/commerce/vat.ts';
import { linesAtTotal } from './receiptLines.ts';
import type { OrderLineView, OrderView } from '@domain/commerce/orders.ts';
import type { PlanMonths } from '@domain/catalog/pricingOptions.ts';

type OrderRow = typeof orders.$inferSelect;

function toView(order: OrderRow, lines: OrderLineView[]): OrderView {
  return {
    orderId: order.id,
    status: order.status,
    currency: order.currency,
    totalMinor: order.totalMinor,
    vatMinor: order.vatMinor,
    vatRatePercent: order.vatRatePercent,
    discountMinor: order.discountMinor,
    promoCode: order.promoCode,
    lines,
    provider: order.provider,
    providerRef: order.providerRef,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    receiptNumber: order.receiptNumber,
    instructions: order.instructions ?? null,
    failureMessage: order.failureMessage,
    billing: order.billing,
    country: order.country,
    invoiceId: null,
  };
}

/** The lines of each of these orders as views, by order id, in product order (one query for all of them). */
export async function linesByOrder(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderLineView[]>> {
  const byOrder = new Map(orderIds.map((orderId) => [orderId, [] as OrderLineView[]]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, [...byOrder.keys()])).orderBy(orderLines.productId);
  for (const row of rows) byOrder.get(row.orderId)!.push({ productId: row.productId, months: row.months as PlanMonths, amountMinor: row.amountMinor });
  return byOrder;
}

type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

/** A paid renewal as a bill: the plan's lines at the renewal's price (no first-period promo), its VAT and receipt. */
function renewalView(order: OrderView, invoice: InvoiceRow): OrderView {
  return {
    ...order,
    status: 'paid',
    totalMinor: invoice.amountMinor,
    vatMinor: vatIncluded(invoice.amountMinor, order.vatRatePercent),
    discountMinor: 0,
    promoCode: null,
    lines: linesAtTotal(order.lines, invoice.amountMinor),
    createdAt: invoice.paidAt.toISOString(),
    paidAt: invoice.paidAt.toISOString(),
    receiptNumber: invoice.receiptNumber,
    instructions: null,
    failureMessage: null,
    invoiceId: invoice.invoiceId,
  };
}

/** The paid renewals of these orders (a receipt number is given in the same transaction that extends access). */
async function renewalsOf(db: Db, views: OrderView[], invoiceId?: string): Promise<OrderView[]> {
  if (views.length === 0) return [];
  const invoices = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(inArray(subscriptionInvoices.orderId, views.map((view) => view.orderId)), invoiceId === undefined ? undefined : eq(subscriptionInvoices.invoiceId, invoiceId)));
  return invoices.filter((invoice) => invoice.receiptNumber !== '').map((invoice) => renewalView(views.find((view) => view.orderId === invoice.orderId)!, invoice));
}

async function withLines(db: Db, rows: OrderRow[]): Promise<OrderView[]> {
  const lines = await linesByOrder(db, rows.map((row) => row.id));
  return rows.map((row) => toView(row, lines.get(row.id)!));
}

export async function listOrders(db: Db, tenant: string, userId: string): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.tenant, tenant)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const views = await withLines(db, rows);
  const renewals = await renewalsOf(db, views.filter((view) => view.status === 'paid' || view.status === 'refunded'));
  // Newest first; the sort is stable, so orders of one instant keep their order.
  return [...views, ...renewals].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** One bill of the user: an order (its first payment) by its id, or a paid renewal by its invoice id. */
export async function findOrder(db: Db, tenant: string, userId: string, billId: string): Promise<OrderView | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, billId), eq(orders.userId, userId), eq(orders.tenant, tenant)));
  const [order] = await withLines(db, rows);
  if (order) return order;
  const [invoice] = await db.select({ orderId: subscriptionInvoices.orderId }).from(subscriptionInvoices).where(eq(subscriptionInvoices.invoiceId, billId));
  if (!invoice) return null;
  const owners = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, invoice.orderId), eq(orders.userId, userId), eq(orders.tenant, tenant)));
  return (await renewalsOf(db, await withLines(db, owners), billId))[0] ?? null;
}
