// The operator's reads (issue 15): reporting events with filters, as JSON for the operator page and as a streamed
// CSV download (formula injection neutralised, lib/csv.ts), and the question fixer's review list (issue 14) the same
// two ways. Signed-in operators only (auth/operator.ts), each seeing only the rows of its own tenant.
import { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { operatorCheck } from '../auth/operator.ts';
import { toCsv } from '../lib/csv.ts';
import { reviewRecords } from '../ai/fixer/reviewRecords.ts';
import { badRequest } from '../lib/httpError.ts';
import { literalUnion } from '../lib/literalUnion.ts';
import { listReportEvents, reportCsvRecord, reportEventsCsv, type ReportFilter } from '../services/reports.ts';
import { Id } from './exam/ids.ts';
import { REPORT_TYPES } from '@domain/reports/reportEvent.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const LIST_MAX = 200;

const Filter = Type.Object(
  {
    type: Type.Optional(literalUnion(REPORT_TYPES)),
    country: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
    productId: Type.Optional(Id()),
    since: Type.Optional(Type.String({ format: 'date-time', description: 'ISO date or date-time' })),
    until: Type.Optional(Type.String({ format: 'date-time' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX })),
  },
  { additionalProperties: false },
);

const EventSchema = Type.Object(
  {
    eventId: Type.String(),
    type: Type.String(),
    country: Type.String(),
    userId: Type.Union([Type.String(), Type.Null()]),
    deviceId: Type.Union([Type.String(), Type.Null()]),
    productId: Type.Union([Type.String(), Type.Null()]),
    questionId: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
    comment: Type.String(),
    reportedAt: Type.String(),
    createdAt: Type.String(),
    forwardedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

function filterOf(query: { type?: (typeof REPORT_TYPES)[number]; country?: string; productId?: string; since?: string; until?: string }): ReportFilter {
  const since = query.since === undefined ? undefined : new Date(query.since);
  const until = query.until === undefined ? undefined : new Date(query.until);
  if (since && until && since >= until) throw badRequest('since must be before until.', 'bad_range');
  return { types: query.type ? [query.type] : undefined, country: query.country, productId: query.productId, since, until };
}

export async function operatorRoutes(app: RouteApp, { db, tenant, authenticator }: { db: Db; tenant: Tenant; authenticator: Authenticator }): Promise<void> {
  const requireOperator = operatorCheck(db, tenant, authenticator);
  const tags = ['operator'];

  app.get(
    '/operator/reports',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        summary: 'Reporting events, newest first (operators only)',
        querystring: Filter,
        response: { 200: Type.Object({ events: Type.Array(EventSchema) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const rows = await listReportEvents(db, tenant, filterOf(request.query), request.query.limit ?? LIST_MAX);
      reply.header('cache-control', 'private, no-store');
      return { events: rows.map(reportCsvRecord) };
    },
  );

  app.get(
    '/operator/reports.csv',
    {
      preHandler: requireOperator,
      schema: { tags, summary: 'Reporting events as CSV, oldest first, streamed (operators only)', querystring: Filter },
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-events-${tenant}-${stamp}.csv"`);
      return reply.send(Readable.from(reportEventsCsv(db, tenant, filter)));
    },
  );

  const Review = Type.Object(
    {
      status: Type.String(),
      bank: Type.String(),
      locale: Type.String(),
      question: Type.String(),
      confidencePercent: Type.Union([Type.Integer(), Type.Null()]),
      proposedKey: Type.String(),
      proposedExplanation: Type.String(),
      evidence: Type.String(),
      updatedAt: Type.String(),
    },
    { additionalProperties: false },
  );

  app.get(
    '/operator/reviews',
    { preHandler: requireOperator, schema: { tags, summary: "The question fixer's review list, newest first (operators only)", response: { 200: Type.Object({ reviews: Type.Array(Review) }, { additionalProperties: false }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { reviews: await reviewRecords(db, tenant) };
    },
  );

  app.get('/operator/reviews.csv', { preHandler: requireOperator, schema: { tags, summary: "The question fixer's review list as CSV (operators only)" } }, async (_request, reply) => {
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="question-reviews-${tenant}-${stamp}.csv"`);
    return toCsv(await reviewRecords(db, tenant));
  });
}
