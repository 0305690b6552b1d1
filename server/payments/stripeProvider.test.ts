// The Stripe adapter against a local HTTP server speaking the Stripe API's form-encoded protocol (STRIPE_API_BASE):
// the Checkout Session it creates (price data from our tier table, currency, the country's methods without sofort,
// metadata, Idempotency-Key), the redirect it answers, a refusal from Stripe (502, nothing charged), and the signed
// webhook settling the order through the same route as test mode.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { cloudProduct } from '../test/exam.ts';
import { checkoutBody, deliverEvent, monthlyPrice, postCheckout, signedInUser } from '../test/commerce.ts';
import { orders } from '../db/schema.ts';
import { jsonCall } from '../test/auth.ts';

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

const received: Received[] = [];
let refuseNext = false;
const stripeServer = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    received.push({ method: request.method!, path: request.url!, headers: request.headers, form });
    response.setHeader('content-type', 'application/json');
    response.setHeader('request-id', `req_${received.length}`);
    if (refuseNext) {
      refuseNext = false;
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'The payment method type "multibanco" is invalid.', param: 'payment_method_types' } }));
      return;
    }
    if (request.url?.startsWith('/v1/subscriptions/')) {
      const id = request.url.slice('/v1/subscriptions/'.length);
      response.end(JSON.stringify({ id, object: 'subscription', customer: 'cus_local_1', cancel_at_period_end: form.get('cancel_at_period_end') === 'true', status: 'active' }));
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/billing_portal/sessions') {
      response.end(JSON.stringify({ id: 'bps_local_1', object: 'billing_portal.session', customer: form.get('customer'), url: 'https://billing.stripe.com/p/session/local_1', return_url: form.get('return_url') }));
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const id = `cs_test_local${received.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: form.get('mode'),
          currency: form.get('line_items[0][price_data][currency]'),
          metadata: { orderId: form.get('metadata[orderId]'), tenant: form.get('metadata[tenant]') },
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` } }));
  });
});

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stripeServer.listen(0, '127.0.0.1', resolve));
  const { port } = stripeServer.address() as AddressInfo;
  app = await createTestApp({
    seed: true,
    config: { stripeSecretKey: 'sk_test_local_adapter', stripeWebhookSecret: 'whsec_local_adapter_secret', stripeApiBase: `http://127.0.0.1:${port}`, publicUrl: 'https://shop.example' },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => stripeServer.close(resolve));
});

describe('Stripe adapter', () => {
  it('creates a Checkout Session in subscription mode: recurring price data per currency, the methods that can renew', async () => {
    const productId = cloudProduct('de');
    const price = await monthlyPrice(app, productId);
    const buyer = await signedInUser(app);
    const response = await postCheckout(app, buyer.headers, checkoutBody(productId, price));
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
    const call = received.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers['idempotency-key']).toBe(`checkout-${orderId}`);
    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(price),
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '1',
      'subscription_data[metadata][orderId]': orderId,
      'subscription_data[metadata][tenant]': 'eq',
      'metadata[orderId]': orderId,
    });
    expect(Object.keys(form).some((key) => key.startsWith('payment_intent_data'))).toBe(false);
    expect(Object.entries(form).filter(([key]) => key.startsWith('payment_method_types[')).map(([, value]) => value)).toEqual(['card', 'sepa_debit']);

    // A 12-month plan in another currency: every 12 months, in GBP.
    const gb = cloudProduct('gb');
    const gbPrice = await monthlyPrice(app, gb);
    const yearly = Math.round((gbPrice * 8 - 99) / 100) * 100 + 99;
    const gbAnswer = await postCheckout(app, buyer.headers, checkoutBody(gb, yearly, { currency: 'GBP', lines: [{ productId: gb, months: 12 }] }));
    expect(gbAnswer.statusCode, gbAnswer.body).toBe(200);
    expect(Object.fromEntries(received.at(-1)!.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': String(yearly),
      'line_items[0][price_data][recurring][interval_count]': '12',
    });

    // Paid: Stripe's signed event names the subscription; cancel / resume ask Stripe (cancel_at_period_end), the
    // Billing Portal session is made for the subscription's customer.
    const sessionId = redirectUrl.split('/').pop()!;
    const completed = {
      id: 'evt_local_sub_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', mode: 'subscription', metadata: { orderId, tenant: 'eq' }, payment_status: 'paid', payment_intent: null, subscription: 'sub_local_1' } },
    };
    expect((await deliverEvent(app, completed, { secret: 'whsec_local_adapter_secret' })).json()).toMatchObject({ outcome: 'fulfilled' });
    const cancel = await jsonCall(app, 'POST', `subscriptions/${buyer.userId}/sub_local_1/cancel`, {}, { headers: buyer.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Our state waits for Stripe's customer.subscription.updated event.
    expect(cancel.json()).toMatchObject({ subscriptionId: 'sub_local_1', cancelAtPeriodEnd: false });
    const update = received.at(-1)!;
    expect(update).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_local_1' });
    expect(Object.fromEntries(update.form)).toEqual({ cancel_at_period_end: 'true' });
    await jsonCall(app, 'POST', `subscriptions/${buyer.userId}/sub_local_1/resume`, {}, { headers: buyer.headers });
    expect(received.at(-1)!.path).toBe('/v1/subscriptions/sub_local_1');

    const portal = await jsonCall(app, 'POST', `subscriptions/${buyer.userId}/sub_local_1/payment-method`, {}, { headers: buyer.headers });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/local_1' });
    const portalCall = received.at(-1)!;
    expect(portalCall.path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(portalCall.form)).toMatchObject({ customer: 'cus_local_1', return_url: expect.stringMatching(/^https:\/\/shop\.example\/[a-z]{2}\/\?view=my-products$/), 'flow_data[type]': 'payment_method_update' });
  });

  it('creates a one-time Checkout Session with our prices, the country’s methods and metadata, once per order (Idempotency-Key)', async () => {
    const productId = cloudProduct('de');
    const price = await monthlyPrice(app, productId);
    const buyer = await signedInUser(app);
    const response = await postCheckout(app, buyer.headers, checkoutBody(productId, price, { oneTime: true }));
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();

    const call = received.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers.authorization).toBe('Bearer sk_test_local_adapter');
    expect(call.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.headers['idempotency-key']).toBe(`checkout-${orderId}`);
    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: orderId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(price),
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][product_data][metadata][productId]': productId,
      'metadata[orderId]': orderId,
      'metadata[tenant]': 'eq',
      'payment_intent_data[metadata][orderId]': orderId,
      success_url: `https://shop.example/de/kasse?order=${orderId}`,
      cancel_url: `https://shop.example/de/kasse?cancelled=${orderId}`,
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'eu_bank_transfer',
    });
    const methods = Object.entries(form).filter(([key]) => key.startsWith('payment_method_types[')).map(([, value]) => value);
    expect(methods).toEqual(['card', 'sepa_debit', 'customer_balance']);

    expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_local\d+$/);
    const [order] = await app.testDb.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ provider: 'stripe', providerRef: redirectUrl.split('/').pop(), status: 'pending_payment' });

    // Stripe's signed event settles it through the one webhook route.
    const event = {
      id: 'evt_local_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: order!.providerRef, object: 'checkout.session', metadata: { orderId, tenant: 'eq' }, payment_status: 'paid', payment_intent: 'pi_local_1', subscription: null } },
    };
    expect((await deliverEvent(app, event, { secret: 'whsec_local_adapter_secret' })).json()).toMatchObject({ outcome: 'fulfilled' });
    const [paid] = await app.testDb.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid).toMatchObject({ status: 'paid', paymentRef: 'pi_local_1' });
  });

  it('answers 502 when Stripe refuses the session: nothing charged, the order is marked failed', async () => {
    const productId = cloudProduct('at');
    const buyer = await signedInUser(app);
    refuseNext = true;
    const response = await postCheckout(app, buyer.headers, checkoutBody(productId, await monthlyPrice(app, productId)));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'payment_provider_unavailable' });
    const rows = await app.testDb.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });

  it('offers no test-mode payment page when Stripe is configured', async () => {
    expect((await app.fastify.inject({ url: '/api/test-payments' })).statusCode).toBe(404);
  });
});
