// Cart-abandon reminders (issue 13): marketing mail, so only with the consent given at checkout, never once the buyer
// unsubscribed, at most three (1 h, 24 h and 72 h after the cart was last touched), never after the purchase (paid
// products leave the cart; an order placed since the cart changed stops them). The periodic sweep works from the
// database alone: a restart loses nothing, and the counter makes each reminder go out once. A touched cart also gets
// delayed cart.reminders jobs for its three due times (routes/commerce/checkout.ts): each sends what is due then,
// and nothing once the cart was bought, emptied or unsubscribed; the minutely sweep is the backstop. The cart's
// unsubscribe is checked again when the mail is sent (mail/smtpSender.ts).
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { carts, mailHeaders, mailOutbox, orders, products, users } from '../db/schema.ts';
import { isCountryCode, type Tenant } from '@domain/markets/types.ts';
import { pickMailLanguage } from '../mail/templates.ts';
import { cartAbandonMail } from '../mail/commerceMails.ts';
import { checkoutPath } from './links.ts';
import type { MailQueue } from '../mail/queueMail.ts';

const HOUR = 60 * 60 * 1000;
/** Reminder n (0-based) goes out this long after the cart was last touched. */
export const REMINDER_DELAYS_MS = [1 * HOUR, 24 * HOUR, 72 * HOUR] as const;

export const unsubscribePath = (token: string) => `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;

/** Sends the reminders that are due (of one user's cart when `userId` is given); returns how many were queued. */
export async function sendDueCartReminders(db: Db, mailQueue: MailQueue, publicUrl: string, now: number, onlyUser?: string): Promise<number> {
  const at = new Date(now);
  const candidates = await db
    .select({ userId: carts.userId })
    .from(carts)
    .where(
      and(
        eq(carts.marketingConsent, true),
        eq(carts.unsubscribed, false),
        onlyUser === undefined ? undefined : eq(carts.userId, onlyUser),
        lt(carts.remindersSent, REMINDER_DELAYS_MS.length),
        sql`jsonb_array_length(${carts.lines}) > 0`,
        // The first reminder's delay; the exact one of the next reminder is checked under the cart's lock below.
        lte(carts.updatedAt, new Date(now - REMINDER_DELAYS_MS[0])),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const { userId } of candidates) {
    const queued = await db.transaction(async (tx) => {
      const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
      if (!cart || !cart.marketingConsent || cart.unsubscribed || cart.lines.length === 0 || cart.remindersSent >= REMINDER_DELAYS_MS.length) return false;
      if (cart.updatedAt.getTime() + REMINDER_DELAYS_MS[cart.remindersSent]! > now) return false;
      // An order placed since the cart was last touched: the buyer is paying or has paid.
      const [placed] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), gt(orders.createdAt, cart.updatedAt), inArray(orders.status, ['pending_payment', 'paid'])))
        .limit(1);
      const [user] = await tx.select({ email: users.email, userName: users.userName, locale: users.locale, country: users.country }).from(users).where(eq(users.id, userId));
      if (placed || !user) {
        await tx.update(carts).set({ remindersSent: REMINDER_DELAYS_MS.length }).where(eq(carts.userId, userId));
        return false;
      }
      const titles = await tx.select({ title: products.title }).from(products).where(inArray(products.productId, cart.lines.map((line) => line.productId)));
      const country = cart.country && isCountryCode(cart.country) ? cart.country : user.country && isCountryCode(user.country) ? user.country : 'de';
      const lang = pickMailLanguage(cart.tenant as Tenant, cart.locale ?? user.locale, country);
      const unsubscribeUrl = publicUrl + unsubscribePath(cart.unsubscribeToken);
      const mail = cartAbandonMail(lang, cart.tenant as Tenant, {
        userName: user.userName,
        products: titles.map((row) => row.title),
        cartUrl: publicUrl + checkoutPath(country),
        unsubscribeUrl,
      });
      const [row] = await tx
        .insert(mailOutbox)
        .values({ toAddress: user.email, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, locale: mail.locale, createdAt: at })
        .returning({ id: mailOutbox.id });
      // RFC 8058 one-click unsubscribe.
      await tx.insert(mailHeaders).values({ mailId: row!.id, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
      await tx.update(carts).set({ remindersSent: cart.remindersSent + 1 }).where(eq(carts.userId, userId));
      await mailQueue(tx, [row!.id]);
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** The cart of an unsubscribe token (tenant, locale, country, whether it is unsubscribed), read without changing it. */
export async function cartOfUnsubscribeToken(db: Db, token: string) {
  const [cart] = await db
    .select({ tenant: carts.tenant, locale: carts.locale, country: carts.country, unsubscribed: carts.unsubscribed })
    .from(carts)
    .where(eq(carts.unsubscribeToken, token));
  return cart ?? null;
}

/** The button of the unsubscribe page (or the mail client's List-Unsubscribe-Post): no more reminders for this cart. */
export async function unsubscribeCartReminders(db: Db, token: string): Promise<boolean> {
  const rows = await db.update(carts).set({ unsubscribed: true }).where(eq(carts.unsubscribeToken, token)).returning({ userId: carts.userId });
  return rows.length > 0;
}
