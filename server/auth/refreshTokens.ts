// Refresh tokens: opaque, stored hashed, in families; rotated on every use, with reuse detection and an absolute lifetime.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { refreshTokenFamilies, refreshTokens, users } from '../db/schema.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { Clock } from './clock.ts';
import { hmacBase64Url, randomToken, sha256Hex } from './hashing.ts';

const MAX_TOKEN_LENGTH = 200;
const DAY_MS = 24 * 3600 * 1000;

export type RotationResult =
  | { ok: true; userId: string; refreshToken: string; generation: number }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

export interface RefreshTokenOptions {
  /** Key for deriving successors (keep it secret: successor = HMAC(key, parent id)). */
  successorKey: Uint8Array;
  familyTtlDays: number;
  reuseGraceSeconds: number;
  clock: Clock;
}

export interface RefreshTokens {
  /** A new family for a fresh sign-in under the user's current token generation; returns its first raw token. */
  startFamily(userId: string, tenant: Tenant, generation: number): Promise<string>;
  /**
   * Exchanges a token for its successor; a replay after the grace window revokes the whole family. A family of an
   * older token generation than the user's (all sessions ended since) counts as revoked.
   */
  rotate(rawToken: string, tenant: Tenant): Promise<RotationResult>;
  /** Revokes the family of a token, only when it belongs to `userId` (when given). True when one was found. */
  revokeFamilyOf(rawToken: string, tenant: Tenant, userId?: string): Promise<boolean>;
  revokeAllOfUser(userId: string, reason: string): Promise<void>;
}

export function createRefreshTokens(db: Db, options: RefreshTokenOptions): RefreshTokens {
  const { successorKey, clock } = options;
  const graceMs = options.reuseGraceSeconds * 1000;
  /**
   * The successor of a token is derived, not random: two tabs refreshing the same token at the same moment
   * both get the same successor, whichever of them marked the parent used first.
   */
  const successorOf = (parentId: string) => hmacBase64Url(successorKey, `refresh-successor:${parentId}`);

  async function findToken(rawToken: string) {
    if (rawToken.length === 0 || rawToken.length > MAX_TOKEN_LENGTH) return undefined;
    const [row] = await db
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        userId: refreshTokenFamilies.userId,
        tenant: refreshTokenFamilies.tenant,
        expiresAt: refreshTokenFamilies.expiresAt,
        revokedAt: refreshTokenFamilies.revokedAt,
        generation: refreshTokenFamilies.generation,
        userGeneration: users.tokenGeneration,
      })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
      .where(eq(refreshTokens.tokenHash, sha256Hex(rawToken)));
    return row;
  }

  async function revokeFamily(familyId: string, reason: string): Promise<void> {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: new Date(clock()), revokedReason: reason })
      .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
  }

  /** Inserting the successor is idempotent: both contenders of a race may try it. */
  async function insertSuccessor(familyId: string, parentId: string, now: Date): Promise<string> {
    const raw = successorOf(parentId);
    await db
      .insert(refreshTokens)
      .values({ id: crypto.randomUUID(), familyId, parentId, tokenHash: sha256Hex(raw), createdAt: now })
      .onConflictDoNothing();
    return raw;
  }

  return {
    async startFamily(userId, tenant, generation) {
      const now = clock();
      const familyId = crypto.randomUUID();
      const raw = randomToken();
      await db.insert(refreshTokenFamilies).values({
        id: familyId,
        userId,
        tenant,
        generation,
        createdAt: new Date(now),
        expiresAt: new Date(now + options.familyTtlDays * DAY_MS),
      });
      await db.insert(refreshTokens).values({ id: crypto.randomUUID(), familyId, parentId: null, tokenHash: sha256Hex(raw), createdAt: new Date(now) });
      return raw;
    },

    async rotate(rawToken, tenant) {
      const token = await findToken(rawToken);
      if (!token || token.tenant !== tenant) return { ok: false, reason: 'unknown' };
      if (token.revokedAt || token.generation !== token.userGeneration) return { ok: false, reason: 'revoked' };
      const now = new Date(clock());
      if (token.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

      // Exactly one caller marks the token used; the others learn when it was used.
      const marked = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (marked.length === 0) {
        const [used] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, token.id));
        const [successor] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.parentId, token.id));
        const withinGrace = used?.usedAt != null && now.getTime() - used.usedAt.getTime() <= graceMs;
        // A replay is tolerated only briefly and only while the successor itself is still unused.
        if (!withinGrace || successor?.usedAt != null) {
          await revokeFamily(token.familyId, 'reuse');
          return { ok: false, reason: 'reused' };
        }
      }
      const refreshToken = await insertSuccessor(token.familyId, token.id, now);
      return { ok: true, userId: token.userId, refreshToken, generation: token.generation };
    },

    async revokeFamilyOf(rawToken, tenant, userId) {
      const token = await findToken(rawToken);
      if (!token || token.tenant !== tenant || (userId !== undefined && token.userId !== userId)) return false;
      await revokeFamily(token.familyId, 'sign-out');
      return true;
    },

    async revokeAllOfUser(userId, reason) {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: new Date(clock()), revokedReason: reason })
        .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
    },
  };
}
