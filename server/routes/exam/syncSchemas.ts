// Request and response schemas of exam sync (src/domain/sync/protocol.ts), strict: unknown properties are refused.
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import { TestName } from './testSchemas.ts';
import { OPTION_LETTERS } from '@domain/constants.ts';
import { TEST_MODES } from '@domain/config/types.ts';
import { SYNC_BATCH_MAX_ENTRIES } from '@domain/sync/protocol.ts';
import { literalUnion } from '../../lib/literalUnion.ts';

/** Epoch ms up to the largest valid Date. */
const EpochMs = Type.Integer({ minimum: 0, maximum: 8.64e15 });
const QuestionNumber = Type.Integer({ minimum: 1, maximum: 10_000 });
const Letter = literalUnion(OPTION_LETTERS);
/** `type` comes first in every event so a non-matching branch fails before anything else is read. */
const event = <T extends string, P extends Parameters<typeof Type.Object>[0]>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), at: EpochMs, ...properties }, { additionalProperties: false });

export const ExamEventSchema = Type.Union([
  event('exam.start', {
    test: Type.Object({ nQuestionsToPass: Type.Integer({ minimum: 0, maximum: 100 }), productId: Id(), userId: Id() }, { additionalProperties: false }),
    nQuestion: QuestionNumber,
    timeToFinish: Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600_000 }),
    questionIds: Type.Optional(Type.Array(Id(), { maxItems: 10_000 })),
    restart: Type.Optional(Type.Boolean()),
    testId: Type.Optional(Id()),
    testName: Type.Optional(TestName),
  }),
  event('answer.select', {
    question: QuestionNumber,
    picked: Type.Array(Letter, { maxItems: OPTION_LETTERS.length, uniqueItems: true }),
    correct: Type.Boolean(),
  }),
  event('question.mark', { question: QuestionNumber, marked: Type.Boolean() }),
  event('exam.pause', {}),
  event('exam.resume', {}),
  event('exam.submit', {}),
]);

export const OutboxEntrySchema = Type.Object(
  {
    seq: Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 }),
    idempotencyKey: Id(200),
    productId: Id(),
    mode: literalUnion(TEST_MODES),
    event: ExamEventSchema,
  },
  { additionalProperties: false },
);

const syncFields = { clientId: Id(), entries: Type.Array(OutboxEntrySchema, { minItems: 1, maxItems: SYNC_BATCH_MAX_ENTRIES }) };

export const SyncRequestSchema = Type.Object(syncFields, { additionalProperties: false });

/** saveAsync: the same batch plus the access token, since a beacon cannot send an Authorization header. */
export const SaveAsyncSchema = Type.Object({ ...syncFields, accessToken: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false });

export const SyncResponseSchema = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        seq: Type.Integer(),
        status: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('rejected')]),
        reason: Type.Optional(Type.String()),
      }),
    ),
    // { mode, state: LocalExamState | null } (src/domain/sync/protocol.ts) per product, or null when none.
    states: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);

/** Sync bodies stay far below this; the cap bounds what an unauthenticated beacon can make us parse. */
export const SYNC_BODY_LIMIT_BYTES = 1024 * 1024;
