// Access tokens: short-lived HS256 JWTs with sub = userId, tid = tenant and gen = the user's token generation
// (server/auth/tokenGenerations.ts: a token of an older generation is revoked).
import { SignJWT, jwtVerify } from 'jose';
import type { Tenant } from '@domain/markets/types.ts';
import type { Clock } from './clock.ts';

const ISSUER = 'exam-quiz-shop';
/** Longer bearer values are not ours; refuse them before any parsing. */
const MAX_TOKEN_LENGTH = 2048;

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
}

export interface VerifiedAccessToken {
  userId: string;
  /** The user's token generation when the token was issued. */
  generation: number;
}

export interface AccessTokens {
  issue(userId: string, tenant: Tenant, generation: number): Promise<IssuedAccessToken>;
  /** The user and generation of a well-signed, unexpired token of this tenant, or null (revocation is checked elsewhere). */
  verify(token: string, tenant: Tenant): Promise<VerifiedAccessToken | null>;
}

export function createAccessTokens(key: Uint8Array, ttlSeconds: number, clock: Clock): AccessTokens {
  return {
    async issue(userId, tenant, generation) {
      const now = Math.floor(clock() / 1000);
      const token = await new SignJWT({ tid: tenant, gen: generation })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },

    async verify(token, tenant) {
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['sub', 'exp'],
          currentDate: new Date(clock()),
        });
        if (payload.tid !== tenant || typeof payload.sub !== 'string' || payload.sub === '') return null;
        if (!Number.isSafeInteger(payload.gen) || (payload.gen as number) < 0) return null;
        return { userId: payload.sub, generation: payload.gen as number };
      } catch {
        return null; // malformed, badly signed or expired: all the same to the caller
      }
    },
  };
}
