// POST checkout, GET orders/{userId}[/{orderId}], GET/PUT cart/{userId}, GET entitlements/{userId} (issue 13; the
// contract is src/domain/commerce/README.md). Checkout prices the cart from our tables, refuses every bad input with
// a 4xx before anything is created, stores the order pending_payment and hands the buyer to the provider.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/open.ts';
import { carts, orderLines, orders, users } from '../../db/schema.ts';
import type { Authenticator } from '../../auth/authenticate.ts';
import type { Commerce } from '../../commerce/commerce.ts';
import { checkWhatTheBuyerSaw, priceCheckout } from '../../commerce/pricing.ts';
import { checkoutMethods } from '../../payments/provider.ts';
import { cancelPath, successPath } from '../../commerce/links.ts';
import { findOrder, listOrders } from '../../commerce/orderViews.ts';
import { activeGrants } from '../../commerce/entitlements.ts';
import { HttpError, badRequest, notFound } from '../../lib/httpError.ts';
import { Id } from '../exam/ids.ts';
import { validateBilling, isBillingValid } from '@domain/validation/billing.ts';
import { methodsFor, subscriptionMonths } from '@domain/commerce/subscriptions.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { CartLine } from '@domain/commerce/orders.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import { CartBody, CartSchema, CheckoutAnswer, CheckoutBody, EntitlementsAnswer, OrderViewSchema } from './schemas.ts';

const tags = ['commerce'];
const PRIVATE = 'private, no-store';
const UserParams = Type.Object({ userId: Id() }, { additionalProperties: false });
const OrderParams = Type.Object({ userId: Id(), orderId: Id() }, { additionalProperties: false });

export interface CommerceRouteOptions {
  tenant: Tenant;
  db: Db;
  authenticator: Authenticator;
  commerce: Commerce;
  clock: () => number;
}

/** Device carts merge by product (contract): one line per product, the last one wins. */
function uniqueLines(lines: readonly CartLine[]): CartLine[] {
  const byProduct = new Map<string, CartLine>();
  for (const line of lines) byProduct.set(line.productId, { productId: line.productId, months: line.months });
  return [...byProduct.values()];
}

export async function commerceRoutes(app: RouteApp, { tenant, db, authenticator, commerce, clock }: CommerceRouteOptions): Promise<void> {
  app.post(
    '/checkout',
    {
      onRequest: (request) => authenticator.requireUser(request).then(() => undefined),
      schema: {
        tags,
        summary: 'Start paying the cart: creates the order (pending_payment) and the provider session; 503 payments_not_configured without a provider',
        body: CheckoutBody,
        response: { 200: CheckoutAnswer, 503: Type.Object({ statusCode: Type.Literal(503), error: Type.Literal('payments_not_configured'), message: Type.String() }) },
      },
    },
    async (request, reply) => {
      const { userId } = await authenticator.requireUser(request);
      const provider = commerce.provider;
      // Answered here, not thrown: the error handler logs every 5xx as a fault (level 50 with a stack).
      if (!provider) return reply.status(503).send({ statusCode: 503 as const, ...commerce.noProviderRefusal() });
      const body = request.body;
      if (!body.acceptTerms) throw badRequest('Accept the terms and conditions to pay.', 'terms_not_accepted');
      const errors = validateBilling(body.billing, () => 'required');
      if (!isBillingValid(errors)) {
        const fields = Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== ''));
        throw new HttpError(400, 'invalid_billing', `Fill in the billing form: ${Object.keys(fields).join(', ')}.`, { fields });
      }
      const now = clock();
      const priced = await priceCheckout(db, tenant, body.lines, body.promoCode, now);
      checkWhatTheBuyerSaw(priced, body.currency, body.expectedTotalMinor);
      const recurring = body.oneTime !== true;
      if (recurring && subscriptionMonths(priced.lines) === null) {
        throw badRequest('Plans of different lengths renew separately: buy them in separate orders, or pay once.', 'mixed_plans');
      }
      const [user] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('This account no longer exists.', 'unknown_user');

      const orderId = `ord_${crypto.randomBytes(12).toString('hex')}`;
      const at = new Date(now);
      const locale = user.locale ?? MARKETS[priced.country].messageLocale;
      await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id: orderId,
          tenant,
          userId,
          country: priced.country,
          locale,
          currency: priced.currency,
          status: 'pending_payment',
          totalMinor: priced.totalMinor,
          vatMinor: priced.vatMinor,
          vatRatePercent: priced.vatRatePercent,
          discountMinor: priced.discountMinor,
          promoCode: priced.promoCode,
          billing: body.billing,
          marketingConsent: body.marketingConsent,
          provider: provider.name,
          createdAt: at,
          updatedAt: at,
        });
        await tx.insert(orderLines).values(priced.lines.map((line) => ({ orderId, productId: line.productId, months: line.months, amountMinor: line.amountMinor })));
        // The consent of this checkout decides whether cart reminders may be sent.
        await tx
          .insert(carts)
          .values({ userId, tenant, lines: uniqueLines(body.lines), updatedAt: at, marketingConsent: body.marketingConsent, country: priced.country, locale, unsubscribeToken: crypto.randomBytes(18).toString('base64url') })
          .onConflictDoUpdate({ target: carts.userId, set: { marketingConsent: body.marketingConsent, country: priced.country, locale } });
      });

      let session;
      try {
        session = await provider.createCheckoutSession({
          orderId,
          tenant,
          country: priced.country,
          currency: priced.currency,
          lines: priced.lines,
          totalMinor: priced.totalMinor,
          discountMinor: priced.discountMinor,
          recurring,
          customerEmail: user.email,
          locale,
          methods: methodsFor(checkoutMethods(priced.country), !recurring),
          successUrl: successPath(priced.country, orderId),
          cancelUrl: cancelPath(priced.country, orderId),
        });
      } catch (error) {
        request.log.error({ err: error, orderId }, 'payment provider refused the checkout session');
        await db.update(orders).set({ status: 'failed', failureMessage: 'The payment provider could not be reached.', updatedAt: new Date(clock()) }).where(eq(orders.id, orderId));
        throw new HttpError(502, 'payment_provider_unavailable', 'The payment service could not be reached. Nothing was charged; please try again in a moment.');
      }
      await db.update(orders).set({ providerRef: session.sessionId }).where(eq(orders.id, orderId));
      reply.header('cache-control', PRIVATE);
      return { orderId, redirectUrl: session.redirectUrl };
    },
  );

  // Which provider takes the payments, so the checkout page can say "test mode" before anyone pays (DESIGN.md).
  app.get(
    '/checkout/provider',
    {
      schema: {
        tags,
        summary: 'The payment provider in use: stripe, the built-in test mode (chosen: PAYMENTS=test), or off (checkout answers 503)',
        response: { 200: Type.Object({ provider: Type.Union([Type.Literal('stripe'), Type.Literal('test'), Type.Literal('off')]), chosen: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { provider: commerce.mode, chosen: commerce.testChosen };
    },
  );

  app.get(
    '/orders/:userId',
    { config: { guestAllowed: false }, schema: { tags, summary: "The user's orders, newest first", params: UserParams, response: { 200: Type.Array(OrderViewSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listOrders(db, tenant, request.params.userId);
    },
  );

  app.get(
    '/orders/:userId/:orderId',
    { config: { guestAllowed: false }, schema: { tags, summary: 'One order of the user (404 for anyone else’s)', params: OrderParams, response: { 200: OrderViewSchema } } },
    async (request, reply) => {
      const order = await findOrder(db, tenant, request.params.userId, request.params.orderId);
      if (!order) throw notFound(`No order ${request.params.orderId}.`, 'unknown_order');
      reply.header('cache-control', PRIVATE);
      return order;
    },
  );

  app.get(
    '/cart/:userId',
    { config: { guestAllowed: false }, schema: { tags, summary: "The account's cart", params: UserParams, response: { 200: CartSchema } } },
    async (request, reply) => {
      const [cart] = await db.select({ lines: carts.lines, updatedAt: carts.updatedAt }).from(carts).where(eq(carts.userId, request.params.userId));
      reply.header('cache-control', PRIVATE);
      return { lines: cart?.lines ?? [], updatedAt: cart?.updatedAt.toISOString() ?? null };
    },
  );

  app.put(
    '/cart/:userId',
    { config: { guestAllowed: false }, schema: { tags, summary: "Replace the account's cart (the device merges its own into it at sign-in)", params: UserParams, body: CartBody, response: { 200: CartSchema } } },
    async (request, reply) => {
      const lines = uniqueLines(request.body.lines);
      const at = new Date(clock());
      // A touched cart starts its reminder schedule again: the cart and its reminder jobs commit together.
      await db.transaction(async (tx) => {
        await tx
          .insert(carts)
          .values({ userId: request.params.userId, tenant, lines, updatedAt: at, unsubscribeToken: crypto.randomBytes(18).toString('base64url') })
          .onConflictDoUpdate({ target: carts.userId, set: { lines, updatedAt: at, remindersSent: 0 } });
        if (lines.length > 0) await commerce.scheduleCartReminders(tx, request.params.userId, at);
      });
      reply.header('cache-control', PRIVATE);
      return { lines, updatedAt: at.toISOString() };
    },
  );

  app.get(
    '/entitlements/:userId',
    { config: { guestAllowed: false }, schema: { tags, summary: 'The signed entitlement token (ES256) with the products and their end dates', params: UserParams, response: { 200: EntitlementsAnswer } } },
    async (request, reply) => {
      const now = clock();
      const products = await activeGrants(db, request.params.userId, now);
      reply.header('cache-control', PRIVATE);
      return { token: await commerce.signer.sign(request.params.userId, products, now), products, serverTime: now };
    },
  );
}
