// A finished attempt as the learner's history keeps it: which questions it asked, how each was answered and when,
// which were marked, its score. Made from a submitted exam state; records that are corrupt or partial (no answers,
// questions no longer in the bank, a clock that went backwards) are skipped and counted, never thrown.
import type { TestMode } from '../config/types.ts';
import type { LocalExamState } from '../exam/types.ts';
import type { Pacing } from './pacing.ts';

export interface AnsweredQuestion {
  questionId: string;
  correct: boolean;
  /** Epoch ms of the answer. */
  answeredAt: number;
}

export interface AttemptRecord {
  /** `${owner}|${productId}|${testId}|${finishedAt}`: recording the same submitted attempt twice changes nothing. */
  key: string;
  owner: string;
  productId: string;
  mode: TestMode;
  finishedAt: number;
  /** The questions the attempt asked, in order. */
  questionIds: string[];
  /** Answered questions only; an asked question without an answer counts as wrong. */
  answers: AnsweredQuestion[];
  marked: string[];
  scorePercent: number;
  passMark: number;
  passed: boolean;
  /** The attempt's pacing, read from its log; null for an attempt without one. */
  pacing?: Pacing | null;
}

export function attemptKey(owner: string, productId: string, state: Pick<LocalExamState, 'testId' | 'lastModified'>): string {
  return `${owner}|${productId}|${state.testId ?? ''}|${state.lastModified}`;
}

/** The history record of a submitted attempt; null while it is not submitted. */
export function attemptRecordOf(owner: string, productId: string, mode: TestMode, state: LocalExamState, productQuestionIds: readonly string[]): AttemptRecord | null {
  if (!state.submittedResult) return null;
  const questionIds = (state.questionIds ?? productQuestionIds.slice(0, state.nQuestion)).slice(0, state.nQuestion);
  const answers: AnsweredQuestion[] = [];
  questionIds.forEach((questionId, index) => {
    const solution = state.userSolution[index + 1];
    if (solution?.hasBeenAnswered) answers.push({ questionId, correct: solution.isCorrect, answeredAt: solution.answeredAt });
  });
  const marked = state.markedQuestions.map((n) => questionIds[n - 1]).filter((id): id is string => id !== undefined);
  return {
    key: attemptKey(owner, productId, state),
    owner,
    productId,
    mode,
    finishedAt: state.lastModified,
    questionIds,
    answers,
    marked,
    scorePercent: state.passingScorePer,
    passMark: state.test.nQuestionsToPass,
    passed: !state.failure,
  };
}

export interface CleanHistory {
  /** Usable records, oldest first, holding only answers to questions of the bank. */
  attempts: AttemptRecord[];
  /** Records left out: no answers, or not a record at all. */
  skippedAttempts: number;
  /** Answers left out: a question no longer in the bank, or a time after the attempt's end or not a number. */
  skippedAnswers: number;
}

const isRecord = (value: unknown): value is AttemptRecord =>
  typeof value === 'object' && value !== null && Array.isArray((value as AttemptRecord).answers) && Array.isArray((value as AttemptRecord).questionIds) && Number.isFinite((value as AttemptRecord).finishedAt);

/** The history the rules may use: `isInBank` says whether a (base) question id is still in the product. */
export function cleanHistory(records: readonly unknown[], isInBank: (questionId: string) => boolean): CleanHistory {
  let skippedAttempts = 0;
  let skippedAnswers = 0;
  const attempts: AttemptRecord[] = [];
  for (const record of records) {
    if (!isRecord(record)) {
      skippedAttempts++;
      continue;
    }
    const answers = record.answers.filter((a) => {
      const ok = typeof a?.questionId === 'string' && isInBank(a.questionId) && Number.isFinite(a.answeredAt) && a.answeredAt <= record.finishedAt;
      if (!ok) skippedAnswers++;
      return ok;
    });
    if (answers.length === 0) {
      skippedAttempts++;
      continue;
    }
    const questionIds = record.questionIds.filter((id) => typeof id === 'string' && isInBank(id));
    const marked = Array.isArray(record.marked) ? record.marked.filter((id) => typeof id === 'string' && isInBank(id)) : [];
    attempts.push({ ...record, answers, questionIds, marked });
  }
  attempts.sort((a, b) => a.finishedAt - b.finishedAt);
  return { attempts, skippedAttempts, skippedAnswers };
}
