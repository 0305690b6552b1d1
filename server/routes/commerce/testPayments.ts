// The built-in test-mode provider's calls (only without STRIPE_SECRET_KEY): the payment page's session and "pay",
// and, outside production, the test payments dashboard with refund / dispute / renew / transfer. Every outcome
// reaches the shop as a signed event on the webhook route (testProvider.ts).
import { Type } from '@fastify/type-provider-typebox';
import type { TestPayments } from '../../payments/testProvider.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const tags = ['test payments'];
const SessionId = Type.String({ minLength: 8, maxLength: 80, pattern: '^(cs|pi)_test_[A-Za-z0-9]+$' });
const SessionParams = Type.Object({ sessionId: SessionId }, { additionalProperties: false });
const PaymentParams = Type.Object({ paymentId: SessionId }, { additionalProperties: false });
const Text = (maxLength: number) => Type.String({ maxLength });
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
  },
  { additionalProperties: false },
);
const Done = Type.Object({ ok: Type.Literal(true), amountRemainingMinor: Type.Optional(Type.Integer()) }, { additionalProperties: false });
const TransferBody = Type.Object({ amountMinor: Type.Integer({ minimum: 1, maximum: 100_000_000 }) }, { additionalProperties: false });

export async function testPaymentRoutes(app: RouteApp, { payments, dashboard }: { payments: TestPayments; dashboard: boolean }): Promise<void> {
  app.get('/api/test-payments/:sessionId', { schema: { tags, summary: 'A test-mode Checkout Session, as its payment page shows it', params: SessionParams, response: { 200: SessionAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.session(request.params.sessionId);
  });

  app.post(
    '/api/test-payments/:sessionId/pay',
    { schema: { tags, summary: "Pay a test-mode session (Stripe's test cards; delayed methods simulated)", params: SessionParams, body: PayBody, response: { 200: PayAnswer } } },
    async (request) => payments.pay(request.params.sessionId, request.body),
  );

  if (!dashboard) return;
  app.get('/api/test-payments', { schema: { tags, summary: 'Test payments dashboard: the newest 200 test payments', response: { 200: Type.Array(PaymentRow) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.list();
  });
  for (const action of ['refund', 'dispute', 'renew'] as const) {
    app.post(
      `/api/test-payments/:paymentId/${action}`,
      { schema: { tags, summary: `Test payments dashboard: ${action} (emits the Stripe event)`, params: PaymentParams, response: { 200: Done } } },
      async (request) => {
        await payments[action](request.params.paymentId);
        return { ok: true as const };
      },
    );
  }
  app.post(
    '/api/test-payments/:paymentId/transfer',
    { schema: { tags, summary: 'Test payments dashboard: a bank transfer (or Multibanco payment) arrives, possibly in part', params: PaymentParams, body: TransferBody, response: { 200: Done } } },
    async (request) => ({ ok: true as const, ...(await payments.transfer(request.params.paymentId, request.body.amountMinor)) }),
  );
}
