// A product's questions as GET products/{productId}/questions serves them; shared by the API and the PWA.
import type { ExamQuestion } from './questions.ts';

export interface ProductQuestions {
  productId: string;
  title: string;
  /** Question-list version; a new one is offered, never applied under a running attempt. */
  version: string;
  topics: { id: string; name: string; questionCount: number }[];
  questions: Omit<ExamQuestion, 'number'>[];
  /** Percentage needed to pass. */
  passingPercent: number;
  timeToFinishMs: number;
  /** Item difficulties (Rasch, logits) by base question id, from all learners' first answers, with how many answers
   * each rests on (server/learning/itemDifficulties.ts); absent until computed. The readiness estimate reads them. */
  difficulties?: Record<string, { b: number; n: number }>;
}
