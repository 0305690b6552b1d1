// Schema of the product config body (src/domain/config/types.ts), with the bounds a sane setting stays within.
import { Type, type TSchema } from '@sinclair/typebox';
import { Id } from './ids.ts';
import type { ProductConfig } from '@domain/config/types.ts';

const value = (maximum: number, ranged: boolean) => {
  const bound = Type.Integer({ minimum: 0, maximum });
  return ranged
    ? Type.Object({ current: bound, min: bound, max: bound }, { additionalProperties: false })
    : Type.Object({ current: bound, min: Type.Optional(bound), max: Type.Optional(bound) }, { additionalProperties: false });
};

const LastActiveTestId = Type.Union([Id(), Type.Null()]);

const mode = (ranged: boolean): TSchema =>
  Type.Object(
    {
      random: Type.Boolean(),
      numTest: value(1_000, ranged),
      numQuestions: value(10_000, ranged),
      successRate: value(100, ranged),
      /** Minutes, at most a week. */
      time: value(10_080, ranged),
      isConfigured: Type.Boolean(),
      lastActiveTestId: LastActiveTestId,
    },
    { additionalProperties: false },
  );

export const ProductConfigSchema = Type.Object(
  {
    userId: Id(),
    totalAvailableQuestions: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    practice: mode(true),
    exam: mode(false),
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
