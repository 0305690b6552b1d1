// Bearer authentication: reads `Authorization: Bearer <access token>` and sets request.user, or answers 401.
// A token counts only while its user exists and its generation is the user's current one (tokenGenerations.ts).
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/httpError.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { AccessTokens } from './tokens.ts';
import type { TokenGenerations } from './tokenGenerations.ts';

export interface AuthUser {
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer check of a route that needs a signed-in user; null otherwise. */
    user: AuthUser | null;
  }
}

const INVALID_TOKEN = 'The access token is invalid, has expired or was revoked: refresh it or sign in again.';

/** The bearer token of the request, or null when there is none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface Authenticator {
  /** The user of a valid bearer token, or null (nothing is thrown). */
  identify(request: FastifyRequest): Promise<AuthUser | null>;
  /** Hook for routes that need a signed-in user: sets request.user or throws 401. */
  requireUser(request: FastifyRequest): Promise<AuthUser>;
  /** Like requireUser, with a token that came some other way than the header (a sendBeacon body). */
  requireUserWithToken(request: FastifyRequest, token: string): Promise<AuthUser>;
}

export function createAuthenticator(accessTokens: AccessTokens, generations: TokenGenerations, tenant: Tenant): Authenticator {
  /** The token's user when the signature, expiry, tenant and generation all hold. */
  async function userOf(token: string): Promise<AuthUser | null> {
    const verified = await accessTokens.verify(token, tenant);
    if (!verified) return null;
    const generation = await generations.current(verified.userId, tenant);
    return generation === verified.generation ? { userId: verified.userId } : null;
  }

  async function identify(request: FastifyRequest): Promise<AuthUser | null> {
    if (request.user) return request.user;
    const token = bearerToken(request);
    if (!token) return null;
    request.user = await userOf(token);
    return request.user;
  }

  return {
    identify,
    async requireUser(request) {
      const hasToken = bearerToken(request) !== null;
      const user = await identify(request);
      if (user) return user;
      throw unauthorized(hasToken ? INVALID_TOKEN : 'Sign in first: send Authorization: Bearer <access token>.');
    },
    async requireUserWithToken(request, token) {
      const user = await userOf(token);
      if (!user) throw unauthorized(INVALID_TOKEN);
      request.user = user;
      return user;
    },
  };
}
