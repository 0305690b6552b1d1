// The questions (and answer keys) of a product the shop sells (@domain/commerce/forSale: any priced product) go only
// to a user entitled to them (issue 13): 401 without a valid token, 403 { error: 'not_entitled' } without an
// entitlement. Free demo quizzes, generated quizzes and other free products stay public.
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { products } from '../db/schema.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { forbidden, unauthorized } from '../lib/httpError.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { isEntitled } from './entitlements.ts';
import { isSold } from '@domain/commerce/forSale.ts';

/** A gated answer is the buyer's alone: never stored by a shared cache. */
export const GATED_CACHE_CONTROL = 'private, no-cache';
const KIND_TTL_MS = 60_000;

export interface QuestionGate {
  /** Whether the product's questions are sold (a priced product): then `admit` must pass before they are sent. */
  isGated(productId: string): Promise<boolean>;
  /** Throws 401 / 403 unless the request's user may have the product's questions. */
  admit(request: FastifyRequest, productId: string): Promise<void>;
}

export function createQuestionGate({ db, tenant, authenticator, clock }: { db: Db; tenant: Tenant; authenticator: Authenticator; clock: () => number }): QuestionGate {
  const kinds = new Map<string, { at: number; gated: boolean }>();

  async function isGated(productId: string): Promise<boolean> {
    const hit = kinds.get(productId);
    if (hit && clock() - hit.at < KIND_TTL_MS) return hit.gated;
    const [row] = await db.select({ pricing: products.pricing }).from(products).where(and(eq(products.productId, productId), eq(products.tenant, tenant)));
    // Unknown ids are not cached (random ids cannot grow the map); the caller answers 404 for them.
    if (!row) return false;
    const gated = isSold(row.pricing);
    kinds.set(productId, { at: clock(), gated });
    return gated;
  }

  return {
    isGated,
    async admit(request, productId) {
      const user = await authenticator.identify(request);
      if (!user) throw unauthorized('Sign in to use this product: its questions come with a purchase.', 'sign_in_required');
      if (!(await isEntitled(db, user.userId, productId, clock()))) {
        throw forbidden('This product is not part of your purchases (or its access has ended). Buy or renew it to use it.', 'not_entitled');
      }
    },
  };
}
