// Learner actions on an attempt as events, and the one reducer that applies them. The same reducer runs on the
// device (local-first write) and on the server (when the outbox entry arrives), so both reach the same state.
//
// Answers merge per question by the time of the action (later wins), so an answer that arrives late from a
// second device cannot overwrite a newer one. Submitted is final: nothing after it changes the attempt.
import type { OptionLetter } from '../constants.ts';
import { hasTimeRunOut, pauseExam, resumeExam } from './clock.ts';
import { finaliseExam } from './finalise.ts';
import { laterAnswer } from './reconcile.ts';
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
 * The attempt after the event, or the same state when the event changes nothing. In exam mode (timed), an
 * attempt whose time ran out before the event is finalised at its stop time and takes nothing more.
 */
export function applyExamEvent(state: LocalExamState | null, event: ExamEvent, timed = true): LocalExamState | null {
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
  if (state.submittedResult) return state;
  if (timed && hasTimeRunOut(state, event.at)) return finaliseExam(state, Math.min(event.at, state.stopDate));

  switch (event.type) {
    case 'answer.select': {
      // One question changes: merged with that question's answer only (the later one wins), not the whole set.
      const existing = state.userSolution[event.question];
      const incoming = answer(event.picked, event.correct, event.at);
      const kept = existing === undefined ? incoming : laterAnswer(existing, incoming);
      if (kept === existing) return state;
      return { ...state, userSolution: { ...state.userSolution, [event.question]: kept }, lastModified: event.at };
    }
    case 'question.mark': {
      const others = state.markedQuestions.filter((n) => n !== event.question);
      const markedQuestions = event.marked ? [...others, event.question].sort((a, b) => a - b) : others;
      return { ...state, markedQuestions, lastModified: event.at };
    }
    case 'exam.pause':
      return pauseExam(state, event.at);
    case 'exam.resume':
      return resumeExam(state, event.at);
    case 'exam.submit':
      return finaliseExam(state, event.at);
  }
}

/** Applies events in order. */
export function replayExamEvents(events: readonly ExamEvent[], timed = true, initial: LocalExamState | null = null): LocalExamState | null {
  return events.reduce<LocalExamState | null>((state, event) => applyExamEvent(state, event, timed), initial);
}
