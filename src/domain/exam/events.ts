// Learner actions on an attempt as events, and the one reducer that applies them. The same reducer runs on the
// device (local-first write) and on the server (when the outbox entry arrives), so both reach the same state.
//
// Every change goes by the time the device stamped on it (README.md): answers and marks per question (the later
// wins), pauses and resumes on one timeline, and the first submit ends the attempt; nothing stamped after the end
// changes it. The result is the same whatever order the events arrive in, and however often.
import type { OptionLetter } from '../constants.ts';
import { answerEntry, insertEntry, latestTime, type AttemptLog } from './attemptLog.ts';
import { hasTimeRunOut } from './clock.ts';
import { deriveAttempt } from './deriveAttempt.ts';
import { frameOf } from './legacyAttempt.ts';
import { answer, newLocalExamState } from './solution.ts';
import type { ExamTest, LocalExamState } from './types.ts';

export type ExamEvent =
  /**
   * `restart` ends a running attempt and starts anew (the learner chose to); without it a running attempt stays.
   * `testId` and `testName` name the test (SPEC §7 "Tests") the attempt belongs to, when it has one.
   */
  | {
      type: 'exam.start';
      at: number;
      test: ExamTest;
      nQuestion: number;
      timeToFinish: number;
      questionIds?: string[];
      restart?: boolean;
      testId?: string;
      testName?: string;
    }
  | { type: 'answer.select'; at: number; question: number; picked: OptionLetter[]; correct: boolean }
  | { type: 'question.mark'; at: number; question: number; marked: boolean }
  | { type: 'exam.pause'; at: number }
  | { type: 'exam.resume'; at: number }
  | { type: 'exam.submit'; at: number };

export type ExamEventType = ExamEvent['type'];

/** Why an event cannot apply; the outbox shows it to the learner instead of dropping it. */
export type EventRejection = 'no-attempt' | 'question-out-of-range' | null;

export function rejectionOf(state: LocalExamState | null, event: ExamEvent): EventRejection {
  if (event.type === 'exam.start') return null;
  if (state === null) return 'no-attempt';
  if ((event.type === 'answer.select' || event.type === 'question.mark') && (event.question < 1 || event.question > state.nQuestion)) {
    return 'question-out-of-range';
  }
  return null;
}

/**
 * The attempt after the event, or the same state when the event changes nothing. Every event lands in the attempt's
 * log and the attempt is read from it (deriveAttempt.ts), so the order in which events arrive does not matter. An
 * answer or mark stamped after everything else on a running attempt takes a shortcut with the same result (a property
 * test, events.test.ts "the in-order shortcut", checks every step against deriveAttempt).
 */
export function applyExamEvent(state: LocalExamState | null, event: ExamEvent, timed: boolean): LocalExamState | null {
  if (event.type === 'exam.start') {
    // A new attempt replaces a finished one; a running one is kept (a duplicate start from another tab).
    if (state && !state.submittedResult && !event.restart) return state;
    const started: LocalExamState = newLocalExamState(event.test, event.nQuestion, event.timeToFinish, event.at);
    if (event.questionIds) started.questionIds = event.questionIds;
    if (event.testId !== undefined) started.testId = event.testId;
    if (event.testName !== undefined) started.testName = event.testName;
    return started;
  }
  if (state === null || rejectionOf(state, event) !== null) return state;
  const frame = frameOf(state);
  if (frame === null) return state; // submitted before attempts kept a log: final
  const log = loggedEvent(frame.log, event);
  if (log === frame.log) return state;
  const inOrder = event.at > latestTime(frame.log) && event.at >= frame.clockOrigin.at;
  if (inOrder && !state.submittedResult && !state.pause && !(timed && hasTimeRunOut(state, event.at))) {
    if (event.type === 'answer.select') {
      const userSolution = { ...state.userSolution, [event.question]: answer(event.picked, event.correct, event.at) };
      return { ...state, log, userSolution, lastModified: Math.max(state.lastModified, event.at) };
    }
    if (event.type === 'question.mark') {
      const others = state.markedQuestions.filter((n) => n !== event.question);
      const markedQuestions = event.marked ? [...others, event.question].sort((a, b) => a - b) : others;
      return { ...state, log, markedQuestions, lastModified: Math.max(state.lastModified, event.at) };
    }
  }
  return deriveAttempt({ ...frame, log }, timed);
}

/** The log with the event in it; the same log when it holds the event already. */
function loggedEvent(log: AttemptLog, event: Exclude<ExamEvent, { type: 'exam.start' }>): AttemptLog {
  switch (event.type) {
    case 'answer.select':
      return withEntries(log, 'answers', insertEntry(log.answers, answerEntry(event.at, event.question, event.picked, event.correct)));
    case 'question.mark':
      return withEntries(log, 'marks', insertEntry(log.marks, [event.at, event.question, event.marked ? 1 : 0]));
    case 'exam.pause':
      return withEntries(log, 'pauses', insertEntry(log.pauses, event.at));
    case 'exam.resume':
      return withEntries(log, 'resumes', insertEntry(log.resumes, event.at));
    case 'exam.submit':
      return withEntries(log, 'submits', insertEntry(log.submits, event.at));
  }
}

function withEntries<K extends keyof AttemptLog>(log: AttemptLog, key: K, entries: readonly AttemptLog[K][number][]): AttemptLog {
  return entries === log[key] ? log : { ...log, [key]: entries };
}

/** Applies events in order. */
export function replayExamEvents(events: readonly ExamEvent[], timed = true, initial: LocalExamState | null = null): LocalExamState | null {
  return events.reduce<LocalExamState | null>((state, event) => applyExamEvent(state, event, timed), initial);
}
