// TypeBox schemas of the commerce calls (the shapes of src/domain/commerce/orders.ts and entitlementToken.ts).
import { Type } from '@fastify/type-provider-typebox';
import { Id } from '../exam/ids.ts';
import { literalUnion } from '../../lib/literalUnion.ts';
import { ORDER_STATUSES } from '@domain/commerce/orders.ts';

export const Months = Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(12)]);
export const CartLineSchema = Type.Object({ productId: Id(), months: Months }, { additionalProperties: false });
const Field = (maxLength = 200) => Type.String({ maxLength });

export const BillingSchema = Type.Object(
  {
    licensed: Type.Union([Type.Literal('person'), Type.Literal('company')]),
    name: Field(),
    lastName: Field(),
    address: Field(300),
    city: Field(),
    zip: Field(20),
    region: Field(),
    country: Field(60),
    prefix: Field(8),
    phone: Field(30),
    businessName: Field(),
    vat: Field(40),
  },
  { additionalProperties: false },
);

export const CheckoutBody = Type.Object(
  {
    lines: Type.Array(CartLineSchema, { minItems: 1, maxItems: 20 }),
    billing: BillingSchema,
    promoCode: Type.Optional(Type.String({ maxLength: 64 })),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
    expectedTotalMinor: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    marketingConsent: Type.Boolean(),
    acceptTerms: Type.Boolean(),
    /** Pay once (Multibanco, bank transfer or a card) instead of a plan that renews. */
    oneTime: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CheckoutAnswer = Type.Object({ orderId: Type.String(), redirectUrl: Type.String() }, { additionalProperties: false });

const Instructions = Type.Union([
  Type.Object({ kind: Type.Literal('multibanco'), entity: Type.String(), reference: Type.String(), expiresAt: Type.String(), amountMinor: Type.Integer() }),
  Type.Object({ kind: Type.Literal('bank_transfer'), iban: Type.String(), reference: Type.String(), amountRemainingMinor: Type.Integer() }),
  Type.Object({ kind: Type.Literal('processing'), method: Type.Union([Type.Literal('sepa_debit'), Type.Literal('us_bank_account')]) }),
]);

export const OrderViewSchema = Type.Object(
  {
    orderId: Type.String(),
    status: literalUnion(ORDER_STATUSES),
    currency: Type.String(),
    totalMinor: Type.Integer(),
    vatMinor: Type.Integer(),
    vatRatePercent: Type.Integer(),
    discountMinor: Type.Integer(),
    promoCode: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(Type.Object({ productId: Type.String(), months: Months, amountMinor: Type.Integer() }, { additionalProperties: false })),
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('test')]),
    providerRef: Type.String(),
    createdAt: Type.String(),
    paidAt: Type.Union([Type.String(), Type.Null()]),
    receiptNumber: Type.Union([Type.String(), Type.Null()]),
    instructions: Type.Union([Instructions, Type.Null()]),
    failureMessage: Type.Union([Type.String(), Type.Null()]),
    billing: BillingSchema,
    country: Type.String(),
    invoiceId: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

export const CartSchema = Type.Object({ lines: Type.Array(CartLineSchema, { maxItems: 50 }), updatedAt: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false });
export const CartBody = Type.Object(
  { lines: Type.Array(CartLineSchema, { maxItems: 50 }), updatedAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])) },
  { additionalProperties: false },
);

export const EntitlementsAnswer = Type.Object(
  {
    token: Type.String(),
    products: Type.Array(Type.Object({ productId: Type.String(), endsAt: Type.Integer() }, { additionalProperties: false })),
    serverTime: Type.Integer(),
  },
  { additionalProperties: false },
);

export const SubscriptionViewSchema = Type.Object(
  {
    subscriptionId: Type.String(),
    orderId: Type.String(),
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('test')]),
    status: Type.Union([Type.Literal('active'), Type.Literal('past_due'), Type.Literal('canceled')]),
    productIds: Type.Array(Type.String()),
    months: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(12)]),
    currency: Type.String(),
    amountMinor: Type.Integer(),
    currentPeriodEnd: Type.String(),
    cancelAtPeriodEnd: Type.Boolean(),
    nextPaymentAttempt: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
