// Schemas of the tests calls (src/domain/exam/testsList.ts), strict: unknown properties are refused.
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import { ProductQuestionsSchema } from './productQuestions.ts';
import { TEST_MODES } from '@domain/config/types.ts';
import { TEST_NAME_MAX_LENGTH, TEST_STATUSES } from '@domain/exam/testsList.ts';
import { literalUnion } from '../../lib/literalUnion.ts';

/**
 * Something visible, no control characters (PostgreSQL refuses a NUL in text and JSON) and no half of a UTF-16
 * pair (jsonb refuses it). The pattern runs with the u flag, where a paired surrogate is one code point.
 */
export const TestName = Type.String({ minLength: 1, maxLength: TEST_NAME_MAX_LENGTH, pattern: '^(?=.*\\S)[^\\x00-\\x1F\\x7F\\uD800-\\uDFFF]+$' });

const Mode = literalUnion(TEST_MODES);
const strict = { additionalProperties: false } as const;

const TestRecordSchema = Type.Object(
  {
    testId: Type.String(),
    name: Type.String(),
    status: literalUnion(TEST_STATUSES),
    nQuestion: Type.Integer(),
    nRightQuestion: Type.Union([Type.Integer(), Type.Null()]),
    passingScorePer: Type.Union([Type.Integer(), Type.Null()]),
    failure: Type.Union([Type.Boolean(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  strict,
);

export const ListParams = Type.Object({ productId: Id(), userId: Id(), mode: Mode }, strict);
export const TestsListSchema = Type.Object(
  { productId: Type.String(), mode: Mode, lastActiveTestId: Type.Union([Type.String(), Type.Null()]), tests: Type.Array(TestRecordSchema) },
  strict,
);

export const TestParams = Type.Object({ productId: Id(), testId: Id(), userId: Id() }, strict);

export const InitBody = Type.Object(
  {
    action: Type.Union([Type.Literal('create'), Type.Literal('force_create')]),
    tdli: Type.Boolean(),
    mode: Mode,
    name: Type.Optional(TestName),
    nQuestion: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  strict,
);
export const InitResponse = Type.Object(
  { result: Type.Union([Type.Literal('created'), Type.Literal('exists')]), test: TestRecordSchema, questions: Type.Optional(ProductQuestionsSchema) },
  strict,
);

export const SaveStatusBody = Type.Object(
  {
    mode: Mode,
    status: Type.Union([Type.Literal('started'), Type.Literal('submitted')]),
    nRightQuestion: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    passingScorePer: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    failure: Type.Optional(Type.Boolean()),
  },
  strict,
);
/** A guest's test stays on the device: no test comes back. */
export const SaveStatusResponse = Type.Object(
  { result: Type.Union([Type.Literal('saved'), Type.Literal('kept-on-device')]), test: Type.Optional(TestRecordSchema) },
  strict,
);
