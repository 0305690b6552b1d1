// GET subscriptions/{userId}, POST subscriptions/{userId}/{subscriptionId}/cancel|resume|payment-method (issue 21).
// A change asks the provider (Stripe's API, or the test-mode provider) and answers what we know then; our state
// changes only when the provider's event arrives at the webhook, as a payment does. Someone else's or another
// tenant's subscription is a 404, an ended one (or resuming one that was not cancelled) a 409: nothing changes.
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import type { Db } from '../../db/open.ts';
import type { Authenticator } from '../../auth/authenticate.ts';
import type { Commerce } from '../../commerce/commerce.ts';
import { findSubscription, listSubscriptions } from '../../commerce/subscriptions.ts';
import { myProductsPath } from '../../commerce/links.ts';
import { HttpError, conflict, notFound } from '../../lib/httpError.ts';
import { Id } from '../exam/ids.ts';
import { refuseChange, type SubscriptionChange } from '@domain/commerce/subscriptions.ts';
import { isCountryCode, type Tenant } from '@domain/markets/types.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import { SubscriptionViewSchema } from './schemas.ts';

const tags = ['commerce'];
const PRIVATE = 'private, no-store';
const UserParams = Type.Object({ userId: Id() }, { additionalProperties: false });
const SubscriptionParams = Type.Object({ userId: Id(), subscriptionId: Type.String({ minLength: 4, maxLength: 120, pattern: '^sub_[A-Za-z0-9_]+$' }) }, { additionalProperties: false });
/** The changes take no input beyond the path (an empty JSON object, or no body). */
const NoBody = Type.Optional(Type.Object({}, { additionalProperties: false }));
const PortalAnswer = Type.Object({ url: Type.String() }, { additionalProperties: false });

export interface SubscriptionRouteOptions {
  tenant: Tenant;
  db: Db;
  authenticator: Authenticator;
  commerce: Commerce;
  clock: () => number;
}

const REFUSALS = {
  ended: 'This subscription has ended: it can no longer be changed. Buy the product again to use it.',
  not_cancelled: 'This subscription renews already: there is nothing to resume.',
} as const;

export async function subscriptionRoutes(app: RouteApp, { tenant, db, commerce, clock }: SubscriptionRouteOptions): Promise<void> {
  async function own(userId: string, subscriptionId: string) {
    const subscription = await findSubscription(db, tenant, userId, subscriptionId);
    if (!subscription) throw notFound(`No subscription ${subscriptionId}.`, 'unknown_subscription');
    const provider = commerce.provider;
    if (!provider || provider.name !== subscription.provider) {
      throw new HttpError(409, 'provider_unavailable', 'This subscription is managed by a payment provider this shop no longer uses: nothing was changed.');
    }
    return { subscription, provider };
  }

  app.get(
    '/subscriptions/:userId',
    { config: { guestAllowed: false }, schema: { tags, summary: "The user's plans that renew, newest first", params: UserParams, response: { 200: Type.Array(SubscriptionViewSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listSubscriptions(db, tenant, request.params.userId);
    },
  );

  for (const change of ['cancel', 'resume'] as const satisfies readonly SubscriptionChange[]) {
    app.post(
      `/subscriptions/:userId/:subscriptionId/${change}`,
      {
        config: { guestAllowed: false },
        schema: {
          tags,
          summary: change === 'cancel' ? 'Stop the renewal at the period end (access stays to the paid end)' : 'Renew again at the period end (before it ends)',
          params: SubscriptionParams,
          body: NoBody,
          response: { 200: SubscriptionViewSchema },
        },
      },
      async (request, reply) => {
        const { userId, subscriptionId } = request.params;
        const { subscription, provider } = await own(userId, subscriptionId);
        const refusal = refuseChange(subscription, change, clock());
        if (refusal) throw conflict(REFUSALS[refusal], refusal === 'ended' ? 'subscription_ended' : 'not_cancelled');
        try {
          await provider.setCancelAtPeriodEnd(subscriptionId, change === 'cancel');
        } catch (error) {
          if (error instanceof HttpError) throw error;
          request.log.error({ err: error, subscriptionId }, 'payment provider refused the subscription change');
          throw new HttpError(502, 'payment_provider_unavailable', 'The payment service could not be reached: nothing was changed. Please try again in a moment.');
        }
        reply.header('cache-control', PRIVATE);
        // The provider's event may have arrived already (test mode delivers it before answering).
        return (await findSubscription(db, tenant, userId, subscriptionId)) ?? subscription;
      },
    );
  }

  app.post(
    '/subscriptions/:userId/:subscriptionId/payment-method',
    {
      config: { guestAllowed: false },
      schema: { tags, summary: "Where to change the subscription's card: Stripe's Billing Portal, or the test-mode page", params: SubscriptionParams, body: NoBody, response: { 200: PortalAnswer } },
    },
    async (request, reply) => {
      const { userId, subscriptionId } = request.params;
      const { subscription, provider } = await own(userId, subscriptionId);
      if (refuseChange(subscription, 'cancel', clock()) === 'ended') throw conflict(REFUSALS.ended, 'subscription_ended');
      // The page of the site the plan was bought on.
      const [order] = await db.select({ country: orders.country }).from(orders).where(eq(orders.id, subscription.orderId));
      const country = order && isCountryCode(order.country) ? order.country : 'us';
      let url: string;
      try {
        url = await provider.paymentMethodUrl(subscriptionId, country, myProductsPath(country));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error, subscriptionId }, 'payment provider refused the billing portal session');
        throw new HttpError(502, 'payment_provider_unavailable', 'The payment service could not be reached. Please try again in a moment.');
      }
      reply.header('cache-control', PRIVATE);
      return { url };
    },
  );
}
