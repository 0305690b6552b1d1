// Reporting events (SPEC §9 "Reporting events for question feedback, AI demo errors and simulator feedback"):
// what a learner reports, which reasons exist, and whether the country collects each type.
import type { ReportingSettings } from '../markets/market.ts';

export const REPORT_TYPES = ['question_feedback', 'simulator_feedback', 'ai_demo_error'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Why a learner reports a question. */
export const QUESTION_REPORT_REASONS = ['wrong_answer', 'unclear', 'typo', 'outdated', 'other'] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];

/** How the simulator went, on the short form after the results. */
export const SIMULATOR_FEEDBACK_REASONS = ['great', 'ok', 'hard_to_use', 'bug'] as const;
export type SimulatorFeedbackReason = (typeof SIMULATOR_FEEDBACK_REASONS)[number];

export const REPORT_COMMENT_MAX_LENGTH = 2_000;
/** At most this many events in one request (a device back online after a long time sends several batches). */
export const REPORT_BATCH_MAX = 50;

/** One event as the device records it and sends it; `eventId` (a UUID) makes it count once however often it is sent. */
export interface ReportEventInput {
  eventId: string;
  type: ReportType;
  country: string;
  productId?: string;
  questionId?: string;
  reason?: string;
  comment: string;
  /** Epoch ms of the learner's report. */
  at: number;
}

const SWITCH_OF_TYPE: Record<ReportType, keyof ReportingSettings> = {
  question_feedback: 'questionFeedback',
  simulator_feedback: 'simulatorFeedback',
  ai_demo_error: 'aiDemoErrors',
};

/** Whether the country collects this type of event (its reporting switches). */
export function isReportingOn(reporting: ReportingSettings, type: ReportType): boolean {
  return reporting[SWITCH_OF_TYPE[type]];
}

/** The reasons a type accepts; null when it takes any short reason (AI demo errors carry the error's name). */
export function reasonsOf(type: ReportType): readonly string[] | null {
  if (type === 'question_feedback') return QUESTION_REPORT_REASONS;
  if (type === 'simulator_feedback') return SIMULATOR_FEEDBACK_REASONS;
  return null;
}

export type ReportProblem = 'reporting-off' | 'bad-reason' | 'question-required' | 'product-required' | null;

/** What is wrong with an event, or null: a question report names its question, simulator feedback its product. */
export function reportProblem(event: Pick<ReportEventInput, 'type' | 'reason' | 'productId' | 'questionId'>, reporting: ReportingSettings): ReportProblem {
  if (!isReportingOn(reporting, event.type)) return 'reporting-off';
  const reasons = reasonsOf(event.type);
  if (reasons && (event.reason === undefined || !reasons.includes(event.reason))) return 'bad-reason';
  if (event.type === 'question_feedback' && (!event.productId || !event.questionId)) return 'question-required';
  if (event.type === 'simulator_feedback' && !event.productId) return 'product-required';
  return null;
}
