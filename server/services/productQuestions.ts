// The questions a product serves (its bank, in the site's language, limited for free demos) and its answer key,
// cached per tenant for a minute: the questions route and exam sync both read them on every call.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { bankQuestions, products, questionBanks } from '../db/schema.ts';
import { toCachedJson, type CachedJson } from '../lib/etag.ts';
import { answerKeyOf, type AnswerKey } from '@domain/exam/authoritative.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';
import { DEFAULT_TIME_TO_FINISH_MS } from '@domain/constants.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { baseQuestionId } from '@domain/learning/questionVersions.ts';
import { readItemDifficulties } from '../learning/storedDifficulties.ts';

/** SPEC §9 default exam config: success rate 70 %. */
export const DEFAULT_PASSING_PERCENT = 70;
const CACHE_TTL_MS = 60_000;

/** GET products/{productId}/questions, the shape the PWA reads. */
export type ProductQuestionsPayload = ProductQuestions;

export interface LoadedProduct {
  payload: ProductQuestionsPayload;
  json: CachedJson;
  key: AnswerKey;
}

/** The product's questions, or null when the tenant has no such product or it has no question bank. */
export async function loadProductQuestions(db: Db, tenant: Tenant, productId: string): Promise<LoadedProduct | null> {
  const [product] = await db
    .select({ title: products.title, limit: products.questionLimit, topicId: products.topicId, bank: questionBanks })
    .from(products)
    .innerJoin(questionBanks, and(eq(questionBanks.bankId, products.bankId), eq(questionBanks.locale, products.bankLocale)))
    .where(and(eq(products.productId, productId), eq(products.tenant, tenant)));
  if (!product) return null;
  const rows = await db
    .select()
    .from(bankQuestions)
    .where(
      and(
        eq(bankQuestions.bankId, product.bank.bankId),
        eq(bankQuestions.locale, product.bank.locale),
        product.limit === null ? undefined : lte(bankQuestions.sampleRank, product.limit),
        product.topicId === null ? undefined : eq(bankQuestions.topic, product.topicId),
      ),
    )
    .orderBy(asc(bankQuestions.position));
  const questions = rows.map((q) => ({ id: q.questionId, topic: q.topic, text: q.text, options: q.options, correct: q.correct, explanation: q.explanation, ...(q.format === 'html' ? { format: q.format } : {}) }));
  const topics = product.bank.topics
    .map((topic) => ({ ...topic, questionCount: questions.filter((q) => q.topic === topic.id).length }))
    .filter((topic) => topic.questionCount > 0);
  const difficulties = await difficultiesOf(db, product.bank.bankId, product.bank.locale, questions.map((q) => q.id));
  const payload: ProductQuestionsPayload = {
    productId,
    title: product.title,
    version: `${product.bank.version}.${product.limit === null ? 'all' : `sample${product.limit}`}${product.topicId ? `.${product.topicId}` : ''}`,
    topics,
    questions,
    passingPercent: DEFAULT_PASSING_PERCENT,
    timeToFinishMs: DEFAULT_TIME_TO_FINISH_MS,
    ...(difficulties ? { difficulties } : {}),
  };
  return { payload, json: toCachedJson(payload), key: answerKeyOf(questions) };
}

/** The bank's item difficulties for these questions (issue 22), shipped with them for the readiness estimate. */
async function difficultiesOf(db: Db, bankId: string, locale: string, questionIds: readonly string[]): Promise<ProductQuestions['difficulties'] | null> {
  const stored = await readItemDifficulties(db, bankId, locale);
  if (!stored) return null;
  const shipped = Object.fromEntries(questionIds.map((id) => baseQuestionId(id)).filter((id) => stored.items[id] !== undefined).map((id) => [id, stored.items[id]!]));
  return Object.keys(shipped).length > 0 ? shipped : null;
}

export interface QuestionSource {
  get(productId: string): Promise<LoadedProduct | null>;
}

/** Found products are cached; unknown ids are not, so random ids cannot grow the cache. */
export function createQuestionSource(db: Db, tenant: Tenant, now: () => number = Date.now): QuestionSource {
  const cache = new Map<string, { at: number; product: LoadedProduct }>();
  return {
    async get(productId) {
      const hit = cache.get(productId);
      if (hit && now() - hit.at < CACHE_TTL_MS) return hit.product;
      const product = await loadProductQuestions(db, tenant, productId);
      if (product) cache.set(productId, { at: now(), product });
      else cache.delete(productId);
      return product;
    },
  };
}
