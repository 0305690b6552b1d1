// Revocation that takes effect at once: each user has a token generation (users.token_generation) that every access
// token and refresh-token family carries. Ending all sessions bumps it; a token of an older generation, or of a user
// who no longer exists, is refused on its next request.
//
// Why the database on every authenticated request, and no cache: several API processes serve one database, and a
// per-process cache (even with a short TTL) would let a revoked token through on a process that has not heard of the
// change. The check is one primary-key lookup of a single integer, a fraction of a millisecond beside the route's own
// database work, and it is correct with any number of processes, with or without Redis.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { RefreshTokens } from './refreshTokens.ts';

/** Why every session of a user ended (stored on the revoked refresh-token families). */
export type RevocationReason = 'sign-out-everywhere' | 'password-reset' | 'account-deleted';

export interface TokenGenerations {
  /** The user's current generation in the tenant; null when there is no such account (any more). */
  current(userId: string, tenant: Tenant): Promise<number | null>;
  /** Ends every session of the user: all access tokens fail from the next request on, no refresh token works. */
  revokeAll(userId: string, reason: RevocationReason): Promise<void>;
}

export function createTokenGenerations(db: Db, refreshTokens: RefreshTokens): TokenGenerations {
  return {
    async current(userId, tenant) {
      const [row] = await db
        .select({ generation: users.tokenGeneration })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.tenant, tenant)));
      return row?.generation ?? null;
    },

    async revokeAll(userId, reason) {
      // The generation first: from this statement on, no access token of the user passes on any process.
      await db
        .update(users)
        .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
        .where(eq(users.id, userId));
      await refreshTokens.revokeAllOfUser(userId, reason);
    },
  };
}
