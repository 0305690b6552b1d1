// POST /api/webhooks/stripe: provider events, authenticated by their Stripe-Signature alone (no XSRF token, cookie or
// country header: providers send none), verified on the raw bytes with the SDK (300 s tolerance). Missing, invalid
// or old signatures → 400 and nothing changes. The event is stored and handled in one transaction before the 2xx;
// a second delivery of the same id is a no-op; an unknown session is ignored with a 2xx.
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type Stripe from 'stripe';
import type { Db } from '../../db/open.ts';
import type { Commerce } from '../../commerce/commerce.ts';
import { WEBHOOK_PATH } from '../../commerce/commerce.ts';
import { processWebhookEvent } from '../../commerce/webhookEvents.ts';
import { SIGNATURE_TOLERANCE_S } from '../../payments/webhookSigning.ts';
import { badRequest } from '../../lib/httpError.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';

const Answer = Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean(), outcome: Type.Optional(Type.String()) }, { additionalProperties: false });

export interface WebhookRouteOptions {
  db: Db;
  commerce: Commerce;
  publicUrl: string;
  clock: () => number;
  metrics: Pick<AppMetrics, 'webhookEvent'>;
}

export async function webhookRoutes(app: RouteApp, { db, commerce, publicUrl, clock, metrics }: WebhookRouteOptions): Promise<void> {
  // Raw bytes: the signature covers them exactly. Encapsulated here, other routes keep the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body));

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['commerce'],
        summary: 'Stripe webhook events (Stripe-Signature header; raw JSON body)',
        body: Type.Unknown({ description: 'The event JSON as the provider sent it' }),
        response: { 200: Answer },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '' || !Buffer.isBuffer(request.body)) metrics.webhookEvent('unverified', 'invalid_signature');
      if (typeof signature !== 'string' || signature === '') throw badRequest('Missing Stripe-Signature header.', 'invalid_signature');
      if (!Buffer.isBuffer(request.body)) throw badRequest('The event body is missing.', 'invalid_signature');
      let event: Stripe.Event;
      try {
        event = commerce.stripe.webhooks.constructEvent(request.body, signature, commerce.webhookSecret, SIGNATURE_TOLERANCE_S, undefined, clock());
      } catch (error) {
        metrics.webhookEvent('unverified', 'invalid_signature');
        throw badRequest(`Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}`, 'invalid_signature');
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw badRequest('Not an event.', 'invalid_event');
      // Mails written while settling are enqueued for delivery in the event's own transaction (with this request's id).
      const mailQueue: typeof commerce.mailQueue = (tx, mailIds) => commerce.mailQueue(tx, mailIds, request.id);
      const result = await processWebhookEvent(db, publicUrl, event, clock(), mailQueue);
      metrics.webhookEvent(event.type, result.duplicate ? 'duplicate' : result.outcome);
      request.log.info({ eventId: event.id, type: event.type, ...result }, 'webhook event');
      return { received: true as const, ...result };
    },
  );
}
