// The server's reading of a learner action before it applies it: it never trusts the device's `correct` flag but
// recomputes it from the answer key, and it refuses events that point at questions or products it does not have.
import { rejectionOf, type EventRejection, type ExamEvent } from './events.ts';
import { isAnswerCorrect } from './questions.ts';
import type { OptionLetter } from '../constants.ts';
import type { LocalExamState } from './types.ts';

/** The questions of a product in their default order, and the correct letters of each. */
export interface AnswerKey {
  /** Question ids in the product's order; an attempt without its own questionIds uses this one. */
  questionIds: readonly string[];
  correctOf(questionId: string): readonly OptionLetter[] | undefined;
}

export type AuthoritativeRejection = Exclude<EventRejection, null> | 'unknown-question' | 'product-mismatch';

export type AuthoritativeEvent = { event: ExamEvent; rejection: null } | { event: null; rejection: AuthoritativeRejection };

/** The question id behind number n (1-based) of an attempt. */
export function questionIdAt(state: Pick<LocalExamState, 'questionIds'>, key: AnswerKey, question: number): string | undefined {
  return (state.questionIds ?? key.questionIds)[question - 1];
}

const refuse = (rejection: AuthoritativeRejection): AuthoritativeEvent => ({ event: null, rejection });

/** The event as the server applies it (answers re-scored), or why it cannot apply to this attempt of this product. */
export function authoritativeEvent(state: LocalExamState | null, event: ExamEvent, productId: string, key: AnswerKey): AuthoritativeEvent {
  const rejection = rejectionOf(state, event);
  if (rejection !== null) return refuse(rejection);
  if (event.type === 'exam.start') {
    if (event.test.productId !== productId) return refuse('product-mismatch');
    if (event.questionIds === undefined) return event.nQuestion <= key.questionIds.length ? { event, rejection: null } : refuse('question-out-of-range');
    const known = event.questionIds.length === event.nQuestion && event.questionIds.every((id) => key.correctOf(id) !== undefined);
    return known ? { event, rejection: null } : refuse('unknown-question');
  }
  if (event.type !== 'answer.select' || state === null) return { event, rejection: null };
  const questionId = questionIdAt(state, key, event.question);
  const correct = questionId === undefined ? undefined : key.correctOf(questionId);
  if (correct === undefined) return refuse('unknown-question');
  return { event: { ...event, correct: isAnswerCorrect({ correct: [...correct] }, event.picked) }, rejection: null };
}

/** An answer key over a list of questions, e.g. a bank's. */
export function answerKeyOf(questions: readonly { id: string; correct: readonly OptionLetter[] }[]): AnswerKey {
  const byId = new Map(questions.map((question) => [question.id, question.correct]));
  return { questionIds: questions.map((question) => question.id), correctOf: (id) => byId.get(id) };
}
