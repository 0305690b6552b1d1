// POST user/me/sign-out-everywhere: ends every session of the signed-in user on every device, this one included:
// all access and refresh tokens fail from the next request on (server/auth/tokenGenerations.ts).
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { AccountRouteOptions } from './options.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

/** No parameters: an empty JSON object, or no body at all. */
const EmptyBody = Type.Object({}, { additionalProperties: false });

export async function signOutEverywhereRoutes(app: RouteApp, { auth, authenticator }: AccountRouteOptions): Promise<void> {
  app.post(
    '/user/me/sign-out-everywhere',
    {
      onRequest: (request: FastifyRequest) => authenticator.requireUser(request),
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags: ['user'], summary: 'Sign out on every device: revoke all access and refresh tokens of the user', body: EmptyBody },
    },
    async (request, reply) => {
      const { userId } = await authenticator.requireUser(request);
      await auth.generations.revokeAll(userId, 'sign-out-everywhere');
      return reply.status(204).send();
    },
  );
}
