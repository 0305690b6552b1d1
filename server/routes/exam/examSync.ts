// POST exam-sync/:userId: the device's outbox batch, applied exactly once per entry; and GET exam-state to resume
// an attempt on another device.
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { examAttempts } from '../../db/schema.ts';
import { notFound } from '../../lib/httpError.ts';
import { applySyncRequest } from '../../services/examSync.ts';
import type { QuestionSource } from '../../services/productQuestions.ts';
import { SYNC_BODY_LIMIT_BYTES, SyncRequestSchema, SyncResponseSchema } from './syncSchemas.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';

const UserParams = Type.Object({ userId: Id() }, { additionalProperties: false });
const StateParams = Type.Object({ userId: Id(), productId: Id() }, { additionalProperties: false });
const StateResponse = Type.Object(
  { productId: Type.String(), mode: Type.Union([Type.Literal('practice'), Type.Literal('exam')]), state: Type.Unknown() },
  { additionalProperties: false },
);

export async function examSyncRoutes(app: RouteApp, { db, questions, metrics }: { db: Db; questions: QuestionSource; metrics: Pick<AppMetrics, 'syncResults'> }): Promise<void> {
  app.post(
    '/exam-sync/:userId',
    {
      bodyLimit: SYNC_BODY_LIMIT_BYTES,
      // Guests keep their progress on the device until they sign in.
      config: { guestAllowed: false },
      schema: {
        tags: ['exam'],
        summary: 'Apply outbox entries exactly once; answers per entry and the state of each product touched',
        params: UserParams,
        body: SyncRequestSchema,
        response: { 200: SyncResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const response = await applySyncRequest(db, questions, request.params.userId, request.body);
      metrics.syncResults(response.results);
      return response;
    },
  );

  app.get(
    '/exam-state/:userId/:productId',
    { schema: { tags: ['exam'], summary: "The user's attempt of a product as the server holds it", params: StateParams, response: { 200: StateResponse } } },
    async (request, reply) => {
      const { userId, productId } = request.params;
      const [row] = await db
        .select({ mode: examAttempts.mode, state: examAttempts.state })
        .from(examAttempts)
        .where(and(eq(examAttempts.userId, userId), eq(examAttempts.productId, productId)));
      if (!row?.state) throw notFound(`No attempt of ${productId}`, 'no_attempt');
      reply.header('cache-control', 'private, no-store');
      return { productId, mode: row.mode, state: row.state };
    },
  );
}
