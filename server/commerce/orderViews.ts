// Orders as the API answers them (OrderView, src/domain/commerce/orders.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { orderLines, orders } from '../db/schema.ts';
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
  return withLines(db, rows);
}

export async function findOrder(db: Db, tenant: string, userId: string, orderId: string): Promise<OrderView | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.tenant, tenant)));
  return (await withLines(db, rows))[0] ?? null;
}
