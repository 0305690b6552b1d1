// Test mode only when chosen, and its dashboard only for operators (issue 21): in production without a Stripe key
// or PAYMENTS=test the checkout answers 503 and nothing is ordered; PAYMENTS=test runs test mode in production (the
// probes and the provider call say so) without a dashboard; outside production the dashboard and its actions answer
// operators only (404 for visitors and learners), each on its own tenant, while paying a session by its id stays open.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { jsonCall } from '../../test/auth.ts';
import { cloudProduct } from '../../test/exam.ts';
import { checkoutBody, monthlyPrice, operatorHeaders, postCheckout, signedInUser, testPaymentCall } from '../../test/commerce.ts';
import { entitlements, orders } from '../../db/schema.ts';
import { loadConfig, paymentsMode } from '../../config.ts';

const payByCard = (app: TestApp, sessionId: string) => testPaymentCall(app, 'POST', `${sessionId}/pay`, { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });

async function startCheckout(app: TestApp) {
  const buyer = await signedInUser(app);
  const productId = cloudProduct('de');
  const response = await postCheckout(app, buyer.headers, checkoutBody(productId, await monthlyPrice(app, productId)));
  return { ...buyer, response };
}

describe('who takes the payments', () => {
  it('is Stripe with a key, test mode outside production or with PAYMENTS=test, and nobody otherwise; a wrong PAYMENTS stops the start', () => {
    const mode = (env: Record<string, string>) => paymentsMode(loadConfig(env));
    expect(mode({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('stripe');
    expect(mode({ NODE_ENV: 'development' })).toBe('test');
    expect(mode({ NODE_ENV: 'production', PAYMENTS: 'test' })).toBe('test');
    expect(mode({ NODE_ENV: 'production' })).toBe('off');
    expect(mode({ NODE_ENV: 'production', PAYMENTS: 'stripe' })).toBe('off');
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'yes' })).toThrow(/PAYMENTS must be "test" or "stripe"/);
  });
});

describe('production without a Stripe key or PAYMENTS=test', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: true, config: { nodeEnv: 'production', stripeSecretKey: undefined, paymentsTestChosen: false } });
  });
  afterAll(() => app.close());

  it('answers the checkout 503 with a clear message and orders nothing; the probes say payments are off', async () => {
    // The first refusal of this process: a warning saying what to set (asserted below), never an unhandled error.
    const warn = vi.spyOn(app.fastify.log, 'warn');
    const error = vi.spyOn(app.fastify.log, 'error');
    const { userId, response } = await startCheckout(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'payments_not_configured', message: expect.stringContaining('nothing was ordered or charged') });
    expect(await app.testDb.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect((await app.fastify.inject('/ready')).json()).toEqual({ status: 'ready', payments: 'off' });
    expect((await jsonCall(app, 'GET', 'checkout/provider')).json()).toEqual({ provider: 'off', chosen: false });
    expect((await app.fastify.inject({ url: '/api/test-payments/cs_test_abcdefgh12345678' })).statusCode).toBe(404);
    // Once per process: more refusals log nothing more.
    for (let i = 0; i < 2; i++) expect((await startCheckout(app)).response.statusCode).toBe(503);
    const warnings = warn.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes('payments_not_configured'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/STRIPE_SECRET_KEY.*PAYMENTS=test/);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('production with PAYMENTS=test', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: true, config: { nodeEnv: 'production', stripeSecretKey: undefined, paymentsTestChosen: true } });
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('sells in test mode, says so on the probes and the provider call, and has no dashboard even for operators', async () => {
    expect((await app.fastify.inject('/health')).json()).toEqual({ status: 'ok', payments: 'test (PAYMENTS=test)' });
    expect((await jsonCall(app, 'GET', 'checkout/provider')).json()).toEqual({ provider: 'test', chosen: true });
    const sale = await startCheckout(app);
    expect(sale.response.statusCode, sale.response.body).toBe(200);
    const sessionId = sale.response.json<{ redirectUrl: string }>().redirectUrl.split('/').pop()!;
    expect((await payByCard(app, sessionId)).json()).toMatchObject({ outcome: 'succeeded' });
    expect((await testPaymentCall(app, 'GET', '', undefined, await operatorHeaders(app))).statusCode).toBe(404);
    expect((await testPaymentCall(app, 'POST', `${sessionId}/refund`, undefined, await operatorHeaders(app))).statusCode).toBe(404);
  });
});

describe('the test payments dashboard outside production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers 404 to a visitor and to a learner (even the buyer): nothing is listed, refunded, disputed or renewed', async () => {
    const sale = await startCheckout(app);
    const sessionId = sale.response.json<{ redirectUrl: string }>().redirectUrl.split('/').pop()!;
    // Paying by the session id stays open to whoever holds it.
    expect((await payByCard(app, sessionId)).json()).toMatchObject({ outcome: 'succeeded' });
    const learner = (await signedInUser(app)).headers;
    for (const headers of [{}, learner, sale.headers]) {
      const list = await testPaymentCall(app, 'GET', '', undefined, headers);
      expect(list.statusCode).toBe(404);
      expect(list.body).not.toContain(sessionId);
      for (const action of ['refund', 'dispute', 'renew']) expect((await testPaymentCall(app, 'POST', `${sessionId}/${action}`, undefined, headers)).statusCode).toBe(404);
      expect((await testPaymentCall(app, 'POST', `${sessionId}/transfer`, { amountMinor: 100 }, headers)).statusCode).toBe(404);
    }
    const [order] = await app.testDb.database.db.select().from(orders).where(eq(orders.userId, sale.userId));
    expect(order!.status).toBe('paid');
    const grants = await app.testDb.database.db.select().from(entitlements).where(eq(entitlements.userId, sale.userId));
    expect(grants.every((grant) => grant.revokedAt === null)).toBe(true);
  });

  it("lists to an operator only its own tenant's payments, and another tenant's operator cannot act on them", async () => {
    const sale = await startCheckout(app);
    const sessionId = sale.response.json<{ redirectUrl: string }>().redirectUrl.split('/').pop()!;
    await payByCard(app, sessionId);
    const eqOperator = await operatorHeaders(app, 'eq');
    const cqOperator = await operatorHeaders(app, 'cq');
    const own = await testPaymentCall(app, 'GET', '', undefined, eqOperator);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ sessionId: string }[]>().map((row) => row.sessionId)).toContain(sessionId);
    const other = await testPaymentCall(app, 'GET', '', undefined, cqOperator);
    expect(other.statusCode).toBe(200);
    expect(other.json<{ sessionId: string }[]>().map((row) => row.sessionId)).not.toContain(sessionId);
    const refused = await testPaymentCall(app, 'POST', `${sessionId}/dispute`, undefined, cqOperator);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    expect((await testPaymentCall(app, 'POST', `${sessionId}/dispute`, undefined, eqOperator)).statusCode).toBe(200);
    const [order] = await app.testDb.database.db.select().from(orders).where(eq(orders.userId, sale.userId));
    expect(order!.status).not.toBe('paid');
  });
});
