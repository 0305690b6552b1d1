// The whole sale in test mode over real HTTP (issue 13): checkout → test payment page → signed event on the webhook
// route → fulfil; then what the buyer and a second visitor see: orders, questions, entitlement token, end dates,
// mails; a declined card; refund, renewal; SEPA settling later through the sweep; a bank transfer arriving in parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { api, jsonCall } from '../../test/auth.ts';
import { cloudDemo, cloudProduct, networkingProduct } from '../../test/exam.ts';
import { checkoutBody, monthlyPrice, operatorHeaders, postCheckout, servedKeySet, signedInUser, testPaymentCall } from '../../test/commerce.ts';
import { entitlements, mailOutbox, orders } from '../../db/schema.ts';
import type { OrderView } from '@domain/commerce/orders.ts';
import type { EntitlementClaims } from '@domain/commerce/entitlementToken.ts';

let app: TestApp;
let now = Date.now();
beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now, config: { testPaymentDelayMs: 10_000 } });
  // The test-mode provider posts its events to the webhook route over real HTTP.
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const questions = (productId: string, headers: Record<string, string> = {}) => app.fastify.inject({ url: api(`products/${encodeURIComponent(productId)}/questions`), headers });
const orderOf = async (userId: string, headers: Record<string, string>, orderId: string) =>
  (await jsonCall(app, 'GET', `orders/${userId}/${orderId}`, undefined, { headers })).json<OrderView>();

async function startCheckout(productId: string, months: 1 | 3 | 12 = 1, oneTime = false) {
  const buyer = await signedInUser(app);
  const price = await monthlyPrice(app, productId);
  const total = months === 1 ? price : Math.round((price * (months === 3 ? 2.5 : 8) - 99) / 100) * 100 + 99;
  const response = await postCheckout(app, buyer.headers, checkoutBody(productId, total, { lines: [{ productId, months }], ...(oneTime ? { oneTime: true } : {}) }));
  expect(response.statusCode, response.body).toBe(200);
  const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
  const sessionId = redirectUrl.split('/').pop()!;
  return { ...buyer, orderId, redirectUrl, sessionId, total };
}

const payByCard = (sessionId: string, cardNumber = '4242 4242 4242 4242') => testPaymentCall(app, 'POST', `${sessionId}/pay`, { method: 'card', cardNumber, expiry: '12/34', cvc: '123' });

describe('buying a full product in test mode', () => {
  it('refuses the bank to a visitor (401) and to a signed-in user without the product (403), and keeps the demo public', async () => {
    const anonymous = await questions(cloudProduct('de'));
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signedInUser(app);
    const stranger = await questions(cloudProduct('de'), headers);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: 'not_entitled', message: expect.any(String) });
    const demo = await questions(cloudDemo('de'));
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['cache-control']).toMatch(/^public/);
  });

  it('pays with 4242…: the order becomes paid through the webhook, the buyer gets the bank, a token and end dates, a second user still gets 403', async () => {
    const productId = cloudProduct('de');
    const sale = await startCheckout(productId);
    expect(sale.redirectUrl).toBe(`/de/pay/test/${sale.sessionId}`);
    const session = await testPaymentCall(app, 'GET', sale.sessionId);
    expect(session.json()).toMatchObject({ orderId: sale.orderId, currency: 'EUR', amountMinor: sale.total, methods: expect.arrayContaining(['card']), status: 'open' });
    expect(session.json<{ methods: string[] }>().methods).not.toContain('sofort');
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('pending_payment');

    const paid = await payByCard(sale.sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ outcome: 'succeeded', redirectUrl: `/de/kasse?order=${sale.orderId}` });

    const order = await orderOf(sale.userId, sale.headers, sale.orderId);
    expect(order).toMatchObject({ status: 'paid', totalMinor: sale.total, currency: 'EUR', provider: 'test', providerRef: sale.sessionId, vatRatePercent: 19 });
    expect(order.receiptNumber).toMatch(/^EQ-\d{4}-\d{6}$/);
    expect(order.vatMinor).toBe(sale.total - Math.round((sale.total * 100) / 119));
    expect(order.lines).toEqual([{ productId, months: 1, amountMinor: sale.total }]);

    const bank = await questions(productId, sale.headers);
    expect(bank.statusCode).toBe(200);
    expect(bank.headers['cache-control']).toMatch(/^private/);
    expect(bank.headers['cache-control']).not.toMatch(/public/);
    expect((await questions(productId, (await signedInUser(app)).headers)).statusCode).toBe(403);

    const me = (await jsonCall(app, 'GET', 'user/me', undefined, { headers: sale.headers })).json<{ endDates: { productId: string; endDate: string }[]; subscribedProducts: string[] }>();
    expect(me.endDates.map((row) => row.productId)).toEqual([productId]);
    expect(me.subscribedProducts).toEqual([productId]);

    const token = (await jsonCall(app, 'GET', `entitlements/${sale.userId}`, undefined, { headers: sale.headers })).json<{ token: string; products: { productId: string; endsAt: number }[]; serverTime: number }>();
    const { payload } = await jwtVerify<EntitlementClaims>(token.token, await servedKeySet(app));
    expect(payload.sub).toBe(sale.userId);
    expect(payload.products).toEqual(token.products);
    expect(payload.products.map((grant) => grant.productId)).toEqual([productId]);
    expect(payload.products[0]!.endsAt).toBeGreaterThan(now + 27 * 24 * 3600 * 1000);

    const me2 = await app.testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.createdAt, new Date(now)));
    const subjects = me2.filter((mail) => mail.toAddress.includes(sale.userId)).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringContaining('Willkommen'), expect.stringContaining(order.receiptNumber!)]));
  });

  it('declines 4000 0000 0000 0002 with 402 and a message; the session stays open and a good card then pays', async () => {
    const sale = await startCheckout(networkingProduct('de'));
    const declined = await payByCard(sale.sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'card_declined', message: 'Your card was declined.' });
    const poor = await payByCard(sale.sessionId, '4000000000009995');
    expect(poor.json()).toMatchObject({ error: 'insufficient_funds' });
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('pending_payment');
    expect((await payByCard(sale.sessionId)).statusCode).toBe(200);
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('paid');
    expect((await payByCard(sale.sessionId)).statusCode).toBe(409);
  });

  it('refund from the dashboard revokes the product; renew extends it', async () => {
    const productId = cloudProduct('at');
    const sale = await startCheckout(productId);
    await payByCard(sale.sessionId);
    const before = (await jsonCall(app, 'GET', 'user/me', undefined, { headers: sale.headers })).json<{ endDates: { endDate: string }[] }>().endDates[0]!.endDate;

    const ops = await operatorHeaders(app);
    expect((await testPaymentCall(app, 'POST', `${sale.sessionId}/renew`, undefined, ops)).statusCode).toBe(200);
    const after = (await jsonCall(app, 'GET', 'user/me', undefined, { headers: sale.headers })).json<{ endDates: { endDate: string }[] }>().endDates[0]!.endDate;
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThan(27 * 24 * 3600 * 1000);

    const list = (await testPaymentCall(app, 'GET', '', undefined, ops)).json<{ sessionId: string; paymentId: string; renewals: number }[]>();
    const row = list.find((payment) => payment.sessionId === sale.sessionId)!;
    expect(row.renewals).toBe(1);
    expect((await testPaymentCall(app, 'POST', `${row.paymentId}/refund`, undefined, ops)).statusCode).toBe(200);
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('refunded');
    expect((await questions(productId, sale.headers)).statusCode).toBe(403);
    expect((await jsonCall(app, 'GET', 'user/me', undefined, { headers: sale.headers })).json()).toMatchObject({ endDates: [], subscribedProducts: [] });
    const rows = await app.testDb.database.db.select().from(entitlements).where(eq(entitlements.userId, sale.userId));
    expect(rows).toHaveLength(2);
    expect(rows.every((entitlement) => entitlement.revokedAt !== null)).toBe(true);
    expect((await testPaymentCall(app, 'POST', `${row.paymentId}/refund`, undefined, ops)).statusCode).toBe(409);
  });

  it('SEPA: processing first, paid once the delay has passed and the sweep ran', async () => {
    const sale = await startCheckout(cloudProduct('de'), 3);
    const pay = await testPaymentCall(app, 'POST', `${sale.sessionId}/pay`, { method: 'sepa_debit', iban: 'AT32 1904 3002 3547 3204' });
    expect(pay.json()).toMatchObject({ outcome: 'processing' });
    const pending = await orderOf(sale.userId, sale.headers, sale.orderId);
    expect(pending).toMatchObject({ status: 'pending_payment', instructions: { kind: 'processing', method: 'sepa_debit' } });
    await app.commerce.sweep();
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('pending_payment');
    now += 11_000;
    await app.commerce.sweep();
    expect((await orderOf(sale.userId, sale.headers, sale.orderId))).toMatchObject({ status: 'paid', instructions: null, lines: [{ months: 3 }] });
  });

  it('SEPA with the failing test IBAN fails after the delay, with a payment-error mail', async () => {
    const sale = await startCheckout(cloudProduct('fr'));
    await testPaymentCall(app, 'POST', `${sale.sessionId}/pay`, { method: 'sepa_debit', iban: 'AT861904300235473202' });
    now += 11_000;
    await app.commerce.sweep();
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('failed');
  });

  it('a bank transfer may arrive in parts: the remaining amount shows, the last part pays', async () => {
    // A plan that renews offers only the methods that can renew; paying once offers them all.
    const renewing = await startCheckout(cloudProduct('de'));
    expect((await testPaymentCall(app, 'GET', renewing.sessionId)).json()).toMatchObject({ methods: ['card', 'sepa_debit'], recurring: true });
    const sale = await startCheckout(cloudProduct('de'), 1, true);
    expect((await testPaymentCall(app, 'GET', sale.sessionId)).json<{ methods: string[] }>().methods).toEqual(['card', 'sepa_debit', 'customer_balance']);
    await testPaymentCall(app, 'POST', `${sale.sessionId}/pay`, { method: 'customer_balance' });
    const part = await testPaymentCall(app, 'POST', `${sale.sessionId}/transfer`, { amountMinor: 100 }, await operatorHeaders(app));
    expect(part.json()).toEqual({ ok: true, amountRemainingMinor: sale.total - 100 });
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).instructions).toMatchObject({ kind: 'bank_transfer', amountRemainingMinor: sale.total - 100 });
    await testPaymentCall(app, 'POST', `${sale.sessionId}/transfer`, { amountMinor: sale.total - 100 }, await operatorHeaders(app));
    expect((await orderOf(sale.userId, sale.headers, sale.orderId)).status).toBe('paid');
  });

  it("answers 404 for another user's order and 403 for their order list", async () => {
    const sale = await startCheckout(cloudProduct('it'));
    const other = await signedInUser(app);
    expect((await jsonCall(app, 'GET', `orders/${other.userId}/${sale.orderId}`, undefined, { headers: other.headers })).statusCode).toBe(404);
    expect((await jsonCall(app, 'GET', `orders/${sale.userId}`, undefined, { headers: other.headers })).statusCode).toBe(403);
    const rows = await app.testDb.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, sale.userId));
    expect(rows).toHaveLength(1);
  });
});
