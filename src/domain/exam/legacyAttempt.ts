// Attempts kept before attempts had a log (on a device, or on the server) are read into one: their answers with the
// time each was given, their marks as of their last change, and a clock that starts where they stand (running with
// the time to the stop, or stopped with the time left). From then on they merge like any other attempt.
import { answerEntry, emptyLog, insertEntry, type AttemptLog } from './attemptLog.ts';
import type { AttemptFrame } from './deriveAttempt.ts';
import { pickedLetters } from './solution.ts';
import type { LocalExamState } from './types.ts';

/** The attempt with its log and clock origin; null for a submitted attempt without a log (final as it is). */
export function frameOf(state: LocalExamState): AttemptFrame | null {
  if (state.log && state.clockOrigin) return state as AttemptFrame;
  if (state.submittedResult) return null;
  const since = Number.isFinite(state.lastModified) ? state.lastModified : state.startDate;
  const clockOrigin = state.pause
    ? { at: since, remainingMs: state.pausedRemainingMs ?? 0 }
    : { at: state.startDate, remainingMs: state.stopDate - state.startDate };
  let log: AttemptLog = { ...emptyLog(), pauses: state.pause ? [since] : [] };
  for (const [key, solution] of Object.entries(state.userSolution)) {
    if (!solution) continue;
    const at = Number.isFinite(solution.answeredAt) ? solution.answeredAt : clockOrigin.at;
    log = { ...log, answers: [...insertEntry(log.answers, answerEntry(at, Number(key), pickedLetters(solution), solution.isCorrect))] };
  }
  log = { ...log, marks: state.markedQuestions.map((question) => [clockOrigin.at, question, 1]) };
  return { ...state, log, clockOrigin };
}
