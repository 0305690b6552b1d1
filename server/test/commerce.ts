// Builders for commerce tests: entitled users, a valid checkout body, signed webhook deliveries.
import Stripe from 'stripe';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { eq } from 'drizzle-orm';
import { entitlements, users } from '../db/schema.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { CheckoutRequest } from '@domain/commerce/orders.ts';
import type { BillingForm } from '@domain/validation/billing.ts';
import { XSRF_OK, type TestApp } from './helper.ts';
import { bearer, jsonCall } from './auth.ts';
import { insertTestUser, mintAccessToken } from './users.ts';

/** The JWKS the app serves (GET /.well-known/jwks.json), as the key resolver a device verifies tokens with. */
export async function servedKeySet(app: { fastify: FastifyInstance }) {
  const response = await app.fastify.inject('/.well-known/jwks.json');
  if (response.statusCode !== 200) throw new Error(`JWKS answered ${response.statusCode}`);
  return createLocalJWKSet(response.json());
}

export async function signedInUser(app: TestApp, tenant: Tenant = 'eq', clock?: () => number) {
  const userId = await insertTestUser(app, tenant);
  return { userId, headers: bearer(await mintAccessToken(app, userId, { tenant, clock })) };
}

/** A user holding an entitlement to each product (as a store receipt would grant it), valid for a year. */
export async function entitledUser(app: TestApp, productIds: string[], tenant: Tenant = 'eq') {
  const user = await signedInUser(app, tenant);
  const now = Date.now();
  for (const productId of productIds) {
    await app.testDb.database.db.insert(entitlements).values({
      userId: user.userId,
      productId,
      source: 'app_store',
      sourceRef: `receipt-${user.userId}`,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 365 * 24 * 3600 * 1000),
    });
  }
  return user;
}

export const BILLING: BillingForm = {
  licensed: 'person',
  name: 'Ada',
  lastName: 'Lovelace',
  address: 'Hauptstraße 1',
  city: 'Berlin',
  zip: '10115',
  region: 'Berlin',
  country: 'de',
  prefix: '+49',
  phone: '30123456',
  businessName: '',
  vat: '',
};

export function checkoutBody(productId: string, totalMinor: number, extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return { lines: [{ productId, months: 1 }], billing: BILLING, currency: 'EUR', expectedTotalMinor: totalMinor, marketingConsent: false, acceptTerms: true, ...extra };
}

export const postCheckout = (app: TestApp, headers: Record<string, string>, body: unknown, tenant: Tenant = 'eq') => jsonCall(app, 'POST', 'checkout', body, { headers, tenant });

const sdk = new Stripe('sk_test_signing_only');

/** POSTs an event to the webhook route, signed with the SDK's own test header (timestamp in seconds). */
export function deliverEvent(app: TestApp, event: unknown, options: { secret?: string; timestamp?: number; signature?: string | null } = {}): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const header =
    options.signature === null
      ? {}
      : { 'stripe-signature': options.signature ?? sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? app.commerce.webhookSecret, timestamp: options.timestamp }) };
  return app.fastify.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', ...header }, payload });
}

/** A signed-in operator of the tenant (the dashboard's only users). */
export async function operatorHeaders(app: TestApp, tenant: Tenant = 'eq'): Promise<Record<string, string>> {
  const user = await signedInUser(app, tenant);
  await app.testDb.database.db.update(users).set({ roles: ['learner', 'operator'] }).where(eq(users.id, user.userId));
  return user.headers;
}

/** A test-payment call from the payment page or, with an operator's headers, the dashboard (same-origin, with the XSRF pair). */
export const testPaymentCall = (app: TestApp, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.fastify.inject({
    method,
    url: path === '' ? '/api/test-payments' : `/api/test-payments/${path}`,
    headers: { ...XSRF_OK, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** A product's one-month price as the catalog shows it. */
export async function monthlyPrice(app: TestApp, productId: string): Promise<number> {
  const { products } = await import('../db/schema.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await app.testDb.database.db.select({ pricing: products.pricing }).from(products).where(eq(products.productId, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.pricing.amountMinor;
}
