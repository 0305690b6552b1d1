// What the AI quiz calls answer: the one shape the server sends (server/routes/ai.ts, server/ai/quizService.ts) and
// the client reads (src/features/aiQuiz/aiQuizApi.ts).
import type { ProductQuestions } from '../exam/productQuestions.ts';
import type { QuizGeneratorKind, QuizTopic } from './types.ts';

/** GET ai/topics. */
export interface TopicsAnswer {
  topics: QuizTopic[];
  generator: QuizGeneratorKind;
  /** Set when the model failed and the catalog's topics stand in (labelled as such). */
  fallback?: string;
}

/** POST ai/quiz (201). */
export interface QuizAnswer {
  quizId: string;
  generator: QuizGeneratorKind;
  /** The country's default price tier, for the upsell to the matching Full Product (SPEC §9). */
  priceTier: string;
  quiz: ProductQuestions;
  /** The same questions as `quiz.questions`. */
  questions: ProductQuestions['questions'];
  /** Questions refused before serving, by reason. */
  dropped: Record<string, number>;
}
