// Settling orders (issue 13): ONE idempotent fulfil(order) and its siblings (fail, expire, revoke, extend), each in
// the caller's transaction with the order row locked, so duplicated, reordered or concurrent events converge on one
// outcome: a paid order has exactly one set of entitlement rows, one receipt number and one receipt mail.
import { and, eq, gt, isNull, like, max, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../services/syncStore.ts';
import { carts, entitlements, mailOutbox, orderLines, orders, productPopularityDays, products, subscriptions, users, type EntitlementSource } from '../db/schema.ts';
import { isCountryCode, type CountryCode, type Tenant } from '@domain/markets/types.ts';
import { pickMailLanguage, type MailLanguage, type RenderedMail } from '../mail/templates.ts';
import { newCustomerMail, paymentErrorMail, receiptMail } from '../mail/commerceMails.ts';
import { nextReceiptNumber } from './receiptNumbers.ts';
import { billPath, checkoutPath, formatMoney, myProductsPath } from './links.ts';
import { utcDay } from '@domain/catalog/popularity.ts';
import type { MailQueue } from '../mail/queueMail.ts';
import { receiptLines, titledReceiptLines } from './receiptLines.ts';
import { newPeriod } from '@domain/commerce/periods.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface SettleContext {
  tx: Tx;
  publicUrl: string;
  at: Date;
  /** Enqueues the delivery of the mails written here, in `tx`. */
  mailQueue: MailQueue;
}

export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export const countryOf = (order: OrderRow): CountryCode => (isCountryCode(order.country) ? order.country : 'de');

async function queueMails(tx: Tx, mailQueue: MailQueue, to: string, mails: RenderedMail[], at: Date): Promise<void> {
  const rows = await tx
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, locale: mail.locale, createdAt: at })))
    .returning({ id: mailOutbox.id });
  await mailQueue(tx, rows.map((row) => row.id));
}

/** What a mail to the buyer is written for: the order's mail language, its site, the buyer's name. */
export interface BuyerMailContext {
  lang: MailLanguage;
  tenant: Tenant;
  country: CountryCode;
  userName: string;
}

/**
 * One mail to the order's buyer (none when the account is gone: answers false), in the order's mail language, queued
 * in `tx`: the payment-error mail of a failed payment, the mails about a plan (planMails.ts).
 */
export async function mailBuyer(
  { tx, mailQueue, at }: Pick<SettleContext, 'tx' | 'mailQueue' | 'at'>,
  order: OrderRow,
  render: (context: BuyerMailContext) => RenderedMail | Promise<RenderedMail>,
): Promise<boolean> {
  const user = await buyer(tx, order.userId);
  if (!user) return false;
  const country = countryOf(order);
  const tenant = order.tenant as Tenant;
  const mail = await render({ lang: pickMailLanguage(tenant, order.locale, country), tenant, country, userName: user.userName });
  await queueMails(tx, mailQueue, user.email, [mail], at);
  return true;
}

export async function buyer(tx: Tx, userId: string) {
  const [user] = await tx.select({ email: users.email, userName: users.userName, locale: users.locale, country: users.country }).from(users).where(eq(users.id, userId));
  return user;
}

/** The user's end date of a product (SPEC User.endDates): the latest end of its unrevoked entitlements, or no row. */
export async function syncSubscription(tx: Tx, userId: string, productId: string): Promise<void> {
  const [row] = await tx
    .select({ endsAt: max(entitlements.endsAt) })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.productId, productId), isNull(entitlements.revokedAt)));
  if (!row?.endsAt) {
    await tx.delete(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.productId, productId)));
    return;
  }
  await tx
    .insert(subscriptions)
    .values({ userId, productId, endDate: row.endsAt })
    .onConflictDoUpdate({ target: [subscriptions.userId, subscriptions.productId], set: { endDate: row.endsAt } });
}

/** The user's unrevoked entitlements of a product that run past `at`: a new period starts where the last of them ends. */
function runningEntitlements(userId: string, productId: SQL | string, at: Date): SQL | undefined {
  return and(eq(entitlements.userId, userId), eq(entitlements.productId, productId), isNull(entitlements.revokedAt), gt(entitlements.endsAt, at));
}

/** Where the user's running access to a product ends, when it runs past `at`. */
async function runningEnd(tx: Tx, userId: string, productId: string, at: Date): Promise<Date | null> {
  const [row] = await tx.select({ endsAt: max(entitlements.endsAt) }).from(entitlements).where(runningEntitlements(userId, productId, at));
  return row?.endsAt ?? null;
}

/** An order line as fulfil() reads it: its product's title (for the receipt) and where the user's access to it ends now. */
interface PaidLine {
  productId: string;
  months: number;
  amountMinor: number;
  title: string | null;
  /** The latest end of the user's unrevoked entitlements of the product that runs past `at` (JSON: an ISO string). */
  runningEnd: string | null;
}

interface PaidOrder {
  receiptNumber: string;
  lines: PaidLine[];
  /** null when the user row is gone. */
  buyer: { email: string; userName: string; returning: boolean } | null;
}

/**
 * The order is paid, with the tenant's next receipt number of the year. The update also answers what fulfil needs
 * next (one round trip instead of four reads): the lines with their products' titles and the user's running end of
 * each product, and the buyer with whether an earlier order of theirs was paid (the welcome mail is for the first
 * one). The subqueries see the state before this statement.
 */
async function markPaid(tx: Tx, order: OrderRow, at: Date, refs: { paymentRef?: string | null; subscriptionRef?: string | null }): Promise<PaidOrder> {
  const receiptNumber = await nextReceiptNumber(tx, order.tenant, at);
  const result = (await tx.execute(sql`
    update ${orders} set
      status = 'paid', paid_at = ${at.toISOString()}, receipt_number = ${receiptNumber},
      instructions = null, failure_message = null, updated_at = ${at.toISOString()},
      payment_ref = coalesce(${refs.paymentRef ?? null}, payment_ref), subscription_ref = coalesce(${refs.subscriptionRef ?? null}, subscription_ref)
    where ${orders.id} = ${order.id}
    returning
      (select coalesce(json_agg(json_build_object(
          'productId', l.product_id, 'months', l.months, 'amountMinor', l.amount_minor, 'title', p.title,
          'runningEnd', (select max(${entitlements.endsAt}) from ${entitlements} where ${runningEntitlements(order.userId, sql`l.product_id`, at)}))), '[]'::json)
        from ${orderLines} l left join ${products} p on p.product_id = l.product_id where l.order_id = ${order.id}) as lines,
      (select json_build_object('email', u.email, 'userName', u.user_name, 'returning',
          exists (select 1 from ${orders} o where o.user_id = ${order.userId} and o.status in ('paid', 'refunded') and o.id <> ${order.id}))
        from ${users} u where u.id = ${order.userId}) as buyer`)) as unknown as { rows: { lines: PaidLine[]; buyer: PaidOrder['buyer'] }[] };
  const row = result.rows[0]!;
  return { receiptNumber, lines: row.lines, buyer: row.buyer };
}

/**
 * A paid order's writes in one statement: per line its entitlement row (unique on source + order id + product),
 * the user's end date moved to the new period's end, the sale counted for popularity (issue 15: exactly once, in
 * this transaction); the bought products leave the account cart (no reminder is ever sent for them); the mails go to
 * the outbox. Answers the outbox ids. (An order has one line per product: no row is upserted twice.)
 */
async function writePaid(
  tx: Tx,
  order: OrderRow,
  source: EntitlementSource,
  periods: { productId: string; startsAt: Date; endsAt: Date }[],
  sale: { country: string; day: string },
  mail: { to: string; mails: RenderedMail[] } | null,
  at: Date,
): Promise<number[]> {
  const productIds = periods.map((period) => period.productId);
  const starts = periods.map((period) => period.startsAt.toISOString());
  const ends = periods.map((period) => period.endsAt.toISOString());
  const mails = mail?.mails ?? [];
  const result = (await tx.execute(sql`
    with period as (
      select * from unnest(${sql.param(productIds)}::text[], ${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[]) as p(product_id, starts_at, ends_at)
    ), granted as (
      insert into ${entitlements} (user_id, product_id, source, source_ref, starts_at, ends_at)
      select ${order.userId}, product_id, ${source}, ${order.id}, starts_at, ends_at from period
      on conflict do nothing
    ), ended as (
      insert into ${subscriptions} (user_id, product_id, end_date)
      select ${order.userId}, product_id, ends_at from period
      on conflict (user_id, product_id) do update set end_date = greatest(${subscriptions}.end_date, excluded.end_date)
    ), sold as (
      insert into ${productPopularityDays} (product_id, country, day, sales)
      select product_id, ${sale.country}, ${sale.day}::date, 1 from period
      on conflict (product_id, day) do update set sales = ${productPopularityDays}.sales + 1
    ), uncarted as (
      update ${carts} set lines = coalesce((select jsonb_agg(line) from jsonb_array_elements(${carts}.lines) as line
        where not (line->>'productId' = any(${sql.param(productIds)}::text[]))), '[]'::jsonb)
      where ${carts}.user_id = ${order.userId}
    ), mailed as (
      insert into ${mailOutbox} (to_address, subject, text_body, html_body, locale, created_at)
      select ${mail?.to ?? ''}, m.subject, m.text_body, m.html_body, m.locale, ${at.toISOString()}::timestamptz
      from unnest(${sql.param(mails.map((m) => m.subject))}::text[], ${sql.param(mails.map((m) => m.text))}::text[], ${sql.param(mails.map((m) => m.html))}::text[],
                  ${sql.param(mails.map((m) => m.locale))}::text[]) with ordinality as m(subject, text_body, html_body, locale, n)
      order by m.n
      returning id
    )
    select id from mailed order by id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

export type FulfilOutcome = 'fulfilled' | 'already_paid' | 'refunded' | 'unknown_order';

/**
 * The order is paid: status paid, receipt number, one entitlement row per line (unique on source + order id +
 * product), the user's end dates, the purchased products leave the account cart, receipt (and first-order welcome)
 * mails queued, the sale counted for popularity. A second call changes nothing. Two statements after the lock: the
 * paid order with what it needs read (markPaid), then every write (writePaid).
 */
export async function fulfil(
  { tx, publicUrl, at, mailQueue }: SettleContext,
  orderId: string,
  refs: { paymentRef?: string | null; subscriptionRef?: string | null } = {},
  /** The order row when the caller already holds its lock (saves a read). */
  locked?: OrderRow,
): Promise<FulfilOutcome> {
  const order = locked?.id === orderId ? locked : await lockOrder(tx, orderId);
  if (!order) return 'unknown_order';
  if (order.status === 'paid') return 'already_paid';
  if (order.status === 'refunded') return 'refunded';
  const country = countryOf(order);
  const { receiptNumber, lines, buyer: user } = await markPaid(tx, order, at, refs);
  const periods = lines.map((line) => ({ productId: line.productId, ...newPeriod(line.runningEnd === null ? null : new Date(line.runningEnd), at, line.months) }));
  let mail: { to: string; mails: RenderedMail[] } | null = null;
  if (user) {
    const lang = pickMailLanguage(order.tenant as Tenant, order.locale, country);
    const mails: RenderedMail[] = user.returning ? [] : [newCustomerMail(lang, order.tenant as Tenant, { userName: user.userName, myProductsUrl: publicUrl + myProductsPath(country) })];
    const total = formatMoney(country, order.currency, order.totalMinor);
    mails.push(
      receiptMail(lang, order.tenant as Tenant, {
        userName: user.userName,
        receiptNumber,
        total,
        billUrl: publicUrl + billPath(country, order.id),
        lines: titledReceiptLines(country, order.currency, lines),
      }),
    );
    mail = { to: user.email, mails };
  }
  const mailIds = await writePaid(tx, order, order.provider, periods, { country: country.toLowerCase(), day: utcDay(at) }, mail, at);
  if (mail) await mailQueue(tx, mailIds);
  return 'fulfilled';
}

/** A pending payment failed or its session expired: the order says so, the buyer gets a mail naming what it was for, with a way back. */
export async function failOrder(
  { tx, publicUrl, at, mailQueue }: SettleContext,
  orderId: string,
  status: 'failed' | 'expired',
  reason: string,
): Promise<'updated' | 'settled_already' | 'unknown_order'> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'unknown_order';
  if (order.status !== 'pending_payment') return 'settled_already';
  await tx.update(orders).set({ status, failureMessage: reason, instructions: null, updatedAt: at }).where(eq(orders.id, order.id));
  await mailBuyer({ tx, mailQueue, at }, order, async ({ lang, tenant, country, userName }) => {
    const lines = await receiptLines(tx, country, order.currency, await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)));
    return paymentErrorMail(lang, tenant, { userName, status, lines, cartUrl: publicUrl + checkoutPath(country) });
  });
  return 'updated';
}

/**
 * Refund or dispute: the order is refunded and every entitlement it granted (renewals included) is revoked. A refund
 * delivered before the payment's own event (deliveries may be reordered) marks the order refunded all the same, so
 * the late payment event finds it refunded and grants nothing.
 */
export async function revokeOrder({ tx, at }: SettleContext, orderId: string): Promise<'revoked' | 'unknown_order'> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'unknown_order';
  if (order.status !== 'refunded') await tx.update(orders).set({ status: 'refunded', instructions: null, updatedAt: at }).where(eq(orders.id, order.id));
  const revoked = await tx
    .update(entitlements)
    .set({ revokedAt: at })
    .where(and(isNull(entitlements.revokedAt), eq(entitlements.source, order.provider), or(eq(entitlements.sourceRef, order.id), like(entitlements.sourceRef, `${order.id}/%`))))
    .returning({ productId: entitlements.productId });
  for (const productId of new Set(revoked.map((row) => row.productId))) await syncSubscription(tx, order.userId, productId);
  return 'revoked';
}

/**
 * A renewal was paid (invoice.paid of the order's subscription): one more period per line, keyed by the invoice, so
 * the same invoice never extends twice. `periodEnd` is the provider's when it says; else the plan's months.
 */
export async function extendOrder({ tx, at }: SettleContext, orderId: string, invoiceId: string, periodEnd: Date | null): Promise<'extended' | 'already_extended' | 'not_paid' | 'unknown_order'> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'unknown_order';
  if (order.status !== 'paid') return 'not_paid';
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  let inserted = 0;
  for (const line of lines) {
    const plan = newPeriod(await runningEnd(tx, order.userId, line.productId, at), at, line.months);
    const startsAt = plan.startsAt;
    const endsAt = periodEnd && periodEnd > startsAt ? periodEnd : plan.endsAt;
    const rows = await tx
      .insert(entitlements)
      .values({ userId: order.userId, productId: line.productId, source: order.provider, sourceRef: `${order.id}/${invoiceId}`, startsAt, endsAt })
      .onConflictDoNothing()
      .returning({ id: entitlements.id });
    inserted += rows.length;
    await syncSubscription(tx, order.userId, line.productId);
  }
  return inserted > 0 ? 'extended' : 'already_extended';
}

/**
 * The subscription ended (customer.subscription.deleted): access granted by the order ends at `end` (when the event
 * arrived, or the paid end when that is earlier). Periods paid beyond it end there; history is never removed.
 */
export async function endAccessAt({ tx }: SettleContext, order: OrderRow, end: Date): Promise<number> {
  const cut = await tx
    .update(entitlements)
    // A period paid to start later (a renewal) becomes an empty one at the end: nothing runs past it.
    .set({ startsAt: sql`least(${entitlements.startsAt}, ${end})`, endsAt: end })
    .where(and(isNull(entitlements.revokedAt), eq(entitlements.source, order.provider), gt(entitlements.endsAt, end), or(eq(entitlements.sourceRef, order.id), like(entitlements.sourceRef, `${order.id}/%`))))
    .returning({ productId: entitlements.productId });
  for (const productId of new Set(cut.map((row) => row.productId))) await syncSubscription(tx, order.userId, productId);
  return cut.length;
}
