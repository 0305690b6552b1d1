// GET user/:userId/recent-products: the user's most recently used products (top 5); guests keep theirs locally.
import { Type } from '@fastify/type-provider-typebox';
import { GUEST_USER_ID } from '@domain/constants.ts';
import { recentProductIds } from '../../services/users.ts';
import type { AccountRouteOptions } from './options.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const Params = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

export async function recentProductRoutes(app: RouteApp, { db }: AccountRouteOptions): Promise<void> {
  // The userId guard (server/auth/userIdGuard.ts) has already checked the token against :userId.
  app.get(
    '/user/:userId/recent-products',
    {
      schema: {
        tags: ['user'],
        summary: 'Product ids the user used most recently, newest first',
        params: Params,
        response: { 200: Type.Object({ productIds: Type.Array(Type.String()) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { userId } = request.params;
      return { productIds: userId === GUEST_USER_ID ? [] : await recentProductIds(db, userId) };
    },
  );
}
