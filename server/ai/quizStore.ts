// Generated quizzes are stored and served by products/{quizId}/questions like any product, so a reload, an offline
// resume and the exam sync work unchanged: the exam routes' QuestionSource looks quiz ids up here first.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { aiQuizzes } from '../db/schema.ts';
import { toCachedJson } from '../lib/etag.ts';
import type { LoadedProduct, QuestionSource } from '../services/productQuestions.ts';
import { answerKeyOf } from '@domain/exam/authoritative.ts';
import type { Tenant } from '@domain/markets/types.ts';

import { aiQuizId, isAiQuizId } from '@domain/aiQuiz/quizId.ts';
import type { QuizGeneratorKind } from '@domain/aiQuiz/types.ts';

const CACHE_MAX = 500;

export { isAiQuizId };
export const newAiQuizId = (kind: QuizGeneratorKind) => aiQuizId(kind, crypto.randomBytes(12).toString('hex'));

export type AiQuizRow = typeof aiQuizzes.$inferInsert;

export async function storeAiQuiz(db: Db, row: AiQuizRow): Promise<void> {
  await db.insert(aiQuizzes).values(row);
}

export async function loadAiQuiz(db: Db, tenant: Tenant, quizId: string): Promise<LoadedProduct | null> {
  const [row] = await db.select({ payload: aiQuizzes.payload }).from(aiQuizzes).where(and(eq(aiQuizzes.quizId, quizId), eq(aiQuizzes.tenant, tenant)));
  if (!row) return null;
  return { payload: row.payload, json: toCachedJson(row.payload), key: answerKeyOf(row.payload.questions) };
}

/** The products' source, with generated quizzes (never changed once stored, so kept until the cache is full). */
export function withAiQuizzes(products: QuestionSource, db: Db, tenant: Tenant): QuestionSource {
  const cache = new Map<string, LoadedProduct>();
  return {
    async get(productId) {
      if (!isAiQuizId(productId)) return products.get(productId);
      const hit = cache.get(productId);
      if (hit) return hit;
      const quiz = await loadAiQuiz(db, tenant, productId);
      if (quiz) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(productId, quiz);
      }
      return quiz;
    },
  };
}
