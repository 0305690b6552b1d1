// Demo AI quizzes (issue 14): topics cached per product and language (asked anew after the country's retrieval
// frequency), quiz generation behind the one QuizGenerator interface, the deterministic checks on every question
// whichever generator made it, the server-side shuffle, storage, and the per-learner and per-address rate limit.
import type { Db } from '../db/open.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import type { QuizGeneratorKind } from '@domain/aiQuiz/types.ts';
import type { QuizAnswer, TopicsAnswer } from '@domain/aiQuiz/answers.ts';
import { dropDuplicates, questionProblems } from '@domain/aiQuiz/checks.ts';
import { serveQuestion } from '@domain/aiQuiz/shuffle.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';
import { DEFAULT_TIME_TO_FINISH_MS } from '@domain/constants.ts';
import { DEFAULT_PASSING_PERCENT } from '../services/productQuestions.ts';
import { GenerationError, type GenerationScope, type QuizGenerator } from './generator.ts';
import { newAiQuizId, storeAiQuiz } from './quizStore.ts';
import type { HourlyLimiter } from '../auth/hourlyLimit.ts';

/** Questions in a generated quiz. */
export const AI_QUIZ_QUESTIONS = 20;

export type { TopicsAnswer };

/** A made quiz; the route adds the country's price tier and the questions beside it (QuizAnswer). */
export type MadeQuiz = Pick<QuizAnswer, 'quizId' | 'generator' | 'quiz' | 'dropped'>;

export interface Caller {
  userId: string | null;
  address: string;
}

export interface AiQuizService {
  readonly generator: QuizGeneratorKind;
  topics(scope: GenerationScope, signal?: AbortSignal): Promise<TopicsAnswer>;
  createQuiz(scope: GenerationScope, topicIds: readonly string[], caller: Caller, signal?: AbortSignal): Promise<MadeQuiz>;
}

export interface AiQuizServiceOptions {
  db: Db;
  catalog: QuizGenerator;
  llm: QuizGenerator | null;
  limiter: HourlyLimiter;
  limits: { perUser: number; perAddress: number };
  random?: () => number;
}

export function createAiQuizService({ db, catalog, llm, limiter, limits, random = Math.random }: AiQuizServiceOptions): AiQuizService {
  const cache = new Map<string, { answer: TopicsAnswer; served: number }>();

  async function freshTopics(scope: GenerationScope, count: number, signal?: AbortSignal): Promise<TopicsAnswer> {
    if (!llm) return { topics: await catalog.topics(scope, count), generator: 'catalog' };
    try {
      return { topics: await llm.topics(scope, count, signal), generator: 'llm' };
    } catch (error) {
      if (!(error instanceof GenerationError) || error.code === 'unknown_product') throw error;
      return { topics: await catalog.topics(scope, count), generator: 'catalog', fallback: error.code };
    }
  }

  return {
    generator: llm ? 'llm' : 'catalog',

    async topics(scope, signal) {
      const settings = MARKETS[scope.country].ai.demoTopics;
      const key = `${scope.tenant}/${scope.country}/${scope.locale}/${scope.productId ?? ''}`;
      const hit = cache.get(key);
      if (hit && hit.served < settings.topicRetrievalFrequency) {
        hit.served++;
        return hit.answer;
      }
      const answer = await freshTopics(scope, settings.generatedTopics, signal);
      if (!answer.fallback) cache.set(key, { answer, served: 1 });
      return answer;
    },

    async createQuiz(scope, topicIds, caller, signal) {
      const generator = [catalog, llm].find((g) => g !== null && topicIds.every((id) => g.owns(id)));
      if (!generator) throw new GenerationError('unknown_topic', 'Unknown topics: pick 3 to 5 topics of one ai/topics list.');
      const keys = [{ key: `address:${caller.address}`, limit: limits.perAddress }];
      if (caller.userId) keys.push({ key: `user:${caller.userId}`, limit: limits.perUser });
      const gate = await limiter.take(keys);
      if (!gate.ok) throw new GenerationError('ai_rate_limited', 'Too many quizzes generated in the last hour; try again later.', gate.retryAfterS);

      const made = await generator.questions(scope, topicIds, AI_QUIZ_QUESTIONS, signal);
      const dropped = { ...made.dropped };
      // The checks run on every question, whichever generator made it.
      const sound = made.questions.filter((question) => {
        const problems = questionProblems(question);
        for (const problem of problems) dropped[problem] = (dropped[problem] ?? 0) + 1;
        return problems.length === 0;
      });
      const { kept, duplicates } = dropDuplicates(sound, made.known);
      if (duplicates.length) dropped.duplicate = (dropped.duplicate ?? 0) + duplicates.length;
      if (kept.length === 0) throw new GenerationError('no_checked_questions', 'No question passed the checks; pick other topics or try again.', undefined, dropped);

      const quizId = newAiQuizId(generator.kind);
      const served = kept.map((question, index) => serveQuestion(question, `${quizId}.${index + 1}`, random));
      const quiz: ProductQuestions = {
        productId: quizId,
        title: made.topics.map((topic) => topic.name).join(' · '),
        version: '1',
        topics: made.topics.map((topic) => ({ ...topic, questionCount: served.filter((q) => q.topic === topic.id).length })).filter((t) => t.questionCount > 0),
        questions: served.map(({ id, topic, text, options, correct, explanation }) => ({ id, topic, text, options, correct, explanation })),
        passingPercent: DEFAULT_PASSING_PERCENT,
        timeToFinishMs: DEFAULT_TIME_TO_FINISH_MS,
      };
      await storeAiQuiz(db, {
        quizId,
        tenant: scope.tenant,
        country: scope.country,
        locale: scope.locale,
        generator: generator.kind,
        productId: scope.productId ?? null,
        topics: made.topics,
        payload: quiz,
        keys: Object.fromEntries(served.map((q, index) => [q.id, { optionIds: q.optionIds, correctIds: q.correctIds, sourceId: kept[index]!.sourceId }])),
        userId: caller.userId,
        clientAddress: caller.address,
      });
      return { quizId, generator: generator.kind, quiz, dropped };
    },
  };
}
