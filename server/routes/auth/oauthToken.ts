// POST oauth/token: the password and refresh_token grants (RFC 6749 §4.3, §6), form-encoded, Basic client auth.
import formbody from '@fastify/formbody';
import { Type } from '@fastify/type-provider-typebox';
import type { AccountRouteOptions } from '../user/options.ts';
import { signInWithPassword } from '../../auth/passwordSignIn.ts';
import { tokenResponse } from '../../auth/session.ts';
import { TokenResponseSchema } from '../../auth/tokenResponse.ts';
import { retryAfterSeconds } from '@domain/auth/throttle.ts';
import { clientAuthCheck } from './clientAuth.ts';
import { OAuthError, invalidGrant, invalidRequest, noStore, registerOAuthErrorHandler } from './oauthErrors.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const optional = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Unrecognised parameters are ignored, as RFC 6749 §3.2 requires of a token endpoint (so no additionalProperties: false). */
const TokenRequest = Type.Object({
  grant_type: optional(100),
  username: optional(320),
  password: optional(4096),
  refresh_token: optional(512),
  scope: optional(1000),
});

const FORM = 'application/x-www-form-urlencoded';

export async function oauthTokenRoutes(app: RouteApp, { tenant, db, auth, config }: AccountRouteOptions): Promise<void> {
  // Form bodies are parsed only in this plugin; every other route keeps answering 415 to them.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  registerOAuthErrorHandler(app);

  app.post(
    '/oauth/token',
    {
      onRequest: clientAuthCheck({ clientId: config.oauthClientId, clientSecret: config.oauthClientSecret }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password, or exchange a refresh token (RFC 6749)',
        consumes: [FORM],
        body: TokenRequest,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM)) {
        throw invalidRequest(`Send the parameters as ${FORM}.`);
      }
      const body = request.body ?? {};
      // RFC 6749 §3.2: a parameter without a value counts as omitted.
      const grantType = body.grant_type || undefined;
      if (!grantType) throw invalidRequest('The grant_type parameter is missing.');

      if (grantType === 'password') {
        if (!body.username || !body.password) throw invalidRequest('The password grant needs username (the e-mail address) and password.');
        const result = await signInWithPassword(auth, db, {
          tenant,
          username: body.username,
          password: body.password,
          ip: request.ip,
          ipFreeFailures: config.throttleIpFreeFailures,
        });
        if (result.kind === 'throttled') {
          const seconds = retryAfterSeconds(result.retryAfterMs);
          throw new OAuthError(
            429,
            'too_many_attempts',
            `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
            { retry_after_s: seconds },
            { 'retry-after': String(seconds) },
          );
        }
        if (result.kind === 'invalid') throw invalidGrant('The e-mail address or the password is wrong.');
        return result.tokens;
      }

      if (grantType === 'refresh_token') {
        if (!body.refresh_token) throw invalidRequest('The refresh_token grant needs the refresh_token parameter.');
        const rotation = await auth.refreshTokens.rotate(body.refresh_token, tenant);
        if (!rotation.ok) throw invalidGrant('The refresh token is invalid, expired or revoked: sign in again.');
        return tokenResponse(auth, rotation.userId, tenant, rotation.generation, rotation.refreshToken);
      }

      throw new OAuthError(400, 'unsupported_grant_type', `The grant type "${grantType.slice(0, 50)}" is not supported: use password or refresh_token.`);
    },
  );
}
