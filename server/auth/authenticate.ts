// Bearer authentication: reads `Authorization: Bearer <access token>` and sets request.user, or answers 401.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/httpError.ts';
import type { Tenant } from '../../src/domain/markets/types.ts';
import type { AccessTokens } from './tokens.ts';

export interface AuthUser {
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer check of a route that needs a signed-in user; null otherwise. */
    user: AuthUser | null;
  }
}

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

export function createAuthenticator(accessTokens: AccessTokens, tenant: Tenant): Authenticator {
  async function identify(request: FastifyRequest): Promise<AuthUser | null> {
    if (request.user) return request.user;
    const token = bearerToken(request);
    if (!token) return null;
    const verified = await accessTokens.verify(token, tenant);
    if (verified) request.user = { userId: verified.userId };
    return request.user;
  }

  return {
    identify,
    async requireUser(request) {
      const hasToken = bearerToken(request) !== null;
      const user = await identify(request);
      if (user) return user;
      throw unauthorized(
        hasToken ? 'The access token is invalid or has expired: refresh it or sign in again.' : 'Sign in first: send Authorization: Bearer <access token>.',
      );
    },
    async requireUserWithToken(request, token) {
      const verified = await accessTokens.verify(token, tenant);
      if (!verified) throw unauthorized('The access token is invalid or has expired: refresh it or sign in again.');
      request.user = { userId: verified.userId };
      return request.user;
    },
  };
}
