import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OPTION_LETTERS } from '../constants.ts';
import { applyExamEvent, rejectionOf, replayExamEvents, type ExamEvent } from './events.ts';
import { remainingMs } from './clock.ts';
import { deriveAttempt } from './deriveAttempt.ts';
import { frameOf } from './legacyAttempt.ts';

const test = { nQuestionsToPass: 60, productId: 'DE-1', userId: 'u1' };
const T0 = 1_800_000_000_000;
const start: ExamEvent = { type: 'exam.start', at: T0, test, nQuestion: 5, timeToFinish: 600_000 };
const pick = (question: number, at: number, correct = true): ExamEvent => ({ type: 'answer.select', at, question, picked: ['B'], correct });

describe('applyExamEvent', () => {
  it('starts an attempt with the clock from the start time', () => {
    const state = applyExamEvent(null, start, true)!;
    expect(state).toMatchObject({ startDate: T0, stopDate: T0 + 600_000, nQuestion: 5, submittedResult: false });
  });

  it('names the attempt’s test when the start carries one, and leaves it out otherwise', () => {
    expect(applyExamEvent(null, { ...start, testId: 't-1', testName: 'Mock 1' }, true)).toMatchObject({ testId: 't-1', testName: 'Mock 1' });
    expect(applyExamEvent(null, start, true)).not.toHaveProperty('testId');
  });

  it.each<[string, ExamEvent[], (s: NonNullable<ReturnType<typeof replayExamEvents>>) => unknown, unknown]>([
    ['records an answer', [start, pick(2, T0 + 1)], (s) => s.userSolution[2]?.B, true],
    ['keeps the later answer when two arrive out of order', [start, { type: 'answer.select', at: T0 + 50, question: 1, picked: ['C'], correct: false }, { type: 'answer.select', at: T0 + 10, question: 1, picked: ['A'], correct: true }], (s) => s.userSolution[1]?.C, true],
    ['marks and unmarks for review, kept sorted', [start, { type: 'question.mark', at: T0 + 1, question: 4, marked: true }, { type: 'question.mark', at: T0 + 2, question: 2, marked: true }, { type: 'question.mark', at: T0 + 3, question: 4, marked: false }], (s) => s.markedQuestions, [2]],
    ['pauses with the time left', [start, { type: 'exam.pause', at: T0 + 100_000 }], (s) => s.pausedRemainingMs, 500_000],
    ['resumes from now with the time left', [start, { type: 'exam.pause', at: T0 + 100_000 }, { type: 'exam.resume', at: T0 + 900_000 }], (s) => s.stopDate, T0 + 900_000 + 500_000],
    ['scores on submit', [start, pick(1, T0 + 1), pick(2, T0 + 2), pick(3, T0 + 3, false), { type: 'exam.submit', at: T0 + 4 }], (s) => [s.nRightQuestion, s.passingScorePer, s.failure], [2, 40, true]],
    ['ignores anything after submit', [start, pick(1, T0 + 1), { type: 'exam.submit', at: T0 + 2 }, pick(2, T0 + 3)], (s) => s.userSolution[2], undefined],
    ['finalises when time ran out before the event, and keeps the late answer out', [start, pick(1, T0 + 1), pick(2, T0 + 700_000)], (s) => [s.submittedResult, s.userSolution[2], s.stopDate], [true, undefined, T0 + 600_000]],
    ['never moves the modified time back', [start, pick(1, T0 + 50), pick(2, T0 + 20)], (s) => s.lastModified, T0 + 50],
  ])('%s', (_label, events, read, expected) => {
    expect(read(replayExamEvents(events)!)).toEqual(expected);
  });

  it('does not time out an untimed practice session', () => {
    const state = replayExamEvents([start, pick(1, T0 + 10_000_000)], false)!;
    expect(state.submittedResult).toBe(false);
    expect(state.userSolution[1]?.B).toBe(true);
  });

  it('rejects questions out of range and events without an attempt', () => {
    expect(rejectionOf(null, pick(1, T0))).toBe('no-attempt');
    expect(rejectionOf(applyExamEvent(null, start, true), pick(6, T0))).toBe('question-out-of-range');
    expect(rejectionOf(applyExamEvent(null, start, true), pick(5, T0))).toBeNull();
  });

  it('a start marked restart replaces the running attempt (SPEC §4 restart: start now, stop now + time, not paused, not submitted)', () => {
    const running = replayExamEvents([start, pick(1, T0 + 1), { type: 'exam.pause', at: T0 + 2 }])!;
    const restarted = applyExamEvent(running, { ...start, at: T0 + 5, restart: true }, true)!;
    expect(restarted.userSolution).toEqual({});
    expect(restarted).toMatchObject({ startDate: T0 + 5, stopDate: T0 + 5 + restarted.timeToFinish, pause: false, submittedResult: false, markedQuestions: [] });
  });

  it('a duplicate start keeps the running attempt', () => {
    const running = replayExamEvents([start, pick(1, T0 + 1)])!;
    expect(applyExamEvent(running, { ...start, at: T0 + 5 }, true)).toBe(running);
  });
});

describe('pause and resume', () => {
  it('a pause of any length does not use up time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 10 ** 9 }), (pauseAfter, pauseFor) => {
        const before = remainingMs(replayExamEvents([start])!, T0 + pauseAfter);
        const resumeAt = T0 + pauseAfter + pauseFor;
        const resumed = replayExamEvents([start, { type: 'exam.pause', at: T0 + pauseAfter }, { type: 'exam.resume', at: resumeAt }])!;
        expect(remainingMs(resumed, resumeAt)).toBe(before);
      }),
    );
  });
});

describe('answers from two devices', () => {
  const answerEvent = fc.record({
    question: fc.integer({ min: 1, max: 5 }),
    at: fc.integer({ min: 1, max: 500_000 }),
    letter: fc.constantFrom(...OPTION_LETTERS.slice(0, 4)),
  });

  it('reach the same answers whatever order they arrive in', () => {
    fc.assert(
      fc.property(fc.array(answerEvent, { maxLength: 30 }), fc.infiniteStream(fc.nat()), (answers, randomness) => {
        const events: ExamEvent[] = answers.map((a) => ({ type: 'answer.select', at: T0 + a.at, question: a.question, picked: [a.letter], correct: a.letter === 'A' }));
        const shuffled = [...events].sort(() => (randomness.next().value % 3) - 1);
        const inOrder = replayExamEvents([start, ...events])!;
        const outOfOrder = replayExamEvents([start, ...shuffled])!;
        expect(outOfOrder.userSolution).toEqual(inOrder.userSolution);
      }),
    );
  });
});

describe('the in-order shortcut', () => {
  // applyExamEvent takes a shortcut for an answer or mark stamped after everything else on a running attempt; every
  // other event reads the attempt again from its log (deriveAttempt). The shortcut must give exactly what reading
  // the log gives: after every step, the state equals the attempt derived from its own log.
  const step = fc.oneof(
    fc.record({ type: fc.constant('answer.select' as const), gap: fc.integer({ min: -5_000, max: 120_000 }), question: fc.integer({ min: 1, max: 5 }), letter: fc.constantFrom('A', 'B', 'C'), }),
    fc.record({ type: fc.constant('question.mark' as const), gap: fc.integer({ min: -5_000, max: 120_000 }), question: fc.integer({ min: 1, max: 5 }), marked: fc.boolean() }),
    fc.record({ type: fc.constantFrom('exam.pause' as const, 'exam.resume' as const, 'exam.submit' as const), gap: fc.integer({ min: -5_000, max: 300_000 }) }),
  );

  it('gives the attempt its log gives, in exams and untimed practice', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), fc.boolean(), (steps, timed) => {
        let at = T0;
        let state = applyExamEvent(null, start, timed)!;
        for (const s of steps) {
          at += s.gap;
          const event: ExamEvent =
            s.type === 'answer.select' ? { type: s.type, at, question: s.question, picked: [s.letter as 'A'], correct: s.letter === 'A' }
            : s.type === 'question.mark' ? { type: s.type, at, question: s.question, marked: s.marked }
            : { type: s.type, at };
          state = applyExamEvent(state, event, timed)!;
          expect(state).toEqual(deriveAttempt(frameOf(state)!, timed));
        }
      }),
      { numRuns: 300 },
    );
  });
});
