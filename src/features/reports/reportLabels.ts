// The learner-facing names of the report reasons, translated.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuestionReportReason, SimulatorFeedbackReason } from '../../domain/reports/reportEvent.ts';

const QUESTION_REASON_LABELS = {
  wrong_answer: msg`The marked answer is wrong`,
  unclear: msg`The question is unclear`,
  typo: msg`There is a typo`,
  outdated: msg`The content is out of date`,
  other: msg`Something else`,
} as const;

const SIMULATOR_REASON_LABELS = {
  great: msg`It worked well`,
  ok: msg`It was all right`,
  hard_to_use: msg`It was hard to use`,
  bug: msg`Something did not work`,
} as const;

export const questionReasonLabel = (i18n: I18n, reason: QuestionReportReason) => i18n._(QUESTION_REASON_LABELS[reason]);
export const simulatorReasonLabel = (i18n: I18n, reason: SimulatorFeedbackReason) => i18n._(SIMULATOR_REASON_LABELS[reason]);
