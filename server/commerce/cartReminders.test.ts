// Cart-abandon reminders: only with the checkout's marketing consent, at 1 h, 24 h and 72 h after the cart was last
// touched and never more than three, none after the purchase, with List-Unsubscribe headers and a working one-click
// unsubscribe; the SMTP sender hands the headers on (checked on the stored headers it reads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { jsonCall } from '../test/auth.ts';
import { cloudProduct } from '../test/exam.ts';
import { checkoutBody, monthlyPrice, postCheckout, signedInUser } from '../test/commerce.ts';
import { carts, mailHeaders, mailOutbox, orders, users } from '../db/schema.ts';
import { sendDueCartReminders } from './cartReminders.ts';
import { fulfil } from './fulfil.ts';
import { NO_DELIVERY } from '../mail/queueMail.ts';

const HOUR = 3600_000;
let now = Date.UTC(2031, 0, 1);
let app: TestApp;
let price: number;
beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now });
  price = await monthlyPrice(app, cloudProduct('de'));
});
afterAll(() => app.close());

const db = () => app.testDb.database.db;
const sweep = () => sendDueCartReminders(db(), NO_DELIVERY, 'https://shop.example', now);

async function remindersTo(userId: string) {
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  const rows = await db().select().from(mailOutbox).leftJoin(mailHeaders, eq(mailHeaders.mailId, mailOutbox.id)).where(eq(mailOutbox.toAddress, user!.email));
  return rows.filter((row) => row.mail_outbox.subject.includes('Warenkorb'));
}

/** A buyer who filled the cart and went through checkout (with or without consent) but did not pay. */
async function abandonedCart(marketingConsent: boolean) {
  const buyer = await signedInUser(app, 'eq', () => now);
  await jsonCall(app, 'PUT', `cart/${buyer.userId}`, { lines: [{ productId: cloudProduct('de'), months: 1 }] }, { headers: buyer.headers });
  const checkout = await postCheckout(app, buyer.headers, checkoutBody(cloudProduct('de'), price, { marketingConsent }));
  expect(checkout.statusCode, checkout.body).toBe(200);
  // The order was placed before the cart was touched again: only the cart's last touch counts.
  now += 1000;
  await jsonCall(app, 'PUT', `cart/${buyer.userId}`, { lines: [{ productId: cloudProduct('de'), months: 3 }] }, { headers: buyer.headers });
  return { ...buyer, orderId: checkout.json<{ orderId: string }>().orderId };
}

describe('cart-abandon reminders', () => {
  it('sends three at most, at 1 h, 24 h and 72 h, with one-click unsubscribe headers, only with consent', async () => {
    const consenting = await abandonedCart(true);
    const silent = await abandonedCart(false);
    now += HOUR - 2000;
    await sweep();
    expect(await remindersTo(consenting.userId)).toHaveLength(0);
    now += 2000;
    await sweep();
    const first = await remindersTo(consenting.userId);
    expect(first).toHaveLength(1);
    const headers = first[0]!.mail_headers!.headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=[\w-]+>$/);
    expect(first[0]!.mail_outbox.textBody).toContain(headers['List-Unsubscribe']!.slice(1, -1));
    await sweep();
    expect(await remindersTo(consenting.userId)).toHaveLength(1);
    now += 23 * HOUR;
    await sweep();
    expect(await remindersTo(consenting.userId)).toHaveLength(2);
    now += 48 * HOUR;
    await sweep();
    now += 500 * HOUR;
    await sweep();
    expect(await remindersTo(consenting.userId)).toHaveLength(3);
    expect(await remindersTo(silent.userId)).toHaveLength(0);
  });

  it('stops after one click on unsubscribe (POST without cookie or XSRF, as mail clients send it)', async () => {
    const buyer = await abandonedCart(true);
    now += HOUR;
    await sweep();
    const [mail] = await remindersTo(buyer.userId);
    const url = new URL(mail!.mail_headers!.headers['List-Unsubscribe']!.slice(1, -1));
    const click = await app.fastify.inject({ method: 'POST', url: url.pathname + url.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode, click.body).toBe(204);
    now += 30 * HOUR;
    await sweep();
    expect(await remindersTo(buyer.userId)).toHaveLength(1);
    expect((await app.fastify.inject({ url: '/api/mail/unsubscribe?token=unknown-token-unknown-token' })).statusCode).toBe(404);
  });

  it("opens the mail's link as a page with one button that changes nothing; its button (a POST) unsubscribes", async () => {
    const buyer = await abandonedCart(true);
    now += HOUR;
    await sweep();
    const [mail] = await remindersTo(buyer.userId);
    const url = new URL(mail!.mail_headers!.headers['List-Unsubscribe']!.slice(1, -1));
    const unsubscribed = async () => (await db().select({ unsubscribed: carts.unsubscribed }).from(carts).where(eq(carts.userId, buyer.userId)))[0]!.unsubscribed;
    // Opened (or prefetched by a mail scanner) twice: a page in the cart's language, nothing changed.
    for (let i = 0; i < 2; i++) {
      const opened = await app.fastify.inject({ url: url.pathname + url.search });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      expect(opened.body).toContain('<html lang="de">');
      expect(opened.body.match(/<button/g)).toHaveLength(1);
      expect(opened.body).toContain('<form method="post" action="/api/mail/unsubscribe/page?token=');
    }
    expect(await unsubscribed()).toBe(false);
    now += 23 * HOUR;
    await sweep();
    expect(await remindersTo(buyer.userId)).toHaveLength(2);
    // The page's button: a form POST without cookie or XSRF header, answered with a page.
    const action = /action="([^"]+)"/.exec((await app.fastify.inject({ url: url.pathname + url.search })).body)![1]!.replaceAll('&amp;', '&');
    const pressed = await app.fastify.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.body).toContain('Sie erhalten keine Warenkorb-Erinnerungen mehr.');
    expect(await unsubscribed()).toBe(true);
    expect((await app.fastify.inject({ url: url.pathname + url.search })).body).not.toContain('<button');
    now += 60 * HOUR;
    await sweep();
    expect(await remindersTo(buyer.userId)).toHaveLength(2);
    const unknown = await app.fastify.inject({ method: 'POST', url: '/api/mail/unsubscribe/page?token=unknown-token-unknown-token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'This unsubscribe link is not valid.' });
  });

  it('sends none once the cart was bought', async () => {
    const buyer = await abandonedCart(true);
    await db().transaction((tx) => fulfil({ tx, publicUrl: 'https://shop.example', at: new Date(now), mailQueue: NO_DELIVERY }, buyer.orderId));
    const [cart] = await db().select().from(carts).where(eq(carts.userId, buyer.userId));
    expect(cart!.lines).toEqual([]);
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, buyer.orderId));
    expect(order!.status).toBe('paid');
    now += 80 * HOUR;
    await sweep();
    expect(await remindersTo(buyer.userId)).toHaveLength(0);
  });

  it('a touched cart gets delayed cart.reminders jobs at 1 h, 24 h and 72 h; the job sends what is due, nothing once bought', async () => {
    const buyer = await abandonedCart(true);
    const touchedAt = now;
    const jobs = (
      (await db().execute(
        sql`select start_after from pgboss.job where name = 'cart.reminders' and data->>'userId' = ${buyer.userId} order by start_after`,
      )) as unknown as { rows: { start_after: string | Date }[] }
    ).rows.map((row) => new Date(row.start_after).getTime() - touchedAt);
    // Those of the last touch (the cart's first touch, a second earlier, made its own).
    expect(jobs).toEqual(expect.arrayContaining([HOUR, 24 * HOUR, 72 * HOUR]));
    // The first job's work at its due time: one reminder; the second, after a purchase: nothing.
    now = touchedAt + HOUR;
    await app.commerce.sendCartReminder(buyer.userId);
    expect(await remindersTo(buyer.userId)).toHaveLength(1);
    await db().transaction((tx) => fulfil({ tx, publicUrl: 'https://shop.example', at: new Date(now), mailQueue: NO_DELIVERY }, buyer.orderId));
    now = touchedAt + 24 * HOUR;
    await app.commerce.sendCartReminder(buyer.userId);
    expect(await remindersTo(buyer.userId)).toHaveLength(1);
  });
});
