// Local/server sync of an attempt as SPEC §4 first words it (with the readings of ARCHITECTURE §4), and the
// per-question merge of answers from two devices. Pure and deterministic: states, clock and tie-breaker in, state out.
// Attempts with a log (every attempt since issue 24) merge by joining logs instead (combineAttempts.ts, README.md);
// these rules stay as the single-device reading of §4 and are what the log's rules reduce to on one device.
//
// Reconcile, in order: a submitted attempt is final and returned as is; questions with a single option are
// answered A and correct; a locally paused attempt the server shows running resumes from now with its time
// left (the server's, when its stop time is known, so both clocks agree); and the attempt is finalised when the
// server shows it submitted or, in exam mode, its time has run out. The device leaves the time-out to a recorded
// submit (so the server hears of it) and asks for `finaliseTimedOut: false`.
import type { TestMode } from '../config/types.ts';
import { OPTION_LETTERS } from '../constants.ts';
import { hasTimeRunOut, resumeExam, resumeExamUntil } from './clock.ts';
import { finaliseExam } from './finalise.ts';
import { optionFlags } from './solution.ts';
import type { ExamQuestionView, LocalExamState, QuestionSolution, UserSolution } from './types.ts';

/** What the sync rule reads from the server's exam state. */
export interface ServerSyncSnapshot {
  pause: boolean;
  submittedResult: boolean;
  questions: readonly ExamQuestionView[];
  /** When the server's running clock stops; the time left on a resume is read from it when given. */
  stopDate?: number;
}

export interface ReconcileOptions {
  /** Finalise an exam whose time ran out (SPEC §4); default true. */
  finaliseTimedOut?: boolean;
}

export function reconcileExamState(local: LocalExamState, server: ServerSyncSnapshot, mode: TestMode, now: number, options: ReconcileOptions = {}): LocalExamState {
  if (local.submittedResult) return local;
  let state = answerSingleOptionQuestions(local, server.questions, now);
  if (state.pause && !server.pause) state = server.stopDate === undefined ? resumeExam(state, now) : resumeExamUntil(state, now, server.stopDate);
  const timedOut = mode === 'exam' && options.finaliseTimedOut !== false && hasTimeRunOut(state, now);
  if (server.submittedResult || timedOut) state = finaliseExam(state, now);
  return state;
}

/** A question whose option list has exactly one entry counts as answered with A, correctly. */
function answerSingleOptionQuestions(state: LocalExamState, questions: readonly ExamQuestionView[], now: number): LocalExamState {
  let userSolution: UserSolution | null = null;
  for (const question of questions) {
    if (question.options.length !== 1) continue;
    const existing = state.userSolution[question.questionNumber];
    if (existing !== undefined && isSingleOptionAnswer(existing)) continue;
    userSolution ??= { ...state.userSolution };
    userSolution[question.questionNumber] = {
      ...optionFlags(['A']),
      hasBeenAnswered: true,
      isCorrect: true,
      answeredAt: existing?.answeredAt ?? now,
    };
  }
  return userSolution === null ? state : { ...state, userSolution, lastModified: now };
}

function isSingleOptionAnswer(solution: QuestionSolution): boolean {
  return solution.hasBeenAnswered && solution.isCorrect && OPTION_LETTERS.every((letter) => solution[letter] === (letter === 'A'));
}

/**
 * Answers of two copies merged question by question: the later answer wins. On equal times the answer whose
 * canonical text sorts last wins, so the merge is commutative, associative and idempotent.
 */
export function mergeAnswers(local: UserSolution, remote: UserSolution): UserSolution {
  const merged: UserSolution = { ...local };
  for (const [key, theirs] of Object.entries(remote)) {
    if (theirs === undefined) continue;
    const question = Number(key);
    const ours = merged[question];
    merged[question] = ours === undefined ? theirs : laterAnswer(ours, theirs);
  }
  return merged;
}

/** Remote answers merged into an attempt; a submitted attempt takes no more answers. */
export function mergeAnswersIntoState(state: LocalExamState, remote: UserSolution, now: number): LocalExamState {
  if (state.submittedResult) return state;
  const userSolution = mergeAnswers(state.userSolution, remote);
  const changed = Object.keys(userSolution).some((key) => userSolution[Number(key)] !== state.userSolution[Number(key)]);
  return changed ? { ...state, userSolution, lastModified: now } : state;
}

/** Of two answers to one question, the later; on equal times the one whose canonical text sorts last. */
export function laterAnswer(a: QuestionSolution, b: QuestionSolution): QuestionSolution {
  const timeA = actionTime(a);
  const timeB = actionTime(b);
  if (timeA !== timeB) return timeA > timeB ? a : b;
  return canonicalText(a) >= canonicalText(b) ? a : b;
}

/** A missing or NaN time sorts before every real one. */
function actionTime(solution: QuestionSolution): number {
  return Number.isNaN(solution.answeredAt) ? Number.NEGATIVE_INFINITY : solution.answeredAt;
}

function canonicalText(solution: QuestionSolution): string {
  const letters = OPTION_LETTERS.map((letter) => (solution[letter] ? letter : '-')).join('');
  return `${letters}|${String(solution.hasBeenAnswered)}|${String(solution.isCorrect)}|${String(solution.answeredAt)}`;
}
