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

/**
 * Why a learner flags a generated question, in the flag's own words. They are the wire format (POST ai/feedback, and
 * the device keeps unsent flags with them), so they stay as they are; what each one is stored as is one of the
 * learners' question-report reasons (QUESTION_REPORT_REASONS, reports/reportEvent.ts), in FEEDBACK_REPORTED_AS.
 */
export const FEEDBACK_REASONS = ['wrong-key', 'unclear', 'off-topic', 'wrong-language', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const FEEDBACK_COMMENT_MAX = 1000;

/** Each flag reason as the learners' report reason it is stored under; the learners' list has no word for two of them. */
export const FEEDBACK_REPORTED_AS: Readonly<Record<FeedbackReason, QuestionReportReason>> = {
  'wrong-key': 'wrong_answer',
  unclear: 'unclear',
  'off-topic': 'other',
  'wrong-language': 'other',
  other: 'other',
};

/**
 * A flag on a generated question is a reporting event like any other question report (issue 15's report_events):
 * its reason in the reporting events' words. A reason stored as 'other' without being 'other' keeps its word in the comment.
 */
export function asQuestionReport(reason: FeedbackReason, comment: string): { reason: QuestionReportReason; comment: string } {
  const reported = FEEDBACK_REPORTED_AS[reason];
  if (reported !== 'other' || reason === 'other') return { reason: reported, comment };
  return { reason: 'other', comment: `[${reason}] ${comment}`.trim().slice(0, FEEDBACK_COMMENT_MAX) };
}
