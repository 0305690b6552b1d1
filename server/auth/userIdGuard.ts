// Every route with a :userId path parameter is reachable only by that user (bearer token), or as `guest` where allowed.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import { forbidden } from '../lib/httpError.ts';
import { GUEST_USER_ID } from '@domain/constants.ts';
import type { Authenticator } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes with a :userId param accept the literal `guest` without a token unless this is false (then: 403). */
    guestAllowed?: boolean;
    /**
     * The token may come as `accessToken` in the JSON body instead of the Authorization header (navigator.sendBeacon
     * cannot set headers). The check then runs once the body is parsed, before it is validated.
     */
    tokenInBody?: boolean;
  }
}

/** A path parameter named exactly userId, e.g. /products/:productId/config/load/:userId */
const USER_ID_PARAM = /\/:userId(?=\/|\(|$)/;

export function hasUserIdParam(url: string): boolean {
  return USER_ID_PARAM.test(url);
}

/** `accessToken` of a parsed JSON body, if it has one. */
export function bodyAccessToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const token: unknown = Object.hasOwn(body, 'accessToken') ? (body as { accessToken: unknown }).accessToken : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The check itself: 401 without a valid token, 403 when the token is another user's or guests are not allowed. */
export function userIdCheck(authenticator: Authenticator, guestAllowed: boolean, tokenInBody = false) {
  return async function checkUserId(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { userId } = request.params as { userId?: string };
    if (userId === GUEST_USER_ID) {
      if (guestAllowed) return;
      throw forbidden('Guests cannot use this call: sign in first.');
    }
    const token = tokenInBody ? bodyAccessToken(request.body) : null;
    const user = token ? await authenticator.requireUserWithToken(request, token) : await authenticator.requireUser(request);
    if (user.userId !== userId) throw forbidden('This userId is not yours: a user can only reach their own data.');
  };
}

/**
 * Registers the guard on an API scope: every route registered afterwards in this scope or its children that has a
 * :userId param gets the check as its first onRequest hook (before the body is even parsed), or, for a route whose
 * token may come in the body, as its first preValidation hook.
 */
export function registerUserIdGuard(app: FastifyInstance, authenticator: Authenticator): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!hasUserIdParam(route.url)) return;
    const tokenInBody = route.config?.tokenInBody === true;
    const check = userIdCheck(authenticator, route.config?.guestAllowed !== false, tokenInBody);
    if (tokenInBody) {
      const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preValidation = [check as preValidationHookHandler, ...existing];
      return;
    }
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [check as onRequestHookHandler, ...existing];
  });
}
