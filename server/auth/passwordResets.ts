// Password reset tokens: random, stored hashed, single use, short-lived, and void after too many wrong secret answers.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { passwordResetTokens } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { randomToken, sha256Hex } from './hashing.ts';

/** After this many wrong secret answers the token is used up (the answer cannot be guessed through one e-mail). */
export const MAX_WRONG_ANSWERS = 5;
const MAX_TOKEN_LENGTH = 200;

export interface PasswordResets {
  issue(userId: string): Promise<string>;
  /** The token's id and user when it is valid now; null otherwise. */
  find(rawToken: string): Promise<{ tokenId: string; userId: string } | null>;
  recordWrongAnswer(tokenId: string): Promise<void>;
  /** Marks the token used (exactly once) and voids the user's other open tokens; false when it was already used. */
  consume(tokenId: string, userId: string): Promise<boolean>;
  prune(): Promise<void>;
}

export function createPasswordResets(db: Db, clock: Clock, ttlMinutes: number): PasswordResets {
  return {
    async issue(userId) {
      const raw = randomToken();
      const now = clock();
      await db.insert(passwordResetTokens).values({
        id: crypto.randomUUID(),
        userId,
        tokenHash: sha256Hex(raw),
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMinutes * 60_000),
      });
      return raw;
    },

    async find(rawToken) {
      if (rawToken.length === 0 || rawToken.length > MAX_TOKEN_LENGTH) return null;
      const [row] = await db
        .select({ tokenId: passwordResetTokens.id, userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256Hex(rawToken)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date(clock())),
            lt(passwordResetTokens.failedAnswers, MAX_WRONG_ANSWERS),
          ),
        );
      return row ?? null;
    },

    async recordWrongAnswer(tokenId) {
      await db
        .update(passwordResetTokens)
        .set({ failedAnswers: sql`${passwordResetTokens.failedAnswers} + 1` })
        .where(eq(passwordResetTokens.id, tokenId));
    },

    async consume(tokenId, userId) {
      const now = new Date(clock());
      const marked = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (marked.length === 0) return false;
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      return true;
    },

    async prune() {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(clock() - 24 * 3600_000)));
    },
  };
}
