// The AI quiz calls: topics, quiz generation (cancellable) and question feedback. Silent: the pages say themselves
// what went wrong, in the learner's language.
import type { ApiClient } from '../../api/client.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { QuizAnswer, TopicsAnswer } from '../../domain/aiQuiz/answers.ts';
import type { FeedbackReason } from '../../domain/aiQuiz/feedback.ts';

/** The answers' shapes are src/domain/aiQuiz/answers.ts, shared with the server. */
export type { QuizAnswer, TopicsAnswer };

export function fetchTopics(api: ApiClient, country: CountryCode, productId: string | undefined, signal?: AbortSignal): Promise<TopicsAnswer> {
  return api.request<TopicsAnswer>('ai/topics', { query: { country, productId }, silent: true, signal });
}

export function createQuiz(api: ApiClient, body: { country: CountryCode; topics: string[]; productId?: string }, signal?: AbortSignal): Promise<QuizAnswer> {
  return api.request<QuizAnswer>('ai/quiz', { method: 'POST', body, silent: true, signal });
}

export interface FeedbackEvent {
  eventId: string;
  kind: 'question_feedback' | 'ai_demo_error';
  country: CountryCode;
  productId: string;
  questionId?: string;
  reason?: FeedbackReason;
  comment?: string;
  date: number;
}

export function sendFeedback(api: ApiClient, event: FeedbackEvent): Promise<unknown> {
  return api.request('ai/feedback', { method: 'POST', body: event, silent: true, productId: event.productId });
}
