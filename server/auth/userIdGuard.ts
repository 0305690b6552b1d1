// Every route with a :userId path parameter is reachable only by that user (bearer token), or as `guest` where allowed.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { forbidden } from '../lib/httpError.ts';
import { GUEST_USER_ID } from '../../src/domain/constants.ts';
import type { Authenticator } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes with a :userId param accept the literal `guest` without a token unless this is false. */
    guestAllowed?: boolean;
  }
}

/** A path parameter named exactly userId, e.g. /products/:productId/config/load/:userId */
const USER_ID_PARAM = /\/:userId(?=\/|\(|$)/;

export function hasUserIdParam(url: string): boolean {
  return USER_ID_PARAM.test(url);
}

/** The check itself: 401 without a valid token (unless guest), 403 when the token is another user's. */
export function userIdCheck(authenticator: Authenticator, guestAllowed: boolean) {
  return async function checkUserId(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { userId } = request.params as { userId?: string };
    if (userId === GUEST_USER_ID && guestAllowed) return;
    const user = await authenticator.requireUser(request);
    if (user.userId !== userId) throw forbidden('This userId is not yours: a user can only reach their own data.');
  };
}

/**
 * Registers the guard on an API scope: every route registered afterwards in this scope or its children that has a
 * :userId param gets the check as its first onRequest hook (before the body is even parsed).
 */
export function registerUserIdGuard(app: FastifyInstance, authenticator: Authenticator): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!hasUserIdParam(route.url)) return;
    const check = userIdCheck(authenticator, route.config?.guestAllowed !== false) as onRequestHookHandler;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [check, ...existing];
  });
}
