// Resuming an attempt that another device also worked on: the same attempt is merged per question by the time of
// each answer and then reconciled (SPEC §4); different attempts are not mixed: the more recently changed one wins.
import type { TestMode } from '../config/types.ts';
import { mergeAnswersIntoState, reconcileExamState, type ReconcileOptions } from './reconcile.ts';
import type { ExamQuestionView, LocalExamState } from './types.ts';

/** Same attempt: same product, same number of questions and the same question list. */
export function isSameAttempt(a: LocalExamState, b: LocalExamState): boolean {
  return a.test.productId === b.test.productId && a.nQuestion === b.nQuestion && (a.questionIds ?? []).join() === (b.questionIds ?? []).join();
}

export function combineAttempts(
  local: LocalExamState | null,
  server: LocalExamState | null,
  mode: TestMode,
  questions: readonly ExamQuestionView[],
  now: number,
  options: ReconcileOptions = {},
): LocalExamState | null {
  if (!server) return local;
  if (!local) return server;
  if (!isSameAttempt(local, server)) return server.lastModified > local.lastModified ? server : local;
  const merged = mergeAnswersIntoState(local, server.userSolution, now);
  const withMarks = server.lastModified > local.lastModified ? { ...merged, markedQuestions: server.markedQuestions } : merged;
  const running = !server.pause && !server.submittedResult;
  const snapshot = { pause: server.pause, submittedResult: server.submittedResult, questions, ...(running ? { stopDate: server.stopDate } : {}) };
  return reconcileExamState(withMarks, snapshot, mode, now, options);
}
