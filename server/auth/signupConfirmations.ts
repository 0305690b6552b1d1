// Sign-ups waiting for their e-mailed link: the account is created only when the link is opened, so until then the
// address is not registered and sign-in answers as for any unknown address. Tokens are random, stored hashed, single use.
import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { signupConfirmations } from '../db/schema.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { Clock } from './clock.ts';
import { randomToken, sha256Hex } from './hashing.ts';

export const SIGNUP_CONFIRMATION_TTL_HOURS = 24;
const MAX_TOKEN_LENGTH = 200;

export type PendingSignup = Omit<typeof signupConfirmations.$inferSelect, 'id' | 'tokenHash' | 'createdAt' | 'expiresAt'>;

export interface SignupConfirmations {
  /** Stores the sign-up; returns the raw token for the link. */
  create(signup: PendingSignup): Promise<string>;
  /** The sign-up of a valid token, removed so the link works once (with every other pending one of the address); null otherwise. */
  consume(rawToken: string, tenant: Tenant): Promise<PendingSignup | null>;
  prune(): Promise<void>;
}

export function createSignupConfirmations(db: Db, clock: Clock): SignupConfirmations {
  return {
    async create(signup) {
      const raw = randomToken();
      const now = clock();
      await db.insert(signupConfirmations).values({
        ...signup,
        id: crypto.randomUUID(),
        tokenHash: sha256Hex(raw),
        createdAt: new Date(now),
        expiresAt: new Date(now + SIGNUP_CONFIRMATION_TTL_HOURS * 3600_000),
      });
      return raw;
    },

    async consume(rawToken, tenant) {
      if (rawToken.length === 0 || rawToken.length > MAX_TOKEN_LENGTH) return null;
      const [row] = await db
        .delete(signupConfirmations)
        .where(
          and(
            eq(signupConfirmations.tokenHash, sha256Hex(rawToken)),
            eq(signupConfirmations.tenant, tenant),
            gt(signupConfirmations.expiresAt, new Date(clock())),
          ),
        )
        .returning();
      if (!row) return null;
      await db.delete(signupConfirmations).where(and(eq(signupConfirmations.tenant, tenant), eq(signupConfirmations.emailKey, row.emailKey)));
      const { id: _id, tokenHash: _hash, createdAt: _created, expiresAt: _expires, ...signup } = row;
      return signup;
    },

    async prune() {
      await db.delete(signupConfirmations).where(lt(signupConfirmations.expiresAt, new Date(clock())));
    },
  };
}
