// Schema of the product config body (src/domain/config/types.ts), with the bounds a sane setting stays within.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import type { ProductConfig } from '@domain/config/types.ts';

/** A setting with its bounds: the ranged modes (practice) carry min and max, the others may. */
const ranged = (maximum: number) => {
  const bound = Type.Integer({ minimum: 0, maximum });
  return Type.Object({ current: bound, min: bound, max: bound }, { additionalProperties: false });
};
const single = (maximum: number) => {
  const bound = Type.Integer({ minimum: 0, maximum });
  return Type.Object({ current: bound, min: Type.Optional(bound), max: Type.Optional(bound) }, { additionalProperties: false });
};

const LastActiveTestId = Type.Union([Id(), Type.Null()]);

const mode = <Setting extends TSchema>(value: (maximum: number) => Setting) =>
  Type.Object(
    {
      random: Type.Boolean(),
      numTest: value(1_000),
      numQuestions: value(10_000),
      successRate: value(100),
      /** Minutes, at most a week. */
      time: value(10_080),
      isConfigured: Type.Boolean(),
      lastActiveTestId: LastActiveTestId,
    },
    { additionalProperties: false },
  );

export const ProductConfigSchema = Type.Object(
  {
    userId: Id(),
    totalAvailableQuestions: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    practice: mode(ranged),
    exam: mode(single),
    flashCard: Type.Object({ isConfigured: Type.Boolean(), lastActiveTestId: LastActiveTestId }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

/** The first numeric setting whose current value lies outside its own min..max, or null. */
export function outOfRange(config: ProductConfig): string | null {
  for (const modeName of ['practice', 'exam'] as const) {
    for (const field of ['numTest', 'numQuestions', 'successRate', 'time'] as const) {
      const { current, min = current, max = current } = config[modeName][field];
      if (min > max || current < min || current > max) return `${modeName}.${field}`;
    }
  }
  return null;
}
