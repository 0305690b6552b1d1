// Client error reports (SPEC §8 error record, §9 reporter limits) stored in the database.
import { Type } from '@fastify/type-provider-typebox';
import { errorReports } from '../db/schema.ts';
import type { Db } from '../db/open.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { ERROR_REPORT_MAX_ITEMS_PER_MINUTE, ERROR_REPORT_MAX_PAYLOAD_BYTES, ERROR_REPORT_MAX_TELEMETRY_EVENTS } from '@domain/constants.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const text = (maxLength: number) => Type.String({ maxLength });
const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const ErrorReportItem = Type.Object(
  {
    level: Type.Integer({ minimum: 1, maximum: 5 }),
    errorName: text(200),
    errorType: Type.Union([Type.Literal('regular'), Type.Literal('critical')]),
    errorMessage: text(10_000),
    errorURL: optionalText(2_000),
    errorProductId: optionalText(100),
    productName: optionalText(500),
    productType: optionalText(100),
    examMode: optionalText(50),
    userId: optionalText(100),
    userName: optionalText(200),
    country: optionalText(2),
    date: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

const TelemetryEvent = Type.Object(
  { at: Type.Number(), name: text(200), data: Type.Optional(text(2_000)) },
  { additionalProperties: false },
);

const ReportBody = Type.Object(
  {
    reports: Type.Array(ErrorReportItem, { minItems: 1, maxItems: ERROR_REPORT_MAX_ITEMS_PER_MINUTE }),
    telemetry: Type.Optional(Type.Array(TelemetryEvent, { maxItems: ERROR_REPORT_MAX_TELEMETRY_EVENTS })),
  },
  { additionalProperties: false },
);

export async function errorReportRoutes(app: RouteApp, options: { db: Db; tenant: Tenant }): Promise<void> {
  app.post(
    '/error-reports',
    {
      bodyLimit: ERROR_REPORT_MAX_PAYLOAD_BYTES,
      schema: {
        tags: ['errors'],
        summary: 'Store client error reports',
        body: ReportBody,
        response: { 202: Type.Object({ stored: Type.Integer() }) },
      },
    },
    async (request, reply) => {
      const { reports, telemetry = [] } = request.body;
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
      await options.db.insert(errorReports).values(
        reports.map((report) => ({
          tenant: options.tenant,
          country: report.country ?? null,
          level: report.level,
          errorName: report.errorName,
          errorType: report.errorType,
          errorMessage: report.errorMessage,
          errorUrl: report.errorURL ?? null,
          productId: report.errorProductId ?? null,
          productName: report.productName ?? null,
          productType: report.productType ?? null,
          examMode: report.examMode ?? null,
          userId: report.userId ?? null,
          userName: report.userName ?? null,
          clientDate: report.date ?? null,
          userAgent,
          telemetry,
          requestId: request.id,
        })),
      );
      return reply.status(202).send({ stored: reports.length });
    },
  );
}
