// Where learners may flag a question (SPEC §6 AI demo feedback): free demo quizzes in Germany (mode 'free'), every
// quiz in India ('all'), full products in Italy ('full'), nowhere else. One table lookup.
import type { ProductKind } from '../catalog/types.ts';
import type { AiFeedbackMode } from '../markets/market.ts';
import type { QuestionReportReason } from '../reports/reportEvent.ts';

const COLLECTED_ON: Readonly<Record<AiFeedbackMode, readonly ProductKind[]>> = {
  // A Demo AI Quiz is a free demo too.
  free: ['free-demo-quiz', 'demo-ai-quiz'],
  all: ['free-demo-quiz', 'demo-ai-quiz', 'configured-quiz', 'full-product'],
  full: ['full-product'],
  off: [],
};

export function feedbackCollected(mode: AiFeedbackMode, kind: ProductKind): boolean {
  return COLLECTED_ON[mode].includes(kind);
}

/** Why a learner flags a question. */
export const FEEDBACK_REASONS = ['wrong-key', 'unclear', 'off-topic', 'wrong-language', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const FEEDBACK_COMMENT_MAX = 1000;

/**
 * A flag on a generated question is a reporting event like any other question report (issue 15's report_events):
 * its reason in the reporting events' words. Reasons without their own word there are kept in the comment.
 */
export function asQuestionReport(reason: FeedbackReason, comment: string): { reason: QuestionReportReason; comment: string } {
  if (reason === 'wrong-key') return { reason: 'wrong_answer', comment };
  if (reason === 'unclear' || reason === 'other') return { reason, comment };
  return { reason: 'other', comment: `[${reason}] ${comment}`.trim().slice(0, FEEDBACK_COMMENT_MAX) };
}
