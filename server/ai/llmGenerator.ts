// The OpenAI-compatible model behind the QuizGenerator interface: topics and questions with the country's sampling
// settings (SPEC §9 AI demo topics), every reply validated, then per question the deterministic checks and a blind
// re-answer ×3 at temperature 0 (stem and options, no key): a question whose key loses the vote is never served.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { aiTopicLists, products } from '../db/schema.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import type { CountryCode } from '@domain/markets/types.ts';
import type { DraftQuestion, QuizTopic } from '@domain/aiQuiz/types.ts';
import { dropDuplicates, questionProblems } from '@domain/aiQuiz/checks.ts';
import { BLIND_ANSWER_SCHEMA, chosenTopicId, keyWinsVote, parseBlindAnswer, parseQuizReply, parseTopicsReply, quizReplySchema, TOPICS_REPLY_SCHEMA } from '@domain/aiQuiz/replySchemas.ts';
import { ChatError, type ChatClient, type SamplingSettings } from './chatClient.ts';
import { GenerationError, type GenerationScope, type QuizGenerator } from './generator.ts';
import { bankTexts } from './catalogGenerator.ts';

const PREFIX = 'llm.';
export const BLIND_VOTES = 3;
/** Questions checked by blind votes at once (3 calls each). */
const VOTE_CONCURRENCY = 4;

/** The country's sampling settings (SPEC §9); OPENAI_MODEL overrides its model. */
export function samplingOf(country: CountryCode, model: string | undefined): SamplingSettings {
  const settings = MARKETS[country].ai.demoTopics;
  return {
    model: model ?? settings.model,
    temperature: settings.temperature,
    topP: settings.topP,
    frequencyPenalty: settings.frequencyPenalty,
    presencePenalty: settings.presencePenalty,
    maxTokens: settings.maxTokens,
  };
}

/** A model's failure as the caller's refusal: a clear 4xx, never a 5xx. */
export function generationErrorOf(error: unknown): never {
  if (error instanceof ChatError) {
    if (error.kind === 'rate_limited') throw new GenerationError('ai_rate_limited', 'The AI service is busy; try again shortly.', error.retryAfterS);
    throw new GenerationError('ai_unavailable', `The AI questions could not be made: ${error.message}`);
  }
  throw error;
}

/** Runs `run` on every item, at most `limit` at once, results in item order. */
async function inPool<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function createLlmGenerator(db: Db, chat: ChatClient, { model }: { model: string | undefined }): QuizGenerator {
  const known = new Map<string, Promise<Set<string>>>();
  const knownTexts = (locale: string) => {
    let texts = known.get(locale);
    if (!texts) known.set(locale, (texts = bankTexts(db, locale)));
    return texts;
  };

  async function subjectOf(scope: GenerationScope): Promise<string> {
    if (!scope.productId) return 'the exams and certifications of this practice-exam shop';
    const [product] = await db
      .select({ title: products.title, description: products.description })
      .from(products)
      .where(and(eq(products.productId, scope.productId), eq(products.tenant, scope.tenant), eq(products.country, scope.country)));
    if (!product) throw new GenerationError('unknown_product', `No product ${scope.productId} on this site.`);
    return `the exam "${product.title}"${product.description ? ` (${product.description})` : ''}`;
  }

  async function resolveTopics(scope: GenerationScope, topicIds: readonly string[]): Promise<QuizTopic[]> {
    const listIds = new Set(topicIds.map((id) => Number(id.slice(PREFIX.length).split('.')[0])));
    const [listId] = listIds;
    const [list] = listIds.size === 1 && Number.isInteger(listId)
      ? await db.select().from(aiTopicLists).where(and(eq(aiTopicLists.id, listId!), eq(aiTopicLists.tenant, scope.tenant), eq(aiTopicLists.country, scope.country)))
      : [];
    if (!list) throw new GenerationError('unknown_topic', 'Unknown topics: pick them from one list of ai/topics.');
    return topicIds.map((id) => {
      const topic = list.topics.find((t) => t.id === id);
      if (!topic) throw new GenerationError('unknown_topic', `Unknown topic ${id}.`);
      return topic;
    });
  }

  async function blindVote(question: DraftQuestion, settings: SamplingSettings, signal?: AbortSignal): Promise<boolean> {
    const ids = new Set(question.options.map((option) => option.id));
    const parse = (value: unknown) => {
      const parsed = parseBlindAnswer(value);
      if (parsed.ok && parsed.value.some((id) => !ids.has(id))) return { ok: false as const, error: 'answer only with the option ids given' };
      return parsed;
    };
    const prompt = [
      { role: 'system' as const, content: 'You answer multiple-choice exam questions. Reply with the ids of every correct option, nothing else.' },
      { role: 'user' as const, content: JSON.stringify({ question: question.text, options: question.options, multipleAnswers: question.multipleAnswers }) },
    ];
    const answers = await Promise.all(
      Array.from({ length: BLIND_VOTES }, () => chat.ask(prompt, BLIND_ANSWER_SCHEMA, { ...settings, temperature: 0 }, parse, signal).catch((error: unknown) => {
        if (error instanceof ChatError && error.kind === 'cancelled') throw error;
        return null; // A vote that failed is a vote the key did not win.
      })),
    );
    return keyWinsVote(question.correct, answers.map((answer) => answer ?? ['\u0000no-answer']));
  }

  return {
    kind: 'llm',
    owns: (topicId) => topicId.startsWith(PREFIX),

    async topics(scope, count, signal) {
      const settings = samplingOf(scope.country, model);
      const subject = await subjectOf(scope);
      const names = await chat
        .ask(
          [
            { role: 'system', content: `You plan practice quizzes. Write in the language with code "${scope.locale}".` },
            { role: 'user', content: `List ${count} distinct, specific study topics for ${subject}. Short names only.` },
          ],
          TOPICS_REPLY_SCHEMA,
          settings,
          (value) => parseTopicsReply(value, count),
          signal,
        )
        .catch(generationErrorOf);
      const [list] = await db.insert(aiTopicLists).values({ tenant: scope.tenant, country: scope.country, scope: scope.productId ?? '', topics: [] }).returning({ id: aiTopicLists.id });
      const topics = names.map((name, index) => ({ id: `${PREFIX}${list!.id}.${index + 1}`, name }));
      await db.update(aiTopicLists).set({ topics }).where(eq(aiTopicLists.id, list!.id));
      return topics;
    },

    async questions(scope, topicIds, count, signal) {
      const topics = await resolveTopics(scope, topicIds);
      const settings = samplingOf(scope.country, model);
      const dropped: Record<string, number> = {};
      const drop = (reason: string, n = 1) => {
        if (n > 0) dropped[reason] = (dropped[reason] ?? 0) + n;
      };
      const replies = await chat
        .ask(
          [
            {
              role: 'system',
              content:
                `You write exam practice questions in the language with code "${scope.locale}" and set "language" to that code. ` +
                'Each question has 2 to 15 distinct options with short ids ("a", "b", …); "correct" lists the ids of the right options; ' +
                'multipleAnswers is true exactly when more than one option is right. Never put the answer in the question.',
            },
            { role: 'user', content: `Write ${count} questions spread evenly over these topics (use the topic id in "topic"): ${JSON.stringify(topics)}` },
          ],
          quizReplySchema(topics.map((topic) => topic.id), scope.locale),
          settings,
          parseQuizReply,
          signal,
        )
        .catch(generationErrorOf);
      const chosen = topics.filter((topic) => topicIds.includes(topic.id));
      const language = scope.locale.slice(0, 2).toLowerCase();
      // A model that ignores the schema may name a topic instead of giving its id: the name is mapped back.
      const onTopic = replies.flatMap((question) => {
        const topic = chosenTopicId(question.topic, chosen);
        return topic === null ? (drop('off-topic'), []) : [{ ...question, topic }];
      });
      const sound = onTopic.filter((question) => {
        if (question.language.slice(0, 2).toLowerCase() !== language) return drop('wrong-language'), false;
        const problems = questionProblems(question);
        for (const problem of problems) drop(problem);
        return problems.length === 0;
      });
      const { kept, duplicates } = dropDuplicates(sound, await knownTexts(scope.locale));
      drop('duplicate', duplicates.length);
      const votes = await inPool(kept, VOTE_CONCURRENCY, (question) => blindVote(question, settings, signal)).catch(generationErrorOf);
      const verified = kept.filter((_, index) => votes[index]);
      drop('key-lost-blind-vote', kept.length - verified.length);
      const questions: DraftQuestion[] = verified.slice(0, count).map(({ language: _language, ...question }) => question);
      return { topics, questions, known: await knownTexts(scope.locale), dropped };
    },
  };
}
