// GET oauth/revoke-token: signs out one session (x-refresh-token's family) or, without that header, every session.
import { Type } from '@fastify/type-provider-typebox';
import type { AccountRouteOptions } from '../user/options.ts';
import { noStore } from './oauthErrors.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const RevokeHeaders = Type.Object({ 'x-refresh-token': Type.Optional(Type.String({ maxLength: 512 })) });

export async function revokeTokenRoutes(app: RouteApp, { tenant, auth, authenticator }: AccountRouteOptions): Promise<void> {
  // A GET that changes state, as the spec names it; it is not a CSRF risk because it needs the bearer token or the
  // refresh token itself, which a cross-site request cannot know.
  app.get(
    '/oauth/revoke-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh token family of x-refresh-token, or all of the user’s sessions',
        headers: RevokeHeaders,
        response: { 200: Type.Object({ revoked: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const refreshToken = request.headers['x-refresh-token'] || undefined;
      const user = await authenticator.identify(request);
      if (user) {
        // An unknown or foreign refresh token revokes nothing and is not an error (RFC 7009 §2.2).
        if (refreshToken) await auth.refreshTokens.revokeFamilyOf(refreshToken, tenant, user.userId);
        else await auth.generations.revokeAll(user.userId, 'sign-out-everywhere');
        return { revoked: true };
      }
      // Signing out after a long offline spell: the access token has expired, the refresh token itself proves the session.
      if (refreshToken && (await auth.refreshTokens.revokeFamilyOf(refreshToken, tenant))) return { revoked: true };
      await authenticator.requireUser(request); // throws the usual 401
      return { revoked: false };
    },
  );
}
