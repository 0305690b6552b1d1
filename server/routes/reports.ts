// POST reports: reporting events from learners (question feedback, simulator feedback, AI demo errors), sent by the
// device's report queue. Each event counts once by its eventId; the answer says, per event, stored, duplicate or
// rejected (with the reason), so the device drops what is settled and shows what was refused.
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { badRequest, unauthorized } from '../lib/httpError.ts';
import { literalUnion } from '../lib/literalUnion.ts';
import { storeReportEvents } from '../services/reports.ts';
import { Id } from './exam/ids.ts';
import { getMarket } from '@domain/markets/countries.ts';
import { isCountryCode, type Tenant } from '@domain/markets/types.ts';
import { REPORT_BATCH_MAX, REPORT_COMMENT_MAX_LENGTH, REPORT_TYPES, reportProblem, type ReportEventInput } from '@domain/reports/reportEvent.ts';
import { VOTER_ID_PATTERN } from '@domain/votes/rating.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const EventId = Type.String({ minLength: 36, maxLength: 36, pattern: VOTER_ID_PATTERN, description: 'A UUID the device made when the learner reported' });

export const ReportEventSchema = Type.Object(
  {
    eventId: EventId,
    type: literalUnion(REPORT_TYPES),
    country: Type.String({ pattern: '^[a-z]{2}$' }),
    productId: Type.Optional(Id()),
    questionId: Type.Optional(Id()),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    comment: Type.String({ maxLength: REPORT_COMMENT_MAX_LENGTH }),
    at: Type.Integer({ minimum: 0, description: 'Epoch ms of the report on the device' }),
  },
  { additionalProperties: false },
);

const Body = Type.Object(
  {
    events: Type.Array(ReportEventSchema, { minItems: 1, maxItems: REPORT_BATCH_MAX }),
    deviceId: Type.Optional(Type.String({ minLength: 36, maxLength: 36, pattern: VOTER_ID_PATTERN, description: "A guest's device id" })),
  },
  { additionalProperties: false },
);

const Result = Type.Object(
  {
    eventId: Type.String(),
    status: Type.Union([Type.Literal('stored'), Type.Literal('duplicate'), Type.Literal('rejected')]),
    reason: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export async function reportRoutes(app: RouteApp, { db, tenant, authenticator }: { db: Db; tenant: Tenant; authenticator: Authenticator }): Promise<void> {
  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Store reporting events exactly once by eventId (bearer token, or a guest deviceId)',
        body: Body,
        response: { 200: Type.Object({ results: Type.Array(Result) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const user = await authenticator.identify(request);
      // A token that no longer holds must be renewed, not taken for a guest: the events stay the learner's.
      if (!user && bearerToken(request)) throw unauthorized('The access token is invalid, has expired or was revoked: refresh it or sign in again.');
      const { events, deviceId } = request.body;
      if (!user && !deviceId) throw badRequest('Guests send reports with the deviceId their device keeps.', 'device_id_required');
      const accepted: ReportEventInput[] = [];
      const rejected = new Map<string, string>();
      for (const event of events) {
        const problem = isCountryCode(event.country) ? reportProblem(event, getMarket(event.country).reporting) : 'unknown-country';
        if (problem === null) accepted.push(event);
        else rejected.set(event.eventId, problem);
      }
      const stored = new Set(await storeReportEvents(db, tenant, user ? { userId: user.userId, deviceId: null } : { userId: null, deviceId: deviceId ?? null }, accepted));
      reply.header('cache-control', 'private, no-store');
      return {
        results: events.map((event) => {
          const reason = rejected.get(event.eventId);
          if (reason !== undefined) return { eventId: event.eventId, status: 'rejected' as const, reason };
          return { eventId: event.eventId, status: stored.has(event.eventId) ? ('stored' as const) : ('duplicate' as const) };
        }),
      };
    },
  );
}
