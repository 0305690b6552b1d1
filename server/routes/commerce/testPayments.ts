// The built-in test-mode provider's calls (only in test mode): the payment page's session and "pay" (open to whoever
// holds the session id, as Stripe's hosted page), and, outside production, the test payments dashboard with refund /
// dispute / renew / transfer for operators only (operatorOfAnyTenant: anyone else gets 404), each on its operator's
// tenant. Every outcome reaches the shop as a signed event on the webhook route (testProvider.ts).
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { TestPayments } from '../../payments/testProvider.ts';
import type { Db } from '../../db/open.ts';
import type { AuthServices } from '../../auth/services.ts';
import { bearerToken } from '../../auth/authenticate.ts';
import { findUserById } from '../../services/users.ts';
import { isOperator } from '@domain/auth/roles.ts';
import { TENANTS, type Tenant } from '@domain/markets/types.ts';
import { badRequest, notFound } from '../../lib/httpError.ts';
import { isMyProductsPath } from '@domain/commerce/myProducts.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import { TEST_CLOCK_STEPS } from '@domain/commerce/testClock.ts';

/** The tenant whose operator holds the request's bearer token; a 404 for everyone else (the dashboard is not there). */
export function operatorOfAnyTenant(db: Db, auth: Pick<AuthServices, 'accessTokens' | 'generations'>) {
  return async (request: FastifyRequest): Promise<Tenant> => {
    const token = bearerToken(request);
    if (token) {
      for (const tenant of TENANTS) {
        const verified = await auth.accessTokens.verify(token, tenant);
        if (!verified || (await auth.generations.current(verified.userId, tenant)) !== verified.generation) continue;
        const user = await findUserById(db, tenant, verified.userId);
        if (user && isOperator(user.roles)) return tenant;
      }
    }
    throw notFound('Not found.', 'not_found');
  };
}

const tags = ['test payments'];
const SessionId = Type.String({ minLength: 8, maxLength: 80, pattern: '^(cs|pi)_test_[A-Za-z0-9]+$' });
const SessionParams = Type.Object({ sessionId: SessionId }, { additionalProperties: false });
const PaymentParams = Type.Object({ paymentId: SessionId }, { additionalProperties: false });
const SubscriptionParams = Type.Object({ subscriptionId: Type.String({ minLength: 8, maxLength: 80, pattern: '^sub_test_[A-Za-z0-9]+$' }) }, { additionalProperties: false });
const SubscriptionAnswer = Type.Object(
  { subscriptionId: Type.String(), country: Type.String(), status: Type.String(), cardLast4: Type.String(), periodEnd: Type.String(), cancelAtPeriodEnd: Type.Boolean() },
  { additionalProperties: false },
);
const Text = (maxLength: number) => Type.String({ maxLength });
// `returnUrl`: where the page goes once the card is saved, the `return` of its link: only ever a My products page.
// `token`: the signed, expiring token of the link the owner was given (payments/portalLinks.ts).
const PortalToken = Type.String({ maxLength: 120 });
const CardBody = Type.Object({ cardNumber: Text(30), expiry: Text(10), cvc: Text(6), returnUrl: Text(200), token: Type.Optional(PortalToken) }, { additionalProperties: false });
const PortalQuery = Type.Object({ token: Type.Optional(PortalToken) }, { additionalProperties: false });
const PayBody = Type.Union([
  Type.Object({ method: Type.Literal('card'), cardNumber: Text(30), expiry: Text(10), cvc: Text(6) }, { additionalProperties: false }),
  Type.Object({ method: Type.Literal('sepa_debit'), iban: Text(40) }, { additionalProperties: false }),
  Type.Object({ method: Type.Union([Type.Literal('multibanco'), Type.Literal('customer_balance'), Type.Literal('us_bank_account')]) }, { additionalProperties: false }),
]);
const PayAnswer = Type.Object(
  {
    outcome: Type.Union([Type.Literal('succeeded'), Type.Literal('processing'), Type.Literal('requires_action')]),
    redirectUrl: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
const Line = Type.Object({ productId: Type.String(), months: Type.Integer(), amountMinor: Type.Integer() }, { additionalProperties: false });
const SessionAnswer = Type.Object(
  {
    sessionId: Type.String(),
    orderId: Type.String(),
    country: Type.String(),
    currency: Type.String(),
    amountMinor: Type.Integer(),
    lines: Type.Array(Line),
    methods: Type.Array(Type.String()),
    recurring: Type.Boolean(),
    successUrl: Type.String(),
    cancelUrl: Type.String(),
    status: Type.String(),
  },
  { additionalProperties: false },
);
const PaymentRow = Type.Object(
  {
    sessionId: Type.String(),
    paymentId: Type.Union([Type.String(), Type.Null()]),
    orderId: Type.String(),
    orderStatus: Type.String(),
    country: Type.String(),
    currency: Type.String(),
    amountMinor: Type.Integer(),
    amountReceivedMinor: Type.Integer(),
    method: Type.Union([Type.String(), Type.Null()]),
    status: Type.String(),
    createdAt: Type.String(),
    refunded: Type.Boolean(),
    disputed: Type.Boolean(),
    renewals: Type.Integer(),
    subscriptionId: Type.Union([Type.String(), Type.Null()]),
    subscriptionStatus: Type.Union([Type.String(), Type.Null()]),
    periodEnd: Type.Union([Type.String(), Type.Null()]),
    cancelAtPeriodEnd: Type.Boolean(),
    clockAt: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
/** How far the test clock moves (`?step=`; unset: one period, the old "Advance one period"). */
const AdvanceQuery = Type.Object({ step: Type.Optional(Type.Union(TEST_CLOCK_STEPS.map((step) => Type.Literal(step)))) }, { additionalProperties: false });
const Done = Type.Object(
  {
    ok: Type.Literal(true),
    amountRemainingMinor: Type.Optional(Type.Integer()),
    outcome: Type.Optional(Type.Union([Type.Literal('moved'), Type.Literal('renewed'), Type.Literal('failed'), Type.Literal('ended')])),
    /** The subscription's test clock after an advance (ISO). */
    clockAt: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
const TransferBody = Type.Object({ amountMinor: Type.Integer({ minimum: 1, maximum: 100_000_000 }) }, { additionalProperties: false });

export interface TestPaymentRouteOptions {
  payments: TestPayments;
  /** The dashboard exists (never in production). */
  dashboard: boolean;
  db: Db;
  auth: Pick<AuthServices, 'accessTokens' | 'generations'>;
}

export async function testPaymentRoutes(app: RouteApp, { payments, dashboard, db, auth }: TestPaymentRouteOptions): Promise<void> {
  app.get('/api/test-payments/:sessionId', { schema: { tags, summary: 'A test-mode Checkout Session, as its payment page shows it', params: SessionParams, response: { 200: SessionAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.session(request.params.sessionId);
  });

  app.post(
    '/api/test-payments/:sessionId/pay',
    { schema: { tags, summary: "Pay a test-mode session (Stripe's test cards; delayed methods simulated)", params: SessionParams, body: PayBody, response: { 200: PayAnswer } } },
    async (request) => payments.pay(request.params.sessionId, request.body),
  );

  // The test-mode Billing Portal: only the holder of a link made for the subscription's owner (POST …/payment-method
  // from My products, signed in), for an hour, as a Billing Portal session; 403 link_invalid / link_expired otherwise.
  app.get(
    '/api/test-payments/subscriptions/:subscriptionId',
    {
      schema: {
        tags,
        summary: 'A test-mode subscription, as its payment method page shows it (the signed link token required: 403 link_invalid or link_expired)',
        params: SubscriptionParams,
        querystring: PortalQuery,
        response: { 200: SubscriptionAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.subscription(request.params.subscriptionId, request.query.token);
    },
  );
  app.post(
    '/api/test-payments/subscriptions/:subscriptionId/card',
    {
      schema: { tags, summary: "A new card for a test-mode subscription's renewals (4000 0000 0000 0341 attaches but fails); 400 unknown_return unless returnUrl is a My products page", params: SubscriptionParams, body: CardBody, response: { 200: Done } },
    },
    async (request) => {
      const { returnUrl, token, ...card } = request.body;
      // Not an open redirect: a return that is not this shop's My products page is refused before anything changes.
      if (!isMyProductsPath(returnUrl)) throw badRequest("The return address is not this shop's My products page: open the page again from My products.", 'unknown_return');
      await payments.updateCard(request.params.subscriptionId, token, card);
      return { ok: true as const };
    },
  );

  if (!dashboard) return;
  const operatorTenant = operatorOfAnyTenant(db, auth);
  /** The operator's tenant, after checking the payment is of that tenant (another tenant's is not found). */
  const ownPayment = async (request: FastifyRequest, paymentId: string) => {
    const tenant = await operatorTenant(request);
    if ((await payments.tenantOf(paymentId)) !== tenant) throw notFound(`No test payment ${paymentId}.`, 'unknown_payment');
  };
  app.get(
    '/api/test-payments',
    { schema: { tags, summary: "Test payments dashboard (operators only): the newest 200 test payments of the operator's tenant", response: { 200: Type.Array(PaymentRow) } } },
    async (request, reply) => {
      const tenant = await operatorTenant(request);
      reply.header('cache-control', 'no-store');
      return payments.list(tenant);
    },
  );
  for (const action of ['refund', 'dispute', 'renew'] as const) {
    app.post(
      `/api/test-payments/:paymentId/${action}`,
      { schema: { tags, summary: `Test payments dashboard (operators only): ${action} (emits the Stripe event)`, params: PaymentParams, response: { 200: Done } } },
      async (request) => {
        await ownPayment(request, request.params.paymentId);
        await payments[action](request.params.paymentId);
        return { ok: true as const };
      },
    );
  }
  app.post(
    '/api/test-payments/:paymentId/advance',
    {
      schema: {
        tags,
        summary:
          "Test payments dashboard (operators only): the subscription's test clock moves forward by a day, a week, to 7 days before the renewal (its reminder; 409 reminder_passed when less than that is left) or one period (the default); renewals, retries, endings and the reminder happen at its time",
        params: PaymentParams,
        querystring: AdvanceQuery,
        response: { 200: Done },
      },
    },
    async (request) => {
      await ownPayment(request, request.params.paymentId);
      return { ok: true as const, ...(await payments.advance(request.params.paymentId, request.query.step ?? 'period')) };
    },
  );
  app.post(
    '/api/test-payments/:paymentId/transfer',
    {
      schema: { tags, summary: 'Test payments dashboard (operators only): a bank transfer (or Multibanco payment) arrives, possibly in part', params: PaymentParams, body: TransferBody, response: { 200: Done } },
    },
    async (request) => {
      await ownPayment(request, request.params.paymentId);
      return { ok: true as const, ...(await payments.transfer(request.params.paymentId, request.body.amountMinor)) };
    },
  );
}
