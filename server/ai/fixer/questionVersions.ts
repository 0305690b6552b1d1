// Fixed questions are new question versions, never edits of the bank: a product's list serves the newest version of
// each question under a new id (`cf-005.v2`), and its list version changes, so a running attempt learns that a new
// version exists (newQuestionListVersionIsPresent) and keeps its own. The answer key still knows every older id
// with its original key: an attempt on the old version finishes with its original scoring.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { products, questionVersions } from '../../db/schema.ts';
import { toCachedJson } from '../../lib/etag.ts';
import type { LoadedProduct, QuestionSource } from '../../services/productQuestions.ts';
import { answerKeyOf, type AnswerKey } from '@domain/exam/authoritative.ts';
import type { Tenant } from '@domain/markets/types.ts';

const CACHE_TTL_MS = 60_000;

export const versionedQuestionId = (questionId: string, version: number) => `${questionId}.v${version}`;

type VersionRow = typeof questionVersions.$inferSelect;

/** The product with its questions' newest versions, or the product itself when none of them was fixed. */
export function withVersions(product: LoadedProduct, rows: readonly VersionRow[]): LoadedProduct {
  if (rows.length === 0) return product;
  const newest = new Map<string, VersionRow>();
  for (const row of rows) if ((newest.get(row.questionId)?.version ?? 0) < row.version) newest.set(row.questionId, row);
  const questions = product.payload.questions.map((question) => {
    const fix = newest.get(question.id);
    return fix ? { ...question, id: versionedQuestionId(fix.questionId, fix.version), text: fix.text, options: fix.options, correct: fix.correct, explanation: fix.explanation } : question;
  });
  const latest = Math.max(...rows.map((row) => row.id));
  const payload = { ...product.payload, version: `${product.payload.version}.fix${latest}`, questions };
  const current = answerKeyOf(questions);
  // Every older id of a fixed question answers with the key it was served with.
  const older = new Map(product.payload.questions.map((q) => [q.id, q.correct] as const));
  for (const row of rows) if (row.version !== newest.get(row.questionId)!.version) older.set(versionedQuestionId(row.questionId, row.version), row.correct);
  const key: AnswerKey = { questionIds: current.questionIds, correctOf: (id) => current.correctOf(id) ?? older.get(id) };
  return { payload, json: toCachedJson(payload), key };
}

export function withQuestionVersions(source: QuestionSource, db: Db, tenant: Tenant, now: () => number = Date.now): QuestionSource {
  const cache = new Map<string, { at: number; base: LoadedProduct; product: LoadedProduct }>();
  return {
    async get(productId) {
      const base = await source.get(productId);
      if (!base) return null;
      const hit = cache.get(productId);
      if (hit && hit.base === base && now() - hit.at < CACHE_TTL_MS) return hit.product;
      const [bank] = await db.select({ bankId: products.bankId, locale: products.bankLocale }).from(products).where(and(eq(products.productId, productId), eq(products.tenant, tenant)));
      const ids = base.payload.questions.map((q) => q.id);
      const rows =
        bank?.bankId && bank.locale && ids.length
          ? await db
              .select()
              .from(questionVersions)
              .where(and(eq(questionVersions.bankId, bank.bankId), eq(questionVersions.locale, bank.locale), inArray(questionVersions.questionId, ids)))
              .orderBy(desc(questionVersions.version))
          : [];
      const product = withVersions(base, rows);
      cache.set(productId, { at: now(), base, product });
      return product;
    },
  };
}
