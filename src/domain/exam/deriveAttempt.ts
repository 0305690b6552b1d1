// The attempt a learner sees, read from its log (attemptLog.ts) and clock origin: answers and marks by device time
// (the later one wins), the clock as one timeline (timeline.ts), and the result once the attempt ended. It ends at
// the first submit or, when timed, where the time ran out if anything came after that instant; nothing stamped
// after the end counts. Pure: the same log gives the same attempt, however its entries arrived.
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import { activityTimes, latestTime, type AnswerEntry, type AttemptLog } from './attemptLog.ts';
import { countRightAnswers, isFailure, scorePercentage } from './score.ts';
import { answer } from './solution.ts';
import { walkTimeline, type ClockOrigin, type Timeline } from './timeline.ts';
import type { LocalExamState, QuestionSolution, UserSolution } from './types.ts';

/** What the log leaves as it is: the attempt's identity, its questions, its test, and where its clock starts. */
export type AttemptFrame = Omit<LocalExamState, 'log'> & { log: AttemptLog; clockOrigin: ClockOrigin };

/** Where the attempt ended (its first submit, or where the time ran out; Infinity while it runs) and its clock there. */
function endOf(frame: AttemptFrame, timed: boolean): { end: number; clock: Timeline } {
  const { log, clockOrigin } = frame;
  const latest = Math.max(latestTime(log), clockOrigin.at);
  const firstSubmit = log.submits[0] ?? Number.POSITIVE_INFINITY;
  const marks = { pauses: log.pauses, resumes: log.resumes, activity: activityTimes(log) };
  const untilSubmit = Math.min(latest, firstSubmit);
  const clock = walkTimeline(clockOrigin, marks, untilSubmit, timed);
  const end = Math.min(firstSubmit, clock.ranOutAt ?? Number.POSITIVE_INFINITY);
  return { end, clock: end < untilSubmit ? walkTimeline(clockOrigin, marks, end, timed) : clock };
}

/** When the attempt ended: its first submit or, when timed, where the time ran out; Infinity while it runs. */
export function attemptEnd(frame: AttemptFrame, timed: boolean): number {
  return endOf(frame, timed).end;
}

export function deriveAttempt(frame: AttemptFrame, timed: boolean): LocalExamState {
  const { log, clockOrigin } = frame;
  const latest = Math.max(latestTime(log), clockOrigin.at);
  const { end, clock } = endOf(frame, timed);

  const userSolution = answersUntil(log, end);
  const markedQuestions = marksUntil(log, end);
  const lastModified = Math.max(frame.lastModified, latest);
  const base = { ...frame, userSolution, markedQuestions, lastModified };
  if (Number.isFinite(end)) {
    const nRightQuestion = countRightAnswers(userSolution);
    const passingScorePer = scorePercentage(nRightQuestion, frame.nQuestion);
    const stopDate = clock.runStart + clock.remainingMs;
    return {
      ...base,
      startDate: clock.runStart,
      stopDate,
      pause: false,
      pausedRemainingMs: null,
      submittedResult: true,
      nRightQuestion,
      passingScorePer,
      failure: isFailure(passingScorePer, frame.test.nQuestionsToPass),
    };
  }
  const common = { ...base, submittedResult: false, nRightQuestion: 0, passingScorePer: 0, failure: false, startDate: clock.runStart };
  if (clock.paused) return { ...common, pause: true, pausedRemainingMs: clock.remainingMs, stopDate: clock.pausedAt! + clock.remainingMs };
  return { ...common, pause: false, pausedRemainingMs: null, stopDate: clock.runStart + clock.remainingMs };
}

/**
 * Per question, the last answer stamped no later than `end`. The log keeps every answer ever given, and an attempt is
 * derived again on every event: only each question's last entry becomes an answer, and an entry's answer is built
 * once (answers are never changed in place, so states derived from one log share them).
 */
function answersUntil(log: AttemptLog, end: number): UserSolution {
  const lastOfQuestion = new Map<number, AnswerEntry>();
  for (const entry of log.answers) {
    if (entry[0] > end) break;
    lastOfQuestion.set(entry[1], entry);
  }
  const solution: UserSolution = {};
  for (const [question, entry] of lastOfQuestion) solution[question] = answerOf(entry);
  return solution;
}

const answersOfEntries = new WeakMap<AnswerEntry, QuestionSolution>();

function answerOf(entry: AnswerEntry): QuestionSolution {
  let built = answersOfEntries.get(entry);
  if (!built) {
    const [at, , picked, correct] = entry;
    built = answer(lettersOf(picked), correct === 1, at);
    answersOfEntries.set(entry, built);
  }
  return built;
}

/** The questions whose last mark or unmark stamped no later than `end` was a mark, ascending. */
function marksUntil(log: AttemptLog, end: number): number[] {
  const marked = new Map<number, boolean>();
  for (const [at, question, flag] of log.marks) {
    if (at > end) break;
    marked.set(question, flag === 1);
  }
  return [...marked].filter(([, on]) => on).map(([question]) => question).sort((a, b) => a - b);
}

function lettersOf(picked: string): OptionLetter[] {
  return OPTION_LETTERS.filter((letter) => picked.includes(letter));
}
