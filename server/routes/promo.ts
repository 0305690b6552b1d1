// buy/promo: redeems a promo code for a country, answering the discounted products and their new prices.
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import type { Clock } from '../auth/clock.ts';
import { promoGuessKey, type SignInThrottle } from '../auth/throttle.ts';
import { redeemPromoCode } from '../services/promo.ts';
import { notFound, tooManyAttempts } from '../lib/httpError.ts';
import { requestCountry } from './catalog.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { PromoRefusal } from '@domain/catalog/promoDiscount.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const PromoQuery = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 40 }),
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  },
  { additionalProperties: false },
);

const PromoResponse = Type.Object(
  {
    promoCode: Type.String(),
    percentOff: Type.Integer(),
    productIds: Type.Array(Type.String()),
    explicitPromoProductIds: Type.Array(Type.String()),
    updatedPrices: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

/** Every refusal is a 404 unknown_promo; the message says which one for people reading logs. */
const REFUSALS: Record<PromoRefusal, string> = {
  unavailable: 'Promo codes are not available in this country.',
  unknown: 'There is no such promo code.',
  expired: 'This promo code has expired.',
  'not-applicable': 'This promo code applies to no product in this country.',
};

export async function promoRoutes(app: RouteApp, options: { db: Db; tenant: Tenant; clock: Clock; throttle: SignInThrottle }): Promise<void> {
  app.get(
    '/buy/promo',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Redeem a promo code: the discounted products of the country and their new prices',
        querystring: PromoQuery,
        response: { 200: PromoResponse },
      },
    },
    async (request, reply) => {
      const country = requestCountry(request, request.query.country);
      // Every try counts until it proves to be a valid code: guessing codes soon meets growing delays.
      const guess = promoGuessKey(options.tenant, request.ip);
      const gate = await options.throttle.attempt([guess]);
      if (!gate.allowed) {
        const seconds = Math.ceil(gate.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        throw tooManyAttempts(`Too many promo codes tried. Try again in ${seconds} seconds.`, seconds);
      }
      const result = await redeemPromoCode(options.db, options.tenant, country, request.query.code, options.clock());
      if (typeof result === 'string') throw notFound(REFUSALS[result], 'unknown_promo');
      await options.throttle.forgive(guess);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
