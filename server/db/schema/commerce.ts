// Commerce tables (issue 13): orders and their lines, stored webhook events, entitlements, account carts, the
// built-in test-mode provider's sessions, receipt numbers and extra mail headers. Amounts are integer minor units.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingForm } from '@domain/validation/billing.ts';
import type { CartLine, OrderStatus, PaymentInstructions } from '@domain/commerce/orders.ts';
import type { PlanMonths } from '@domain/catalog/pricingOptions.ts';
import { mailOutbox, users } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type PaymentProviderName = 'stripe' | 'test';
export type EntitlementSource = 'stripe' | 'test' | 'app_store' | 'play_store';

/** One checkout: created pending_payment, settled by the webhook (never by the success page). */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    promoCode: text('promo_code'),
    billing: jsonb('billing').$type<BillingForm>().notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The Checkout Session id ('' until the provider answered). */
    providerRef: text('provider_ref').notNull().default(''),
    /** The PaymentIntent / payment id once known (refunds and disputes name it). */
    paymentRef: text('payment_ref'),
    /** The provider's subscription id, for renewals (invoice.paid). */
    subscriptionRef: text('subscription_ref'),
    instructions: jsonb('instructions').$type<PaymentInstructions>(),
    failureMessage: text('failure_message'),
    receiptNumber: text('receipt_number'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_provider_ref_idx').on(t.providerRef),
    index('orders_payment_ref_idx').on(t.paymentRef),
    index('orders_subscription_ref_idx').on(t.subscriptionRef),
    uniqueIndex('orders_receipt_key').on(t.receiptNumber),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    months: integer('months').$type<PlanMonths>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/** Every provider event, stored by its id before the 2xx: a redelivery of a stored id is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull(),
  /** What handling it did ('fulfilled', 'ignored: unknown session', …). */
  outcome: text('outcome').notNull(),
});

/** What a user may use: one row per (source, source ref, product); revoked_at set by a refund or dispute. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    source: text('source').$type<EntitlementSource>().notNull(),
    /** The order id (stripe, test) or the store's transaction id. */
    sourceRef: text('source_ref').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('entitlements_source_key').on(t.source, t.sourceRef, t.productId), index('entitlements_user_idx').on(t.userId, t.productId)],
);

/** The account's cart (the device cart is merged into it at sign-in) and its abandon reminders. */
export const carts = pgTable('carts', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenant: text('tenant').notNull(),
  lines: jsonb('lines').$type<CartLine[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: at('updated_at').notNull(),
  /** Marketing consent from the checkout form: reminders are sent only with it. */
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  country: text('country'),
  locale: text('locale'),
  /** Reminders sent since the cart was last touched (0 to 3). */
  remindersSent: integer('reminders_sent').notNull().default(0),
  unsubscribed: boolean('unsubscribed').notNull().default(false),
  unsubscribeToken: text('unsubscribe_token').notNull(),
});

export type TestSubscriptionStatus = 'active' | 'past_due' | 'canceled';

export type TestSessionStatus = 'open' | 'processing' | 'awaiting_transfer' | 'complete' | 'expired';

/** The built-in test-mode provider's Checkout Sessions and their payment (one each). */
export const testPaymentSessions = pgTable(
  'test_payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    methods: jsonb('methods').$type<string[]>().notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<TestSessionStatus>().notNull(),
    method: text('method'),
    /** pi_test_…: the payment, named by refunds and disputes. */
    paymentId: text('payment_id'),
    amountReceivedMinor: integer('amount_received_minor').notNull().default(0),
    instructions: jsonb('instructions').$type<PaymentInstructions>(),
    /** A delayed method settles then (SEPA, US bank account): the sweep emits the event; survives a restart. */
    settlesAt: at('settles_at'),
    refundedAt: at('refunded_at'),
    disputedAt: at('disputed_at'),
    renewals: integer('renewals').notNull().default(0),
    /** Paid plans are subscriptions unless the buyer chose a one-time payment (Multibanco, bank transfer). */
    recurring: boolean('recurring').notNull().default(false),
    /** The provider's side of the subscription (as Stripe keeps it): null until paid with a recurring method. */
    subscriptionStatus: text('subscription_status').$type<TestSubscriptionStatus>(),
    periodEnd: at('period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The saved card charges renewals; 4000 0000 0000 0341 attaches but fails. */
    savedCard: text('saved_card'),
    /**
     * The subscription's test clock (as Stripe's test clocks): renewals, retries, endings and reminders happen at its
     * time when the dashboard advances it; null until first advanced (it reads the real time until then).
     */
    clockAt: at('clock_at'),
    /** A failed renewal (past_due) is charged again then with the saved card; null when none is due. */
    retryAt: at('retry_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('test_payment_sessions_settles_idx').on(t.settlesAt), uniqueIndex('test_payment_sessions_payment_key').on(t.paymentId)],
);

/** Receipt numbers per tenant and year, without gaps: EQ-2026-000042. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    tenant: text('tenant').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.year] })],
);

/** Extra headers of an outbox mail (List-Unsubscribe of marketing mails); the SMTP sender adds them. */
export const mailHeaders = pgTable('mail_headers', {
  mailId: integer('mail_id').primaryKey().references(() => mailOutbox.id, { onDelete: 'cascade' }),
  headers: jsonb('headers').$type<Record<string, string>>().notNull(),
});

export type PlanSubscriptionStatus = 'active' | 'past_due' | 'canceled';

/**
 * A paid plan that renews (issue 21): the provider's subscription as its events describe it. Changes arrive only
 * through the webhook (checkout.session.completed, invoice.*, customer.subscription.*), never from a page.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    /** The provider's subscription id (sub_…). */
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    status: text('status').$type<PlanSubscriptionStatus>().notNull(),
    currency: text('currency').notNull(),
    /** What each renewal costs (the promo applies to the first period only), minor units. */
    amountMinor: integer('amount_minor').notNull(),
    months: integer('months').$type<PlanMonths>().notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The period end the renewal reminder went out for (3- and 12-month plans, 7 days before): once per period. */
    remindedForPeriodEnd: at('reminded_for_period_end'),
    /** A failed renewal is tried again then (the invoice's next_payment_attempt); null when no retry is planned. */
    nextPaymentAttemptAt: at('next_payment_attempt_at'),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('plan_subscriptions_user_idx').on(t.userId), uniqueIndex('plan_subscriptions_order_key').on(t.orderId)],
);

/** A paid renewal invoice, once (invoice.paid is idempotent by its id): its own receipt number and period. */
export const subscriptionInvoices = pgTable('subscription_invoices', {
  invoiceId: text('invoice_id').primaryKey(),
  subscriptionId: text('subscription_id').notNull().references(() => planSubscriptions.id, { onDelete: 'cascade' }),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  receiptNumber: text('receipt_number').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  periodEnd: at('period_end').notNull(),
  paidAt: at('paid_at').notNull(),
});
