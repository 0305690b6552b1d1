// The drill's review queue synced like other progress (issue 12): POST drill/{userId} sends the cards a device
// changed and answers what changed since the revision it last saw (empty cards: a pull). Only the signed-in user's
// own cards: the userId guard answers 403 for another user's id, and guests keep their cards on the device.
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './exam/ids.ts';
import type { Db } from '../db/open.ts';
import { syncDrillCards } from '../services/drillCards.ts';
import { DRILL_SYNC_MAX_CARDS } from '@domain/drill/sync.ts';
import type { RouteApp } from '../lib/routeApp.ts';

/** 500 cards of the longest ids and fedBy fit with room to spare. */
const DRILL_BODY_LIMIT_BYTES = 512 * 1024;
const EpochMs = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Real = Type.Number({ minimum: 0, maximum: 1e9 });

const DrillCard = Type.Object(
  {
    productId: Id(),
    questionId: Id(),
    reason: Type.Union([Type.Literal('wrong'), Type.Literal('marked')]),
    fedBy: Type.String({ minLength: 1, maxLength: 200 }),
    updatedAt: EpochMs,
    dueAt: EpochMs,
    stability: Real,
    difficulty: Real,
    scheduledDays: Real,
    learningSteps: Count,
    reps: Count,
    lapses: Count,
    state: Type.Union([Type.Literal('new'), Type.Literal('learning'), Type.Literal('review'), Type.Literal('relearning')]),
    lastReviewAt: Type.Union([EpochMs, Type.Null()]),
  },
  { additionalProperties: false },
);
const Params = Type.Object({ userId: Id() }, { additionalProperties: false });
const Body = Type.Object(
  {
    cards: Type.Array(DrillCard, { maxItems: DRILL_SYNC_MAX_CARDS, description: 'Cards changed on the device since they last reached the server' }),
    since: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'The server revision the device has seen every change up to (0: none)' }),
  },
  { additionalProperties: false },
);
const Reply = Type.Object(
  {
    cards: Type.Array(DrillCard, { description: "Cards changed after `since` (revision order), and the server's copy of every card sent" }),
    cursor: Type.Integer({ minimum: 0, description: 'Send as `since` next time' }),
    more: Type.Boolean({ description: 'More changes wait after cursor: ask again' }),
  },
  { additionalProperties: false },
);

export async function drillRoutes(app: RouteApp, { db }: { db: Db }): Promise<void> {
  app.post(
    '/drill/:userId',
    {
      bodyLimit: DRILL_BODY_LIMIT_BYTES,
      config: { guestAllowed: false },
      schema: {
        tags: ['drill'],
        summary: "Send the drill cards changed on this device (the newest version of each card wins) and get the user's cards changed since a revision",
        params: Params,
        body: Body,
        response: { 200: Reply },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      reply.header('cache-control', 'private, no-store');
      return syncDrillCards(db, userId, request.body.cards, request.body.since);
    },
  );
}
