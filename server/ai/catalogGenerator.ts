// The catalog generator: topics are the catalog's own topic names, ranked by how many free questions they have and
// by popularity; questions are sampled only from what free products (demo banks, price 0) already serve, never
// from a paid bank. Free demos serve a sample of every topic of their bank (src/domain/catalog/freeSample.ts), so
// every topic of a bank with a free demo can be offered: the SPEC's 15 where the site has them, all it has otherwise.
// Labelled `generator: 'catalog'` wherever it appears: nothing here pretends to be AI.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { bankQuestions, products, questionBanks } from '../db/schema.ts';
import type { DraftQuestion, QuizTopic } from '@domain/aiQuiz/types.ts';
import { normaliseText } from '@domain/aiQuiz/checks.ts';
import { shuffled } from '@domain/aiQuiz/shuffle.ts';
import { GenerationError, type GenerationScope, type QuizGenerator } from './generator.ts';

const POOL_TTL_MS = 60_000;
const PREFIX = 'cat.';

interface PoolTopic {
  id: string;
  bankId: string;
  name: string;
  popularity: number;
  questions: Map<string, DraftQuestion>;
}

/** The free questions of one site, by catalog topic. */
type Pool = Map<string, PoolTopic>;

const topicIdOf = (bankId: string, topic: string) => `${PREFIX}${bankId}.${topic}`;

/** Every question a free product of the site serves, grouped by its bank topic. */
export async function readFreePool(db: Db, scope: Pick<GenerationScope, 'tenant' | 'country'>): Promise<Pool> {
  const free = await db
    .select({ bankId: products.bankId, bankLocale: products.bankLocale, limit: products.questionLimit, topicId: products.topicId, popularity: products.popularity, topics: questionBanks.topics })
    .from(products)
    .innerJoin(questionBanks, and(eq(questionBanks.bankId, products.bankId), eq(questionBanks.locale, products.bankLocale)))
    .where(and(eq(products.tenant, scope.tenant), eq(products.country, scope.country), sql`(${products.pricing}->>'amountMinor')::int = 0`));
  const pool: Pool = new Map();
  for (const product of free) {
    const rows = await db
      .select()
      .from(bankQuestions)
      .where(
        and(
          eq(bankQuestions.bankId, product.bankId!),
          eq(bankQuestions.locale, product.bankLocale!),
          product.limit === null ? undefined : lte(bankQuestions.sampleRank, product.limit),
          product.topicId === null ? undefined : eq(bankQuestions.topic, product.topicId),
        ),
      )
      .orderBy(asc(bankQuestions.position));
    for (const row of rows) {
      const id = topicIdOf(row.bankId, row.topic);
      let topic = pool.get(id);
      if (!topic) {
        const name = product.topics.find((t) => t.id === row.topic)?.name ?? row.topic;
        topic = { id, bankId: row.bankId, name, popularity: 0, questions: new Map() };
        pool.set(id, topic);
      }
      topic.popularity = Math.max(topic.popularity, product.popularity);
      topic.questions.set(row.questionId, {
        topic: id,
        text: row.text,
        options: row.options.map((option) => ({ id: option.letter, text: option.text })),
        correct: [...row.correct],
        multipleAnswers: row.correct.length > 1,
        explanation: row.explanation,
        sourceId: `${row.bankId}/${row.locale}/${row.questionId}`,
      });
    }
  }
  return pool;
}

/** Topics ranked by free question count, then popularity, then name. */
export function rankTopics(topics: Iterable<PoolTopic>, count: number): QuizTopic[] {
  return [...topics]
    .sort((a, b) => b.questions.size - a.questions.size || b.popularity - a.popularity || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, count)
    .map(({ id, name }) => ({ id, name }));
}

export function createCatalogGenerator(db: Db): QuizGenerator {
  const pools = new Map<string, { at: number; pool: Promise<Pool> }>();

  function poolOf(scope: GenerationScope): Promise<Pool> {
    const key = `${scope.tenant}/${scope.country}`;
    const hit = pools.get(key);
    if (hit && Date.now() - hit.at < POOL_TTL_MS) return hit.pool;
    const pool = readFreePool(db, scope);
    pools.set(key, { at: Date.now(), pool });
    pool.catch(() => pools.delete(key));
    return pool;
  }

  /** The bank of the product the learner came from, when it has free questions; null means the whole site. */
  async function bankOf(scope: GenerationScope, pool: Pool): Promise<string | null> {
    if (!scope.productId) return null;
    const [product] = await db
      .select({ bankId: products.bankId })
      .from(products)
      .where(and(eq(products.productId, scope.productId), eq(products.tenant, scope.tenant), eq(products.country, scope.country)));
    if (!product) throw new GenerationError('unknown_product', `No product ${scope.productId} on this site.`);
    return [...pool.values()].some((topic) => topic.bankId === product.bankId) ? product.bankId : null;
  }

  return {
    kind: 'catalog',
    owns: (topicId) => topicId.startsWith(PREFIX),

    async topics(scope, count) {
      const pool = await poolOf(scope);
      const bank = await bankOf(scope, pool);
      const inScope = [...pool.values()].filter((topic) => bank === null || topic.bankId === bank);
      // A product's bank alone may have fewer topics than asked for: the rest of the site fills the list.
      const ranked = rankTopics(inScope, count);
      if (ranked.length >= count || bank === null) return ranked;
      const more = rankTopics([...pool.values()].filter((topic) => topic.bankId !== bank), count - ranked.length);
      return [...ranked, ...more];
    },

    async questions(scope, topicIds, count) {
      const pool = await poolOf(scope);
      const chosen = topicIds.map((id) => {
        const topic = pool.get(id);
        if (!topic) throw new GenerationError('unknown_topic', `Unknown topic ${id}: ask ai/topics for this site's topics.`);
        return topic;
      });
      // Round robin over the chosen topics, each in a random order, so every topic is represented.
      const queues = chosen.map((topic) => shuffled([...topic.questions.values()], Math.random));
      const questions: DraftQuestion[] = [];
      while (questions.length < count && queues.some((queue) => queue.length > 0)) {
        for (const queue of queues) {
          const next = queue.shift();
          if (next && questions.length < count) questions.push(next);
        }
      }
      return {
        topics: chosen.map(({ id, name }) => ({ id, name })),
        questions,
        // Catalog questions are bank questions: only repeats within the quiz count as duplicates.
        known: new Set<string>(),
        dropped: {},
      };
    },
  };
}

/** Normalised texts of every question of a bank locale (LLM questions must not repeat the bank). */
export async function bankTexts(db: Db, locale: string): Promise<Set<string>> {
  const rows = await db.select({ text: bankQuestions.text }).from(bankQuestions).where(eq(bankQuestions.locale, locale));
  return new Set(rows.map((row) => normaliseText(row.text)));
}
