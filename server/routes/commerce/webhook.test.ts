// POST /api/webhooks/stripe with events signed by the stripe SDK's own generateTestHeaderString: signature checks
// (missing, wrong secret, tampered body, too old → 400, nothing stored or changed), no XSRF/cookie/country needed,
// store-by-id and redelivery as a no-op, unknown sessions ignored with a 2xx, and a property test of fulfil under
// duplicated, reordered and concurrent deliveries.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNull, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { cloudProduct } from '../../test/exam.ts';
import { checkoutBody, deliverEvent, monthlyPrice, postCheckout, signedInUser } from '../../test/commerce.ts';
import { entitlements, mailOutbox, orders, products, webhookEvents } from '../../db/schema.ts';

let app: TestApp;
let price: number;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { stripeWebhookSecret: 'whsec_test_webhook_secret_for_tests' } });
  price = await monthlyPrice(app, cloudProduct('de'));
});
afterAll(() => app.close());

const db = () => app.testDb.database.db;

async function pendingOrder() {
  const buyer = await signedInUser(app);
  const response = await postCheckout(app, buyer.headers, checkoutBody(cloudProduct('de'), price));
  expect(response.statusCode, response.body).toBe(200);
  const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
  return { ...buyer, orderId, sessionId: redirectUrl.split('/').pop()! };
}

const eventId = () => `evt_${crypto.randomBytes(10).toString('hex')}`;

function sessionEvent(type: string, order: { orderId: string; sessionId: string }, paymentStatus: 'paid' | 'unpaid' = 'paid', id = eventId()) {
  return {
    id,
    object: 'event',
    api_version: '2026-03-25.dahlia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        metadata: { orderId: order.orderId, tenant: 'eq' },
        payment_intent: `pi_${order.orderId}`,
        payment_method_types: ['card'],
        payment_status: paymentStatus,
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        subscription: null,
      },
    },
  };
}

function refundEvent(order: { orderId: string }, id = eventId()) {
  return {
    id,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_${order.orderId}`, object: 'charge', payment_intent: `pi_${order.orderId}`, metadata: { orderId: order.orderId, tenant: 'eq' }, refunded: true } },
  };
}

async function stateOf(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const rows = await db().select().from(entitlements).where(like(entitlements.sourceRef, `${orderId}%`));
  const active = await db().select().from(entitlements).where(and(like(entitlements.sourceRef, `${orderId}%`), isNull(entitlements.revokedAt)));
  return { status: order!.status, receiptNumber: order!.receiptNumber, entitlements: rows.length, active: active.length };
}

async function receiptMails(to: string) {
  const rows = await db().select({ subject: mailOutbox.subject, to: mailOutbox.toAddress }).from(mailOutbox);
  return rows.filter((row) => row.to.includes(to) && /Rechnung|receipt/i.test(row.subject)).length;
}

describe('POST /api/webhooks/stripe', () => {
  it('refuses a missing, wrongly signed, tampered or too old event with 400 and changes nothing', async () => {
    const order = await pendingOrder();
    const event = sessionEvent('checkout.session.completed', order);
    const payload = JSON.stringify(event);
    const attempts = [
      await deliverEvent(app, event, { signature: null }),
      await deliverEvent(app, event, { secret: 'whsec_someone_else' }),
      await deliverEvent(app, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await deliverEvent(app, { ...event, data: { object: { ...event.data.object, payment_status: 'paid', metadata: { orderId: order.orderId, tenant: 'cq' } } } }, {
        signature: `t=${Math.floor(Date.now() / 1000)},v1=${crypto.createHmac('sha256', 'whsec_test_webhook_secret_for_tests').update(`${Math.floor(Date.now() / 1000)}.${payload}`).digest('hex')}`,
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_signature', message: expect.any(String) });
    }
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id))).toEqual([]);
    expect(await stateOf(order.orderId)).toMatchObject({ status: 'pending_payment', entitlements: 0 });
  });

  it('accepts a signed event without XSRF token, cookie or country header; stores it; a redelivery is a no-op', async () => {
    const order = await pendingOrder();
    const event = sessionEvent('checkout.session.completed', order);
    const first = await deliverEvent(app, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'fulfilled' });
    const [stored] = await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id));
    expect(stored).toMatchObject({ type: 'checkout.session.completed', outcome: 'fulfilled' });
    const after = await stateOf(order.orderId);
    expect(after).toMatchObject({ status: 'paid', entitlements: 1, active: 1 });

    const again = await deliverEvent(app, event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // A different event for the same payment (Stripe may send both completed and async succeeded) changes nothing either.
    expect((await deliverEvent(app, sessionEvent('checkout.session.async_payment_succeeded', order))).json()).toMatchObject({ outcome: 'already_paid' });
    expect(await stateOf(order.orderId)).toEqual(after);
    expect(await receiptMails(order.userId)).toBe(1);
  });

  it('ignores an unknown session or payment with a 2xx', async () => {
    const unknown = await deliverEvent(app, sessionEvent('checkout.session.completed', { orderId: 'ord_nobody', sessionId: 'cs_test_nobody' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ outcome: 'ignored: unknown session' });
    const other = await pendingOrder();
    // Our order id, but not its session: not ours to settle.
    const foreign = await deliverEvent(app, sessionEvent('checkout.session.completed', { orderId: other.orderId, sessionId: 'cs_test_elsewhere' }));
    expect(foreign.json()).toMatchObject({ outcome: 'ignored: unknown session' });
    expect((await stateOf(other.orderId)).status).toBe('pending_payment');
    const refund = await deliverEvent(app, { ...refundEvent({ orderId: 'x' }), data: { object: { id: 'ch_x', object: 'charge', payment_intent: 'pi_unknown', metadata: {} } } });
    expect(refund.json()).toMatchObject({ outcome: 'ignored: unknown payment' });
    expect((await deliverEvent(app, { id: eventId(), object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } })).json()).toMatchObject({ outcome: 'ignored: event type' });
  });

  it("settles an order only when the event's metadata.tenant is the order's: another tenant's is ignored with a 2xx", async () => {
    const order = await pendingOrder();
    const base = sessionEvent('checkout.session.completed', order);
    for (const metadata of [{ orderId: order.orderId, tenant: 'cq' }, { orderId: order.orderId }]) {
      const forged = await deliverEvent(app, { ...base, id: eventId(), data: { object: { ...base.data.object, metadata } } });
      expect(forged.statusCode).toBe(200);
      expect(forged.json()).toMatchObject({ duplicate: false, outcome: "ignored: the event's tenant is not the order's" });
    }
    expect(await stateOf(order.orderId)).toMatchObject({ status: 'pending_payment', entitlements: 0 });
    expect((await deliverEvent(app, base)).json()).toMatchObject({ outcome: 'fulfilled' });
    const refund = refundEvent(order);
    const foreignRefund = await deliverEvent(app, { ...refund, data: { object: { ...refund.data.object, metadata: { orderId: order.orderId, tenant: 'cq' } } } });
    expect(foreignRefund.json()).toMatchObject({ outcome: "ignored: the event's tenant is not the order's" });
    expect(await stateOf(order.orderId)).toMatchObject({ status: 'paid', active: 1 });
  });

  it('records an unpaid completion as pending, expires and fails only pending orders', async () => {
    const order = await pendingOrder();
    expect((await deliverEvent(app, sessionEvent('checkout.session.completed', order, 'unpaid'))).json()).toMatchObject({ outcome: 'pending' });
    expect((await stateOf(order.orderId)).status).toBe('pending_payment');
    expect((await deliverEvent(app, sessionEvent('checkout.session.async_payment_failed', order))).json()).toMatchObject({ outcome: 'updated:failed' });
    expect((await stateOf(order.orderId)).status).toBe('failed');
    const mails = await db().select({ subject: mailOutbox.subject, text: mailOutbox.textBody, to: mailOutbox.toAddress }).from(mailOutbox);
    const failure = mails.find((mail) => mail.to.includes(order.userId) && mail.subject.includes('Zahlung'));
    expect(failure?.text).toContain('/de/kasse');
    // Issue 35: the mail names what was being bought (title, period, amount) and why, in the buyer's language.
    const [product] = await db().select({ title: products.title }).from(products).where(eq(products.productId, cloudProduct('de')));
    expect(failure?.text).toContain(`${product!.title} · 1 Monat · `);
    expect(failure?.text).toContain('die Zahlung ist fehlgeschlagen');
  });
});

// Subscription events (invoice.*, customer.subscription.*): server/commerce/subscriptions.test.ts.

describe('fulfil under duplicated, reordered and concurrent deliveries', () => {
  type Kind = 'completed' | 'async_succeeded' | 'expired' | 'refunded';
  it('ends with one paid order and one entitlement (or refunded with none active), one receipt, whatever arrives when', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Kind>('completed', 'async_succeeded', 'expired'), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
        async (kinds, withRefund, picks, groupSize, sortKeys) => {
          const order = await pendingOrder();
          const all: Kind[] = [...kinds, 'completed', ...(withRefund ? (['refunded'] as const) : [])];
          const events = all.map((kind) =>
            kind === 'refunded'
              ? refundEvent(order)
              : sessionEvent(kind === 'completed' ? 'checkout.session.completed' : kind === 'expired' ? 'checkout.session.expired' : 'checkout.session.async_payment_succeeded', order),
          );
          // Every event at least once, plus redeliveries picked by index, in a shuffled order, sent in concurrent groups.
          const deliveries = [...events, ...picks.map((pick) => events[pick % events.length]!)];
          const shuffled = deliveries.map((event, i) => ({ event, key: sortKeys[i]! })).sort((a, b) => a.key - b.key).map(({ event }) => event);
          for (let i = 0; i < shuffled.length; i += groupSize) {
            const answers = await Promise.all(shuffled.slice(i, i + groupSize).map((event) => deliverEvent(app, event)));
            for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          }
          const state = await stateOf(order.orderId);
          if (withRefund) {
            expect(state.status).toBe('refunded');
            expect(state.active).toBe(0);
            expect(state.entitlements).toBeLessThanOrEqual(1);
          } else {
            expect(state).toMatchObject({ status: 'paid', entitlements: 1, active: 1, receiptNumber: expect.stringMatching(/^EQ-/) });
            expect(await receiptMails(order.userId)).toBe(1);
          }
          const stored = await db().select({ id: webhookEvents.eventId }).from(webhookEvents);
          for (const event of events) expect(stored.map((row) => row.id)).toContain(event.id);
        },
      ),
      { numRuns: 25 },
    );
  });
});
