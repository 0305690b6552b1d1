// POST products/:productId/tests/:testId/saveAsync/:userId: the pagehide beacon. Same batch and answers as exam-sync
// (202), authenticated by the access token in the body, sent as application/json or text/plain.
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import type { Db } from '../../db/open.ts';
import { applySyncRequest } from '../../services/examSync.ts';
import type { QuestionSource } from '../../services/productQuestions.ts';
import { SaveAsyncSchema, SYNC_BODY_LIMIT_BYTES, SyncResponseSchema } from './syncSchemas.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';

const Params = Type.Object({ productId: Id(), testId: Id(), userId: Id() }, { additionalProperties: false });

/** Registered in its own scope: the text/plain parser below reads JSON for this route only. */
export async function saveAsyncRoutes(app: RouteApp, { db, questions, metrics }: { db: Db; questions: QuestionSource; metrics: Pick<AppMetrics, 'syncResults'> }): Promise<void> {
  // sendBeacon sends a Blob with the Blob's type; a plain string goes as text/plain. Both carry the same JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: SYNC_BODY_LIMIT_BYTES }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/products/:productId/tests/:testId/saveAsync/:userId',
    {
      bodyLimit: SYNC_BODY_LIMIT_BYTES,
      // The userId guard reads the token from the body (no Authorization header on a beacon); no guests.
      config: { guestAllowed: false, tokenInBody: true },
      schema: {
        tags: ['exam'],
        summary: 'Beacon variant of exam-sync: the batch plus accessToken in the body; entries may be of any product',
        params: Params,
        body: SaveAsyncSchema,
        response: { 202: SyncResponseSchema },
      },
    },
    async (request, reply) => {
      const { accessToken: _token, ...batch } = request.body;
      const response = await applySyncRequest(db, questions, request.params.userId, batch);
      metrics.syncResults(response.results);
      return reply.status(202).header('cache-control', 'no-store').send(response);
    },
  );
}
