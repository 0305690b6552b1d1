// The shop's selling parts, built once per app: the payment provider (Stripe with STRIPE_SECRET_KEY, else the
// built-in test mode), the webhook secret and verifier, the entitlement token signer, and the sweep (renewal
// reminders, delayed test payments, expired test sessions, cart reminders) that works from the database state alone:
// the commerce.sweep cron job and the payments.settle delayed jobs run it (jobs/registerJobs.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database, Db } from '../db/open.ts';
import { sendDueRenewalReminders } from './renewalReminders.ts';
import { paymentsMode, type PaymentsMode, type ServerConfig } from '../config.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createStripeProvider, stripeClient } from '../payments/stripeProvider.ts';
import { createTestPayments, type TestPayments } from '../payments/testProvider.ts';
import { loadWebhookSecret, signatureHeader } from '../payments/webhookSigning.ts';
import type { StripeShapedEvent } from '../payments/stripeEvents.ts';
import { createEntitlementSigner, type EntitlementSigner } from './entitlements.ts';
import { REMINDER_DELAYS_MS, sendDueCartReminders } from './cartReminders.ts';
import type { Tx } from '../services/syncStore.ts';
import type { MailQueue } from '../mail/queueMail.ts';

export const WEBHOOK_PATH = '/api/webhooks/stripe';

export interface Commerce {
  /** stripe, test (outside production, or PAYMENTS=test) or off (production without a Stripe key or the switch). */
  mode: PaymentsMode;
  /** Whether test mode was chosen with PAYMENTS=test (shown on the banner and the readiness probe). */
  testChosen: boolean;
  /** null when mode is off: checkout answers 503 and nothing is sold. */
  provider: PaymentProvider | null;
  /** The test-mode provider's operations; null when Stripe takes the payments. */
  testPayments: TestPayments | null;
  webhookSecret: string;
  /** SDK instance used for webhooks.constructEvent (no network). */
  stripe: Stripe;
  signer: EntitlementSigner;
  /** One pass of the periodic work; the commerce.sweep job calls it, tests call it with their clock. */
  sweep(): Promise<void>;
  /** Enqueues the delivery of mails written in a settling transaction (receipts, payment errors, reminders). */
  mailQueue: MailQueue;
  /** Enqueues, in `tx`, the cart's reminder jobs for 1 h, 24 h and 72 h after `touchedAt`. */
  scheduleCartReminders(tx: Tx, userId: string, touchedAt: Date): Promise<void>;
  /** The cart.reminders job's work: the reminder of this user's cart that is due now, if any. */
  sendCartReminder(userId: string): Promise<void>;
  /**
   * A checkout refused because no provider is set up: an expected refusal (503), not a fault. Logged once per process
   * as a warning that says what to set; the caller answers the 503 itself (not through the error handler's level 50).
   */
  noProviderRefusal(): { error: 'payments_not_configured'; message: string };
}

export interface CommerceOptions {
  db: Db;
  /** The startup lock: the first process creates the entitlement keys under it. */
  exclusively: Database['exclusively'];
  config: ServerConfig;
  clock: () => number;
  mailQueue: MailQueue;
  log: FastifyBaseLogger;
  /** Enqueues a payments.settle job for when a test-mode delayed payment comes due. */
  onDelayedPayment?: (settlesAt: Date) => Promise<void>;
  /** Enqueues one cart.reminders job (in `tx`) for `at`. */
  enqueueCartReminder?: (tx: Tx, userId: string, at: Date) => Promise<void>;
  /** The app, for posting test-mode events to its own webhook route. */
  fastify: FastifyInstance;
}

/**
 * Posts a signed event to the webhook route over real HTTP when the server listens (the same request a provider
 * makes), in process otherwise (a server not yet listening, e.g. a CLI).
 */
function webhookDelivery(fastify: FastifyInstance, secret: string, clock: () => number) {
  return async (event: StripeShapedEvent): Promise<void> => {
    const payload = JSON.stringify(event);
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(payload, secret, Math.floor(clock() / 1000)), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) test-mode' };
    const address = fastify.server.listening ? fastify.server.address() : null;
    let status: number;
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
      const response = await fetch(`http://${host}:${address.port}${WEBHOOK_PATH}`, { method: 'POST', headers, body: payload });
      status = response.status;
      await response.arrayBuffer();
    } else {
      status = (await fastify.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload })).statusCode;
    }
    if (status < 200 || status >= 300) throw new Error(`webhook answered ${status} to ${event.type} ${event.id}`);
  };
}

export async function createCommerce({ db, exclusively, config, clock, mailQueue, log, onDelayedPayment, enqueueCartReminder, fastify }: CommerceOptions): Promise<Commerce> {
  const webhookSecret = await loadWebhookSecret(db, config.stripeWebhookSecret);
  const signer = await createEntitlementSigner({
    database: { db, exclusively },
    clock,
    jwtSecret: config.jwtSecret,
    privateKey: config.entitlementPrivateKey,
    publicKey: config.entitlementPublicKey,
    previousPublicKey: config.entitlementPreviousPublicKey,
  });
  const stripe = stripeClient({ secretKey: config.stripeSecretKey ?? 'sk_test_webhook_verification_only', apiBase: config.stripeApiBase });
  const mode = paymentsMode(config);
  if (mode === 'off') log.warn('payments are off: NODE_ENV=production without STRIPE_SECRET_KEY or PAYMENTS=test; checkout answers 503');
  const testPayments =
    mode === 'test'
      ? createTestPayments({
          db,
          clock,
          delayMs: config.testPaymentDelayMs,
          deliver: webhookDelivery(fastify, webhookSecret, clock),
          onDelayed: onDelayedPayment,
          linkSecret: webhookSecret,
          // A test subscription's reminder is due by its test clock's time, not the real one (as Stripe's test clocks).
          onClockMoved: async (subscriptionId, at) => void (await sendDueRenewalReminders(db, mailQueue, config.publicUrl, at.getTime(), { subscriptionId, slackMs: 60_000 })),
        })
      : null;
  const provider =
    mode === 'stripe' && config.stripeSecretKey
      ? createStripeProvider({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase, publicUrl: config.publicUrl })
      : (testPayments?.provider ?? null);

  async function sweep(): Promise<void> {
    if (testPayments) await testPayments.sweep();
    await sendDueCartReminders(db, mailQueue, config.publicUrl, clock());
    await sendDueRenewalReminders(db, mailQueue, config.publicUrl, clock());
  }

  let warnedNoProvider = false;
  return {
    mode,
    testChosen: mode === 'test' && config.paymentsTestChosen,
    provider,
    testPayments,
    webhookSecret,
    stripe,
    signer,
    sweep,
    mailQueue,
    async scheduleCartReminders(tx, userId, touchedAt) {
      for (const delay of REMINDER_DELAYS_MS) await enqueueCartReminder?.(tx, userId, new Date(touchedAt.getTime() + delay));
    },
    async sendCartReminder(userId) {
      await sendDueCartReminders(db, mailQueue, config.publicUrl, clock(), userId);
    },
    noProviderRefusal() {
      if (!warnedNoProvider) {
        warnedNoProvider = true;
        log.warn('checkout refused (503 payments_not_configured): no payment provider; set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to sell, or PAYMENTS=test for the built-in test mode');
      }
      return { error: 'payments_not_configured', message: 'Payments are not set up on this shop yet: nothing was ordered or charged. Please try again later.' };
    },
  };
}
