// Plans that renew (issue 21), through the webhook route with events signed by the Stripe SDK's own
// generateTestHeaderString: invoice.paid renews once per invoice (a second receipt), invoice.payment_failed mails the
// buyer and keeps access to the paid end, customer.subscription.updated shows cancel_at_period_end, deleted ends the
// plan; redeliveries change nothing; unknown subscriptions are ignored with a 2xx. Then the subscription routes' bad
// input, and the test-mode provider's subscription with its test clock, end to end.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { cloudProduct } from '../test/exam.ts';
import { checkoutBody, deliverEvent, monthlyPrice, operatorHeaders, postCheckout, signedInUser, testPaymentCall } from '../test/commerce.ts';
import { jsonCall } from '../test/auth.ts';
import { entitlements, mailOutbox, planSubscriptions, subscriptionInvoices } from '../db/schema.ts';
import type { SubscriptionView } from '@domain/commerce/subscriptions.ts';
import type { OrderView } from '@domain/commerce/orders.ts';
import { planAmountMinor } from '@domain/commerce/cartTotals.ts';
import { PORTAL_LINK_LIFETIME_MS, signPortalLink } from '../payments/portalLinks.ts';

let app: TestApp;
let price: number;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { stripeWebhookSecret: 'whsec_test_subscriptions_secret' } });
  price = await monthlyPrice(app, cloudProduct('de'));
});
afterAll(() => app.close());

const db = () => app.testDb.database.db;
const eventId = () => `evt_${crypto.randomBytes(10).toString('hex')}`;
const DAY = 24 * 3600 * 1000;

/** A paid monthly plan settled by a signed checkout.session.completed naming its subscription. */
async function subscribedOrder() {
  const buyer = await signedInUser(app);
  const response = await postCheckout(app, buyer.headers, checkoutBody(cloudProduct('de'), price));
  expect(response.statusCode, response.body).toBe(200);
  const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
  const subscriptionId = `sub_${crypto.randomBytes(8).toString('hex')}`;
  const completed = {
    id: eventId(),
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: redirectUrl.split('/').pop(), object: 'checkout.session', mode: 'subscription', metadata: { orderId, tenant: 'eq' }, payment_status: 'paid', payment_intent: null, subscription: subscriptionId } },
  };
  expect((await deliverEvent(app, completed)).json()).toMatchObject({ outcome: 'fulfilled' });
  return { ...buyer, orderId, subscriptionId };
}

const accessEnd = async (orderId: string) =>
  Math.max(...(await db().select().from(entitlements).where(and(like(entitlements.sourceRef, `${orderId}%`), isNull(entitlements.revokedAt)))).map((row) => row.endsAt.getTime()));

const mailsTo = async (userId: string) => (await db().select({ subject: mailOutbox.subject, text: mailOutbox.textBody, to: mailOutbox.toAddress }).from(mailOutbox)).filter((mail) => mail.to.includes(userId));

const invoiceEvent = (type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string, invoiceId: string, start: number, end: number) => ({
  id: eventId(),
  object: 'event',
  type,
  data: {
    object: {
      id: invoiceId,
      object: 'invoice',
      amount_paid: type === 'invoice.paid' ? price : 0,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { tenant: 'eq' } } },
      lines: { object: 'list', data: [{ period: { start: Math.floor(start / 1000), end: Math.floor(end / 1000) } }] },
    },
  },
});

const subscriptionEvent = (type: 'customer.subscription.updated' | 'customer.subscription.deleted', subscriptionId: string, orderId: string, periodEnd: number, extra: Record<string, unknown> = {}) => ({
  id: eventId(),
  object: 'event',
  type,
  data: { object: { id: subscriptionId, object: 'subscription', status: 'active', cancel_at_period_end: false, metadata: { orderId, tenant: 'eq' }, items: { object: 'list', data: [{ current_period_end: Math.floor(periodEnd / 1000) }] }, ...extra } },
});

const listOf = async (user: { userId: string; headers: Record<string, string> }) => (await jsonCall(app, 'GET', `subscriptions/${user.userId}`, undefined, { headers: user.headers })).json<SubscriptionView[]>();

describe('subscription events at the webhook', () => {
  it('starts the plan with the paid period; invoice.paid renews once per invoice, with a second receipt', async () => {
    const order = await subscribedOrder();
    const firstEnd = await accessEnd(order.orderId);
    expect(await listOf(order)).toMatchObject([{ subscriptionId: order.subscriptionId, status: 'active', months: 1, amountMinor: price, currentPeriodEnd: new Date(firstEnd).toISOString(), cancelAtPeriodEnd: false }]);

    // Stripe's times are whole seconds.
    const renewedEnd = Math.floor((firstEnd + 30 * DAY) / 1000) * 1000;
    const paid = invoiceEvent('invoice.paid', order.subscriptionId, 'in_renewal_1', firstEnd, renewedEnd);
    expect((await deliverEvent(app, paid)).json()).toMatchObject({ outcome: 'renewed' });
    expect((await deliverEvent(app, paid)).json()).toEqual({ received: true, duplicate: true });
    // The same invoice in another event: nothing more.
    expect((await deliverEvent(app, { ...paid, id: eventId() })).json()).toMatchObject({ outcome: 'already_renewed' });
    expect(await accessEnd(order.orderId)).toBe(renewedEnd);
    expect((await listOf(order))[0]!.currentPeriodEnd).toBe(new Date(renewedEnd).toISOString());
    const [invoice] = await db().select().from(subscriptionInvoices).where(eq(subscriptionInvoices.invoiceId, 'in_renewal_1'));
    expect(invoice?.receiptNumber).toMatch(/^EQ-\d{4}-\d{6}$/);
    const receipts = (await mailsTo(order.userId)).filter((mail) => /Rechnung/.test(mail.subject));
    expect(receipts).toHaveLength(2);
    // Lines name the product by its title with the plan's period, never by its id.
    for (const mail of receipts) expect(mail.text).toMatch(/ · 1 Monat · /);
    expect(receipts.map((mail) => mail.text).join('\n')).not.toContain(`${cloudProduct('de')} · `);

    const first = { id: eventId(), object: 'event', type: 'invoice.paid', data: { object: { id: 'in_first', object: 'invoice', billing_reason: 'subscription_create', parent: { subscription_details: { subscription: order.subscriptionId } } } } };
    expect((await deliverEvent(app, first)).json()).toMatchObject({ outcome: 'ignored: first invoice' });
  });

  it('invoice.payment_failed mails the buyer once per event and keeps access to the paid end', async () => {
    const order = await subscribedOrder();
    const end = await accessEnd(order.orderId);
    const failed = invoiceEvent('invoice.payment_failed', order.subscriptionId, 'in_failed_1', end, end + 30 * DAY);
    expect((await deliverEvent(app, failed)).json()).toMatchObject({ outcome: 'mailed' });
    expect((await deliverEvent(app, failed)).json()).toMatchObject({ duplicate: true });
    // Stripe moves the period on before the invoice is paid: access does not follow it.
    expect((await deliverEvent(app, subscriptionEvent('customer.subscription.updated', order.subscriptionId, order.orderId, end + 30 * DAY, { status: 'past_due' }))).json()).toMatchObject({ outcome: 'updated' });
    expect(await accessEnd(order.orderId)).toBe(end);
    expect((await listOf(order))[0]).toMatchObject({ status: 'past_due' });
    const failures = (await mailsTo(order.userId)).filter((mail) => /verlängert/.test(mail.subject));
    expect(failures).toHaveLength(1);
    expect(failures[0]!.text).toContain('/de/?view=my-products');
    // Issue 35: it names the plan's product (by its title, not its id) and period, as the receipt does.
    expect(failures[0]!.text).toMatch(/ · 1 Monat · /);
    expect(failures[0]!.text).not.toContain(`${cloudProduct('de')} · `);
  });

  it('customer.subscription.updated shows cancel_at_period_end; deleted ends the plan; redeliveries change nothing', async () => {
    const order = await subscribedOrder();
    const end = await accessEnd(order.orderId);
    const cancelled = subscriptionEvent('customer.subscription.updated', order.subscriptionId, order.orderId, end, { cancel_at_period_end: true });
    expect((await deliverEvent(app, cancelled)).json()).toMatchObject({ outcome: 'updated' });
    expect((await deliverEvent(app, cancelled)).json()).toMatchObject({ duplicate: true });
    expect((await listOf(order))[0]).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(await accessEnd(order.orderId)).toBe(end);

    const deleted = subscriptionEvent('customer.subscription.deleted', order.subscriptionId, order.orderId, end, { status: 'canceled', cancel_at_period_end: true });
    expect((await deliverEvent(app, deleted)).json()).toMatchObject({ outcome: 'ended' });
    expect((await listOf(order))[0]).toMatchObject({ status: 'canceled' });
    // It arrived before the paid end (a test clock runs ahead of us): access ends on arrival.
    expect(await accessEnd(order.orderId)).toBeLessThanOrEqual(Date.now());
    expect((await deliverEvent(app, { ...deleted, id: eventId() })).json()).toMatchObject({ outcome: 'ignored: subscription ended' });
  });

  it('ignores (2xx) events of a subscription we do not know, changing nothing', async () => {
    const before = await db().select().from(planSubscriptions);
    for (const event of [
      invoiceEvent('invoice.paid', 'sub_nobody', 'in_nobody', Date.now(), Date.now() + 30 * DAY),
      invoiceEvent('invoice.payment_failed', 'sub_nobody', 'in_nobody_2', Date.now(), Date.now() + 30 * DAY),
      subscriptionEvent('customer.subscription.updated', 'sub_nobody', 'ord_nobody', Date.now() + DAY),
      subscriptionEvent('customer.subscription.deleted', 'sub_nobody', 'ord_nobody', Date.now() + DAY),
    ]) {
      const answer = await deliverEvent(app, event);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ outcome: 'ignored: unknown subscription' });
    }
    expect(await db().select().from(planSubscriptions)).toEqual(before);
  });
});

describe('subscription routes refuse bad input with a 4xx and a message, changing nothing', () => {
  it("someone else's, another tenant's, an ended one, resuming one that renews", async () => {
    const order = await subscribedOrder();
    const other = await signedInUser(app);
    const otherTenant = await signedInUser(app, 'cq');
    const call = (user: { userId: string; headers: Record<string, string> }, change: string, tenant: 'eq' | 'cq' = 'eq') =>
      jsonCall(app, 'POST', `subscriptions/${user.userId}/${order.subscriptionId}/${change}`, {}, { headers: user.headers, tenant });
    const refusals = [
      [await call(other, 'cancel'), 404],
      [await jsonCall(app, 'POST', `subscriptions/${order.userId}/${order.subscriptionId}/cancel`, {}, { headers: other.headers }), 403],
      [await call(otherTenant, 'cancel', 'cq'), 404],
      [await call(order, 'resume'), 409],
      [await call(other, 'payment-method'), 404],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const end = await accessEnd(order.orderId);
    await deliverEvent(app, subscriptionEvent('customer.subscription.deleted', order.subscriptionId, order.orderId, end, { status: 'canceled' }));
    const after = await call(order, 'resume');
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ error: 'subscription_ended' });
    expect((await listOf(order))[0]).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
  });
});

describe('test mode: a subscription with a test clock', () => {
  it('renews with the saved card, cancels and resumes through events, fails with …0341 (mail, access kept), then ends', async () => {
    const buyer = await signedInUser(app);
    const response = await postCheckout(app, buyer.headers, checkoutBody(cloudProduct('de'), price));
    const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
    const sessionId = redirectUrl.split('/').pop()!;
    expect((await testPaymentCall(app, 'POST', `${sessionId}/pay`, { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).statusCode).toBe(200);
    const [plan] = await listOf(buyer);
    expect(plan).toMatchObject({ provider: 'test', status: 'active', cancelAtPeriodEnd: false });
    const firstEnd = await accessEnd(orderId);

    const ops = await operatorHeaders(app);
    const advance = async () => {
      const response = await testPaymentCall(app, 'POST', `${sessionId}/advance`, undefined, ops);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ outcome: string }>().outcome;
    };
    expect(await advance()).toBe('renewed');
    const renewedEnd = await accessEnd(orderId);
    expect(renewedEnd - firstEnd).toBeGreaterThan(27 * DAY);
    expect((await listOf(buyer))[0]!.currentPeriodEnd).toBe(new Date(renewedEnd).toISOString());
    expect((await mailsTo(buyer.userId)).filter((mail) => /Rechnung/.test(mail.subject))).toHaveLength(2);

    const change = (kind: string) => jsonCall(app, 'POST', `subscriptions/${buyer.userId}/${plan!.subscriptionId}/${kind}`, {}, { headers: buyer.headers });
    expect((await change('cancel')).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await change('resume')).json()).toMatchObject({ cancelAtPeriodEnd: false });

    const portal = (await jsonCall(app, 'POST', `subscriptions/${buyer.userId}/${plan!.subscriptionId}/payment-method`, {}, { headers: buyer.headers })).json<{ url: string }>();
    expect(portal.url).toMatch(new RegExp(`^/de/pay/test/${plan!.subscriptionId}\\?return=`));
    const link = new URL(portal.url, 'http://shop.test').searchParams;
    const back = link.get('return');
    const token = link.get('token')!;
    expect(back).toBe('/de/?view=my-products');
    const card = (number: string, returnUrl = back!) => testPaymentCall(app, 'POST', `subscriptions/${plan!.subscriptionId}/card`, { cardNumber: number, expiry: '12/34', cvc: '123', returnUrl, token });
    // Issue 21: an unknown Billing Portal return is refused with a 4xx and a message, and nothing changes.
    const viewOf = async () => (await testPaymentCall(app, 'GET', `subscriptions/${plan!.subscriptionId}?token=${encodeURIComponent(token)}`)).json<{ cardLast4: string }>();
    const before = await viewOf();
    for (const unknown of ['https://evil.example/de/?view=my-products', '//evil.example', '/de/checkout', '/xx/?view=my-products']) {
      const refused = await card('4000 0000 0000 0341', unknown);
      expect(refused.statusCode, unknown).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'unknown_return', message: expect.stringMatching(/My products/) });
    }
    expect((await testPaymentCall(app, 'POST', `subscriptions/${plan!.subscriptionId}/card`, { cardNumber: '4000 0000 0000 0341', expiry: '12/34', cvc: '123', token })).statusCode).toBe(400);
    expect(await viewOf()).toEqual(before);
    expect((await card('4000 0000 0000 0002')).statusCode).toBe(402);
    expect((await card('4000 0000 0000 0341')).statusCode).toBe(200);

    expect(await advance()).toBe('failed');
    expect(await accessEnd(orderId)).toBe(renewedEnd);
    expect((await listOf(buyer))[0]).toMatchObject({ status: 'past_due' });
    expect((await mailsTo(buyer.userId)).filter((mail) => /verlängert/.test(mail.subject))).toHaveLength(1);

    // The retry 3 days on fails too: the subscription ends then (its test clock's time), after the paid end.
    expect(await advance()).toBe('ended');
    expect((await listOf(buyer))[0]).toMatchObject({ status: 'canceled' });
    expect(await accessEnd(orderId)).toBe(renewedEnd);
    expect((await testPaymentCall(app, 'POST', `${sessionId}/advance`, undefined, ops)).statusCode).toBe(409);
  });
});

describe('test mode: the test clock, the payment method link and a bill for every payment (issue 35)', () => {
  /** A 3-month plan paid with 4242 on the test payment page, and the operator's clock. */
  async function quarterlyPlan() {
    const buyer = await signedInUser(app);
    const productId = cloudProduct('de');
    const total = planAmountMinor(price, 3);
    const response = await postCheckout(app, { ...buyer.headers, 'x-country': 'de' }, checkoutBody(productId, total, { lines: [{ productId, months: 3 }] }));
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
    const sessionId = redirectUrl.split('/').pop()!;
    expect((await testPaymentCall(app, 'POST', `${sessionId}/pay`, { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).statusCode).toBe(200);
    const [plan] = await listOf(buyer);
    const ops = await operatorHeaders(app);
    const advance = (step: string) => testPaymentCall(app, 'POST', `${sessionId}/advance?step=${step}`, undefined, ops);
    return { buyer, orderId, sessionId, plan: plan!, total, advance };
  }
  const portalLink = async (user: { userId: string; headers: Record<string, string> }, subscriptionId: string) => {
    const { url } = (await jsonCall(app, 'POST', `subscriptions/${user.userId}/${subscriptionId}/payment-method`, {}, { headers: user.headers })).json<{ url: string }>();
    return new URL(url, 'http://shop.test').searchParams;
  };
  const reminders = async (userId: string) => (await mailsTo(userId)).filter((mail) => mail.subject.startsWith('Ihr Abo verlängert sich am'));

  it('moves by a day, to 7 days before the renewal (the reminder goes out at the clock’s time), then fails, retries and renews', async () => {
    const { buyer, orderId, plan, total, advance } = await quarterlyPlan();
    const periodEnd = Date.parse(plan.currentPeriodEnd);

    const day = await advance('day');
    expect(day.json()).toMatchObject({ ok: true, outcome: 'moved' });
    expect(Date.parse(day.json<{ clockAt: string }>().clockAt) - Date.now()).toBeGreaterThan(DAY - 60_000);
    expect(await reminders(buyer.userId)).toEqual([]);

    expect((await advance('reminder')).json()).toMatchObject({ outcome: 'moved' });
    expect(await reminders(buyer.userId)).toHaveLength(1);
    const refused = await advance('reminder');
    expect([refused.statusCode, refused.json<{ error: string }>().error]).toEqual([409, 'reminder_passed']);
    expect((await advance('nonsense')).statusCode).toBe(400);

    // A card that attaches but fails: the renewal a week on fails, past due with its next attempt 3 days later.
    const link = await portalLink(buyer, plan.subscriptionId);
    const card = (cardNumber: string) =>
      testPaymentCall(app, 'POST', `subscriptions/${plan.subscriptionId}/card`, { cardNumber, expiry: '12/34', cvc: '123', returnUrl: link.get('return'), token: link.get('token') });
    expect((await card('4000 0000 0000 0341')).statusCode).toBe(200);
    expect((await advance('week')).json()).toMatchObject({ outcome: 'failed' });
    const [pastDue] = await listOf(buyer);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    // (The provider's period ends on a whole second, a moment before ours, which began when the payment's event arrived.)
    expect(Math.abs(Date.parse(pastDue!.nextPaymentAttempt!) - periodEnd - 3 * DAY)).toBeLessThan(60_000);
    expect(await accessEnd(orderId)).toBe(periodEnd);

    // A good card before the retry: the retry pays, the plan runs on, the past due state and its attempt are gone.
    expect((await card('4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await advance('week')).json()).toMatchObject({ outcome: 'renewed' });
    const [renewed] = await listOf(buyer);
    expect(renewed).toMatchObject({ status: 'active', nextPaymentAttempt: null });
    expect(await accessEnd(orderId)).toBeGreaterThan(periodEnd + 80 * DAY);

    // Both payments have a bill with its own receipt number, listed among the orders; the renewal mail links to its own.
    const bills = (await jsonCall(app, 'GET', `orders/${buyer.userId}`, undefined, { headers: buyer.headers })).json<OrderView[]>();
    expect(bills).toHaveLength(2);
    const [renewal, first] = bills;
    expect(renewal).toMatchObject({ orderId, invoiceId: expect.stringMatching(/^in_test_/), status: 'paid', totalMinor: total, discountMinor: 0 });
    expect(first).toMatchObject({ orderId, invoiceId: null });
    expect(renewal!.receiptNumber).toMatch(/^EQ-\d{4}-\d{6}$/);
    expect(renewal!.receiptNumber).not.toBe(first!.receiptNumber);
    const bill = await jsonCall(app, 'GET', `orders/${buyer.userId}/${renewal!.invoiceId}`, undefined, { headers: buyer.headers });
    expect(bill.statusCode).toBe(200);
    expect(bill.json()).toMatchObject({ receiptNumber: renewal!.receiptNumber, totalMinor: total });
    const stranger = await signedInUser(app);
    expect((await jsonCall(app, 'GET', `orders/${stranger.userId}/${renewal!.invoiceId}`, undefined, { headers: stranger.headers })).statusCode).toBe(404);
    const receipt = (await mailsTo(buyer.userId)).find((mail) => mail.text.includes(renewal!.receiptNumber!));
    expect(receipt?.text).toContain(`/de/?bill=${renewal!.invoiceId}`);
  });

  it('ends a cancelled plan at its period end by the clock: access ends then, one date, not on arrival', async () => {
    const { buyer, orderId, plan, advance } = await quarterlyPlan();
    const paidEnd = await accessEnd(orderId);
    expect((await jsonCall(app, 'POST', `subscriptions/${buyer.userId}/${plan.subscriptionId}/cancel`, {}, { headers: buyer.headers })).statusCode).toBe(200);
    expect((await advance('period')).json()).toMatchObject({ outcome: 'ended' });
    expect((await listOf(buyer))[0]).toMatchObject({ status: 'canceled' });
    expect(Math.abs((await accessEnd(orderId)) - paidEnd)).toBeLessThan(60_000);
    const ended = await advance('day');
    expect([ended.statusCode, ended.json<{ error: string }>().error]).toEqual([409, 'subscription_ended']);
  });

  it('opens the payment method page only with the link made for its owner, and not once it has expired', async () => {
    const { buyer, plan } = await quarterlyPlan();
    const link = await portalLink(buyer, plan.subscriptionId);
    const token = link.get('token')!;
    const view = (query: string) => testPaymentCall(app, 'GET', `subscriptions/${plan.subscriptionId}${query}`);
    expect((await view(`?token=${encodeURIComponent(token)}`)).statusCode).toBe(200);
    for (const query of ['', '?token=', `?token=${encodeURIComponent(token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))}`]) {
      const refused = await view(query);
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'link_invalid', message: expect.stringMatching(/My products/) });
    }
    // Another subscription's link does not open this one.
    const other = await quarterlyPlan();
    const otherToken = (await portalLink(other.buyer, other.plan.subscriptionId)).get('token')!;
    expect((await view(`?token=${encodeURIComponent(otherToken)}`)).statusCode).toBe(403);
    const saved = await testPaymentCall(app, 'POST', `subscriptions/${plan.subscriptionId}/card`, { cardNumber: '4000 0000 0000 0341', expiry: '12/34', cvc: '123', returnUrl: '/de/?view=my-products' });
    expect([saved.statusCode, saved.json<{ error: string }>().error]).toEqual([403, 'link_invalid']);
    // An hour later the link has expired (a token signed for a past expiry, as the server would have made it then).
    const expired = signPortalLink(app.commerce.webhookSecret, plan.subscriptionId, Date.now() - PORTAL_LINK_LIFETIME_MS - 1000);
    const late = await view(`?token=${encodeURIComponent(expired)}`);
    expect([late.statusCode, late.json<{ error: string }>().error]).toEqual([403, 'link_expired']);
  });
});
