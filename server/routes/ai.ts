// Demo AI quizzes (issue 14, SPEC §5 and §9): GET ai/topics, POST ai/quiz, POST ai/feedback. Failures of the model are
// clear 4xx answers or the labelled catalog fallback, never a 5xx.
import crypto from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Id } from './exam/ids.ts';
import { requestCountry } from './catalog.ts';
import type { Db } from '../db/open.ts';
import { aiQuizzes, products, reportEvents } from '../db/schema.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyAttempts } from '../lib/httpError.ts';
import { literalUnion } from '../lib/literalUnion.ts';
import type { RouteApp } from '../lib/routeApp.ts';
import { bankLocaleOf } from '../seed/seedDemo.ts';
import { GenerationError, type GenerationScope } from '../ai/generator.ts';
import { isAiQuizId } from '../ai/quizStore.ts';
import type { AiQuizService } from '../ai/quizService.ts';
import { ProductQuestionsSchema } from './exam/productQuestions.ts';
import { MARKETS, tenantLocale } from '@domain/markets/countries.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import { topicChoiceProblem } from '@domain/aiQuiz/topicChoice.ts';
import type { QuizAnswer } from '@domain/aiQuiz/answers.ts';
import { asQuestionReport, FEEDBACK_COMMENT_MAX, FEEDBACK_REASONS, feedbackCollected } from '@domain/aiQuiz/feedback.ts';
import type { ProductKind } from '@domain/catalog/types.ts';
import { AI_MAX_TOPICS, AI_MIN_TOPICS } from '@domain/constants.ts';

const tags = ['ai'];
const Generator = Type.Union([Type.Literal('catalog'), Type.Literal('llm')], {
  description: "'catalog': practice questions from the catalog, not AI-generated; 'llm': generated and checked by a language model",
});
const Country = Type.Optional(Type.String({ minLength: 2, maxLength: 2 }));
const TopicsQuery = Type.Object({ productId: Type.Optional(Id()), country: Country }, { additionalProperties: false });
// TopicsReply and QuizReply are the TypeBox shapes of TopicsAnswer and QuizAnswer (src/domain/aiQuiz/answers.ts).
const TopicSchema = Type.Object({ id: Type.String(), name: Type.String() });
const TopicsReply = Type.Object({ topics: Type.Array(TopicSchema), generator: Generator, fallback: Type.Optional(Type.String()) });
const QuizBody = Type.Object(
  { topics: Type.Array(Id(), { maxItems: 50 }), productId: Type.Optional(Id()), country: Country },
  { additionalProperties: false },
);
const QuizReply = Type.Object({
  quizId: Type.String(),
  generator: Generator,
  /** The country's default price tier, for the upsell to the matching Full Product (SPEC §9). */
  priceTier: Type.String(),
  quiz: ProductQuestionsSchema,
  questions: ProductQuestionsSchema.properties.questions,
  dropped: Type.Record(Type.String(), Type.Integer()),
});
const FeedbackBody = Type.Object(
  {
    eventId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
    kind: Type.Union([Type.Literal('question_feedback'), Type.Literal('ai_demo_error')]),
    productId: Id(),
    questionId: Type.Optional(Id(200)),
    reason: Type.Optional(literalUnion(FEEDBACK_REASONS)),
    comment: Type.Optional(Type.String({ maxLength: FEEDBACK_COMMENT_MAX })),
    date: Type.Optional(Type.Number()),
    country: Country,
  },
  { additionalProperties: false },
);
const FeedbackReply = Type.Object({ status: Type.Union([Type.Literal('stored'), Type.Literal('already-stored')]) });

const TOPIC_CHOICE_MESSAGES = {
  'too-few-topics': `Pick at least ${AI_MIN_TOPICS} topics.`,
  'too-many-topics': `Pick at most ${AI_MAX_TOPICS} topics.`,
  'duplicate-topics': 'Each topic can be picked once.',
  'unknown-topic': 'Unknown topic.',
} as const;

function refusal(error: unknown): never {
  if (!(error instanceof GenerationError)) throw error;
  switch (error.code) {
    case 'unknown_product':
      throw notFound(error.message, error.code);
    case 'ai_rate_limited':
      throw tooManyAttempts(error.message, error.retryAfterS ?? 60);
    case 'ai_unavailable':
      // 424 Failed Dependency: the model failed, not our server.
      throw new HttpError(424, error.code, error.message);
    default:
      throw new HttpError(422, error.code, error.message);
  }
}

/** Aborted when the caller goes away (the learner cancels), so no more model calls are paid for. */
function callerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export async function aiRoutes(app: RouteApp, { db, tenant, service, authenticator }: { db: Db; tenant: Tenant; service: AiQuizService; authenticator: Authenticator }): Promise<void> {
  function scopeOf(country: CountryCode, productId: string | undefined): GenerationScope {
    if (!MARKETS[country].ai.demoTopics.active) throw notFound(`AI quizzes are not offered in ${country}.`, 'ai_not_active');
    return { tenant, country, locale: bankLocaleOf(tenantLocale(tenant, country)), productId };
  }

  app.get(
    '/ai/topics',
    { schema: { tags, summary: `${MARKETS.de.ai.demoTopics.generatedTopics} topics to build a quiz from, for a product or the whole site`, querystring: TopicsQuery, response: { 200: TopicsReply } } },
    async (request, reply) => {
      const scope = scopeOf(requestCountry(request, request.query.country), request.query.productId);
      const answer = await service.topics(scope, callerGone(reply)).catch(refusal);
      reply.header('cache-control', 'private, no-store');
      return answer;
    },
  );

  app.post(
    '/ai/quiz',
    { schema: { tags, summary: `A quiz from ${AI_MIN_TOPICS}–${AI_MAX_TOPICS} topics, stored and served by products/{quizId}/questions`, body: QuizBody, response: { 201: QuizReply } } },
    async (request, reply) => {
      const country = requestCountry(request, request.body.country);
      const scope = scopeOf(country, request.body.productId);
      const problem = topicChoiceProblem(request.body.topics, null);
      if (problem) throw badRequest(TOPIC_CHOICE_MESSAGES[problem], problem.replaceAll('-', '_'));
      const user = await authenticator.identify(request);
      const answer = await service.createQuiz(scope, request.body.topics, { userId: user?.userId ?? null, address: request.ip }, callerGone(reply)).catch(async (error: unknown) => {
        // The model's failures are reporting events too (SPEC §9 ai_demo_error), whatever the learner does next.
        if (error instanceof GenerationError && (error.code === 'ai_unavailable' || error.code === 'no_checked_questions')) {
          // Which checks dropped how many questions: for operators (log, event), never in the learner's answer.
          const dropped = Object.entries(error.dropped ?? {}).map(([check, count]) => `${check} ×${count}`).join(', ');
          if (dropped) request.log.warn({ code: error.code, dropped: error.dropped }, 'AI quiz: no question passed the checks');
          await db.insert(reportEvents).values({
            eventId: crypto.randomUUID(),
            type: 'ai_demo_error',
            tenant,
            country,
            productId: request.body.productId ?? null,
            reason: error.code,
            comment: `${error.code}: ${error.message}${dropped ? ` Dropped: ${dropped}.` : ''}`.slice(0, FEEDBACK_COMMENT_MAX),
            userId: user?.userId ?? null,
            reportedAt: new Date(),
          });
        }
        return refusal(error);
      });
      reply.code(201).header('cache-control', 'private, no-store');
      return { quizId: answer.quizId, generator: answer.generator, priceTier: MARKETS[country].ai.demoTopics.defaultPriceTier, quiz: answer.quiz, questions: answer.quiz.questions, dropped: answer.dropped } satisfies QuizAnswer;
    },
  );

  async function kindOf(productId: string): Promise<ProductKind | null> {
    if (isAiQuizId(productId)) {
      const [quiz] = await db.select({ id: aiQuizzes.quizId }).from(aiQuizzes).where(and(eq(aiQuizzes.quizId, productId), eq(aiQuizzes.tenant, tenant)));
      return quiz ? 'demo-ai-quiz' : null;
    }
    const [product] = await db.select({ kind: products.kind }).from(products).where(and(eq(products.productId, productId), eq(products.tenant, tenant)));
    return product?.kind ?? null;
  }

  app.post(
    '/ai/feedback',
    {
      schema: {
        tags,
        summary: 'A flag on a question (question_feedback, where the country collects it: SPEC §6) or an AI demo error report; an offline retry is stored once',
        body: FeedbackBody,
        response: { 200: FeedbackReply, 201: FeedbackReply },
      },
    },
    async (request, reply) => {
      const { eventId, kind, productId, questionId, reason, comment, date } = request.body;
      const country = requestCountry(request, request.body.country);
      const productKind = await kindOf(productId);
      if (!productKind) throw notFound(`No product ${productId}`, 'unknown_product');
      if (kind === 'question_feedback') {
        if (!feedbackCollected(MARKETS[country].ai.feedbackMode, productKind)) throw forbidden('Question feedback is not collected for this product here.', 'feedback_not_collected');
        if (!questionId || !reason) throw badRequest('A question flag needs questionId and reason.', 'question_and_reason_required');
      }
      const user = await authenticator.identify(request);
      // Stored as a reporting event (issue 15's report_events, the operator view and the CSV export show it).
      const report = kind === 'question_feedback' && reason ? asQuestionReport(reason, comment ?? '') : { reason: reason ?? null, comment: comment ?? '' };
      const stored = await db
        .insert(reportEvents)
        .values({ eventId, type: kind, tenant, country, productId, questionId: questionId ?? null, ...report, userId: user?.userId ?? null, reportedAt: new Date(date ?? Date.now()) })
        .onConflictDoNothing()
        .returning({ id: reportEvents.id });
      reply.code(stored.length ? 201 : 200);
      return { status: stored.length ? ('stored' as const) : ('already-stored' as const) };
    },
  );
}
