// POST checkout refuses every bad input of issue 13 with a 4xx { error, message } and creates nothing (no order, no
// provider session); a good one answers the order and where to pay. GET/PUT cart and GET entitlements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { jsonCall } from '../../test/auth.ts';
import { cloudDemo, cloudProduct, networkingProduct } from '../../test/exam.ts';
import { BILLING, checkoutBody, entitledUser, monthlyPrice, postCheckout, servedKeySet, signedInUser } from '../../test/commerce.ts';
import { orders, testPaymentSessions } from '../../db/schema.ts';
import { discountedAmountMinor } from '@domain/catalog/promoDiscount.ts';
import { pricingOptions } from '@domain/catalog/pricingOptions.ts';

let app: TestApp;
let price: number;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  price = await monthlyPrice(app, cloudProduct('de'));
});
afterAll(() => app.close());

async function refusedWithNothingCreated(body: unknown, status: number, error: string) {
  const buyer = await signedInUser(app);
  const response = await postCheckout(app, buyer.headers, body);
  expect([response.statusCode, response.json<{ error: string }>().error], response.body).toEqual([status, error]);
  expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  expect(await app.testDb.database.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toEqual([]);
  return response;
}

describe('GET checkout/provider', () => {
  it('says the built-in test mode takes the payments when no Stripe key is set', async () => {
    const response = await jsonCall(app, 'GET', 'checkout/provider');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'test', chosen: false });
  });
});

describe('POST checkout: bad input', () => {
  it('refuses an unknown product, a free demo and another tenant’s product', async () => {
    await refusedWithNothingCreated(checkoutBody('DE-eq-nothing-here', price), 404, 'unknown_product');
    await refusedWithNothingCreated(checkoutBody(cloudDemo('de'), 0), 400, 'not_for_sale');
    await refusedWithNothingCreated(checkoutBody(cloudProduct('de', 'cq'), price), 404, 'unknown_product');
  });

  it('refuses a currency other than the country’s and a total that is not the server’s (tampered)', async () => {
    await refusedWithNothingCreated(checkoutBody(cloudProduct('de'), price, { currency: 'USD' }), 409, 'currency_changed');
    const tampered = await refusedWithNothingCreated(checkoutBody(cloudProduct('de'), 1), 409, 'price_changed');
    expect(tampered.json()).toMatchObject({ totalMinor: price });
  });

  it('refuses an expired, unknown or non-applying promo code, and any code where the country runs no promos', async () => {
    const br = (productId: string, total: number, promoCode: string) => checkoutBody(productId, total, { currency: 'BRL', promoCode });
    const cloudBr = await monthlyPrice(app, cloudProduct('br'));
    const reasons = [
      await refusedWithNothingCreated(br(cloudProduct('br'), cloudBr, 'SUMMER25'), 400, 'promo_refused'),
      await refusedWithNothingCreated(br(cloudProduct('br'), cloudBr, 'NOPE'), 400, 'promo_refused'),
      await refusedWithNothingCreated(br(networkingProduct('br'), await monthlyPrice(app, networkingProduct('br')), 'CLOUD15'), 400, 'promo_refused'),
      await refusedWithNothingCreated(checkoutBody(cloudProduct('de'), price, { promoCode: 'WELCOME10' }), 400, 'promo_refused'),
    ].map((response) => response.json<{ reason: string }>().reason);
    expect(reasons).toEqual(['expired', 'unknown', 'not-applicable', 'unavailable']);
  });

  it('refuses a billing form failing SPEC §5 with the fields, and unaccepted terms', async () => {
    const response = await refusedWithNothingCreated(checkoutBody(cloudProduct('de'), price, { billing: { ...BILLING, name: ' ', phone: 'abc', licensed: 'company' } }), 400, 'invalid_billing');
    expect(response.json()).toMatchObject({ fields: { name: 'required', phone: 'required', businessName: 'required', vat: 'required' } });
    await refusedWithNothingCreated({ ...checkoutBody(cloudProduct('de'), price), acceptTerms: false }, 400, 'terms_not_accepted');
    await refusedWithNothingCreated({ ...checkoutBody(cloudProduct('de'), price), lines: [{ productId: cloudProduct('de'), months: 2 }] }, 400, 'validation_failed');
    await refusedWithNothingCreated({ ...checkoutBody(cloudProduct('de'), price), lines: [] }, 400, 'validation_failed');
  });

  it('needs a signed-in user', async () => {
    const response = await jsonCall(app, 'POST', 'checkout', checkoutBody(cloudProduct('de'), price));
    expect(response.statusCode).toBe(401);
  });
});

describe('POST checkout: a good cart', () => {
  it('prices plans and promo codes from the server’s tables and creates one pending order with its session', async () => {
    const buyer = await signedInUser(app);
    const productId = cloudProduct('br');
    const twelve = pricingOptions(await monthlyPrice(app, productId)).find((plan) => plan.months === 12)!.amountMinor;
    const total = discountedAmountMinor(twelve, 10);
    const response = await postCheckout(app, buyer.headers, checkoutBody(productId, total, { currency: 'BRL', lines: [{ productId, months: 12 }], promoCode: ' welcome10 ' }));
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
    expect(redirectUrl).toMatch(/^\/br\/pay\/test\/cs_test_[0-9a-f]+$/);
    const order = (await jsonCall(app, 'GET', `orders/${buyer.userId}/${orderId}`, undefined, { headers: buyer.headers })).json();
    expect(order).toMatchObject({ status: 'pending_payment', totalMinor: total, discountMinor: twelve - total, promoCode: 'WELCOME10', lines: [{ months: 12, amountMinor: total }], billing: BILLING, country: 'br', vatMinor: 0 });
    const [session] = await app.testDb.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.orderId, orderId));
    expect(session).toMatchObject({ amountMinor: total, currency: 'BRL', status: 'open', methods: ['card'] });
    const list = (await jsonCall(app, 'GET', `orders/${buyer.userId}`, undefined, { headers: buyer.headers })).json<{ orderId: string }[]>();
    expect(list.map((row) => row.orderId)).toEqual([orderId]);
  });
});

describe('cart and entitlements', () => {
  it('keeps the account cart (one line per product) and refuses another user', async () => {
    const buyer = await signedInUser(app);
    expect((await jsonCall(app, 'GET', `cart/${buyer.userId}`, undefined, { headers: buyer.headers })).json()).toEqual({ lines: [], updatedAt: null });
    const lines = [{ productId: cloudProduct('de'), months: 1 }, { productId: networkingProduct('de'), months: 3 }, { productId: cloudProduct('de'), months: 12 }];
    const put = await jsonCall(app, 'PUT', `cart/${buyer.userId}`, { lines }, { headers: buyer.headers });
    expect(put.statusCode, put.body).toBe(200);
    const cart = (await jsonCall(app, 'GET', `cart/${buyer.userId}`, undefined, { headers: buyer.headers })).json<{ lines: unknown[] }>();
    expect(cart.lines).toEqual([{ productId: cloudProduct('de'), months: 12 }, { productId: networkingProduct('de'), months: 3 }]);
    const other = await signedInUser(app);
    expect((await jsonCall(app, 'GET', `cart/${buyer.userId}`, undefined, { headers: other.headers })).statusCode).toBe(403);
    expect((await jsonCall(app, 'GET', 'cart/guest')).statusCode).toBe(403);
  });

  it('signs an ES256 token listing the products and end dates, verified by the served JWKS (kid in the header)', async () => {
    const buyer = await entitledUser(app, [cloudProduct('de'), networkingProduct('de')]);
    const answer = await jsonCall(app, 'GET', `entitlements/${buyer.userId}`, undefined, { headers: buyer.headers });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { token, products, serverTime } = answer.json<{ token: string; products: { productId: string; endsAt: number }[]; serverTime: number }>();
    const { payload, protectedHeader } = await jwtVerify(token, await servedKeySet(app));
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: await app.commerce.signer.signingKid() });
    expect(payload).toMatchObject({ sub: buyer.userId, srv: serverTime, products });
    expect(products.map((grant) => grant.productId).sort()).toEqual([cloudProduct('de'), networkingProduct('de')].sort());
    const stranger = await signedInUser(app);
    expect((await jsonCall(app, 'GET', `entitlements/${stranger.userId}`, undefined, { headers: stranger.headers })).json()).toMatchObject({ products: [] });
  });
});
