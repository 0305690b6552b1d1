// The operator's view of background work (issue 20): GET operator/jobs (jobs per queue and state, failed jobs with
// their last error, stuck jobs, jobs retried in the last hour, and the database as this server met it: issue 36) and POST operator/jobs/{queue}/{jobId}/retry. Signed-in operators only; the same
// figures as `npm run jobs`.
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { operatorCheck } from '../auth/operator.ts';
import { notFound } from '../lib/httpError.ts';
import { literalUnion } from '../lib/literalUnion.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { RouteApp } from '../lib/routeApp.ts';
import type { JobSystem } from '../jobs/jobSystem.ts';
import { JOB_STATES, jobOverview, retryJob } from '../jobs/jobStatus.ts';
import { ALL_QUEUE_NAMES } from '../jobs/queues.ts';
import { databaseHealth } from '../db/databaseHealth.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Job = Type.Object(
  {
    id: Type.String(),
    queue: Type.String(),
    state: Type.String(),
    retryCount: Type.Integer(),
    error: Nullable(Type.String()),
    createdOn: Type.String(),
    startedOn: Nullable(Type.String()),
    completedOn: Nullable(Type.String()),
  },
  { additionalProperties: false },
);

const Overview = Type.Object(
  {
    queues: Type.Array(
      Type.Object(
        { name: Type.String(), counts: Type.Object(Object.fromEntries(JOB_STATES.map((state) => [state, Type.Integer()])), { additionalProperties: false }) },
        { additionalProperties: false },
      ),
    ),
    failed: Type.Array(Job),
    stuck: Type.Array(Job),
    retriedLastHour: Type.Integer(),
    database: Type.Object(
      {
        connectionErrors: Type.Integer(),
        unavailableAnswers: Type.Integer(),
        lastErrorAt: Nullable(Type.String()),
        lastErrorMessage: Nullable(Type.String()),
        lastConnectedAt: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const RetryParams = Type.Object(
  { queue: literalUnion(ALL_QUEUE_NAMES), jobId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export async function operatorJobRoutes(app: RouteApp, { db, tenant, authenticator, jobs }: { db: Db; tenant: Tenant; authenticator: Authenticator; jobs: JobSystem }): Promise<void> {
  const requireOperator = operatorCheck(db, tenant, authenticator);
  const tags = ['operator'];

  app.get(
    '/operator/jobs',
    { preHandler: requireOperator, schema: { tags, summary: 'Background jobs per queue and state, failed and stuck jobs (operators only)', response: { 200: Overview } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const health = databaseHealth.figures();
      const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
      const database = { ...health, lastErrorAt: iso(health.lastErrorAt), lastConnectedAt: iso(health.lastConnectedAt) };
      return { ...(await jobOverview(db)), database };
    },
  );

  app.post(
    '/operator/jobs/:queue/:jobId/retry',
    { preHandler: requireOperator, schema: { tags, summary: 'Put a failed job back in its queue (operators only)', params: RetryParams, response: { 200: Type.Object({ retried: Type.Literal(true) }, { additionalProperties: false }) } } },
    async (request) => {
      const { queue, jobId } = request.params;
      if (!(await retryJob(db, jobs.boss, queue, jobId))) throw notFound(`No failed job ${jobId} in ${queue}.`, 'unknown_job');
      return { retried: true as const };
    },
  );
}
