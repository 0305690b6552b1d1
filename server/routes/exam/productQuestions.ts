// GET products/:productId/questions: a product's questions in its site's language, with ETag and Cache-Control:
// public for free products; a full product's only for a buyer, and then private (commerce/questionGate.ts).
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import { sendCachedJson } from '../../lib/etag.ts';
import { notFound } from '../../lib/httpError.ts';
import type { QuestionSource } from '../../services/productQuestions.ts';
import { OPTION_LETTERS } from '@domain/constants.ts';
import { TEXT_FORMATS } from '@domain/richText/textFormat.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import { GATED_CACHE_CONTROL, type QuestionGate } from '../../commerce/questionGate.ts';
import { literalUnion } from '../../lib/literalUnion.ts';

const QUESTIONS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=1200';
const Params = Type.Object({ productId: Id() }, { additionalProperties: false });
const Letter = literalUnion(OPTION_LETTERS);
/** ProductQuestions (src/domain/exam/productQuestions.ts); documents the pre-serialised body, and tests init with tdli. */
export const ProductQuestionsSchema = Type.Object({
  productId: Type.String(),
  title: Type.String(),
  version: Type.String(),
  topics: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), questionCount: Type.Integer() })),
  questions: Type.Array(
    Type.Object({
      id: Type.String(),
      topic: Type.String(),
      text: Type.String(),
      options: Type.Array(Type.Object({ letter: Letter, text: Type.String() })),
      correct: Type.Array(Letter),
      explanation: Type.String(),
      /** Absent or plain: text; html: sanitised HTML (src/domain/richText). */
      format: Type.Optional(literalUnion(TEXT_FORMATS)),
    }),
  ),
  passingPercent: Type.Integer(),
  timeToFinishMs: Type.Integer(),
  /** Item difficulties by base question id (issue 22), once computed: Rasch logits and how many first answers. */
  difficulties: Type.Optional(Type.Record(Type.String(), Type.Object({ b: Type.Number(), n: Type.Integer() }))),
});

export async function productQuestionRoutes(app: RouteApp, { questions, gate }: { questions: QuestionSource; gate: QuestionGate }): Promise<void> {
  app.get(
    '/products/:productId/questions',
    {
      config: { publicCache: true },
      schema: {
        tags: ['exam'],
        summary: "A product's questions, topics, passing percentage and time (ProductQuestions)",
        params: Params,
        response: { 200: ProductQuestionsSchema },
      },
    },
    async (request, reply) => {
      const gated = await gate.isGated(request.params.productId);
      if (gated) await gate.admit(request, request.params.productId);
      const product = await questions.get(request.params.productId);
      if (!product) throw notFound(`No product ${request.params.productId} with questions`, 'unknown_product');
      if (!gated) return sendCachedJson(request, reply, product.json, QUESTIONS_CACHE_CONTROL);
      return sendCachedJson(request, reply, product.json, GATED_CACHE_CONTROL, { vary: 'authorization, x-country, accept-encoding' });
    },
  );
}
