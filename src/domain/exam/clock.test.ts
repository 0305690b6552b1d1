// Table and property tests of the exam clock.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { hasTimeRunOut, pauseExam, remainingMs, resumeExam } from './clock.ts';
import { newLocalExamState } from './solution.ts';
import type { LocalExamState } from './types.ts';

const running = newLocalExamState({ productId: 'USAWS01', userId: 'u1', nQuestionsToPass: 70 }, 4, 60_000, 0);
const paused: LocalExamState = { ...running, pause: true, pausedRemainingMs: 20_000 };

describe('remainingMs', () => {
  it.each<[string, LocalExamState, number, number]>([
    ['running, at start', running, 0, 60_000],
    ['running, later', running, 45_000, 15_000],
    ['running, exactly at stop', running, 60_000, 0],
    ['running, after stop is not negative', running, 90_000, 0],
    ['paused keeps its remainder however late', paused, 500_000, 20_000],
    ['paused without a stored remainder falls back to stop − now', { ...paused, pausedRemainingMs: null }, 10_000, 50_000],
    ['NaN stop date gives 0', { ...running, stopDate: Number.NaN }, 0, 0],
  ])('%s', (_name, state, now, expected) => {
    expect(remainingMs(state, now)).toBe(expected);
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.boolean(), fc.option(fc.integer()), (stopDate, now, pause, pausedRemainingMs) => {
        expect(remainingMs({ stopDate, pause, pausedRemainingMs }, now)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('hasTimeRunOut', () => {
  it.each<[LocalExamState, number, boolean]>([
    [running, 59_999, false],
    [running, 60_000, true], // stop not after now
    [paused, 120_000, false],
    [{ ...paused, pausedRemainingMs: 0 }, 0, true],
  ])('%#', (state, now, expected) => {
    expect(hasTimeRunOut(state, now)).toBe(expected);
  });
});

describe('pauseExam and resumeExam', () => {
  it.each<[string, LocalExamState, number, Partial<LocalExamState>]>([
    ['pausing stores the time left', running, 40_000, { pause: true, pausedRemainingMs: 20_000, lastModified: 40_000 }],
    ['pausing after the stop stores 0', running, 70_000, { pause: true, pausedRemainingMs: 0 }],
  ])('%s', (_name, state, now, after) => {
    expect(pauseExam(state, now)).toMatchObject(after);
  });

  it.each<[string, LocalExamState, number, Partial<LocalExamState>]>([
    [
      'resuming sets start = now and stop = now + time left',
      paused,
      300_000,
      { pause: false, pausedRemainingMs: null, startDate: 300_000, stopDate: 320_000, lastModified: 300_000 },
    ],
  ])('%s', (_name, state, now, after) => {
    expect(resumeExam(state, now)).toMatchObject(after);
  });

  it.each<[string, (s: LocalExamState, now: number) => LocalExamState, LocalExamState]>([
    ['pausing a paused attempt', pauseExam, paused],
    ['resuming a running attempt', resumeExam, running],
    ['pausing a submitted attempt', pauseExam, { ...running, submittedResult: true }],
    ['resuming a submitted attempt', resumeExam, { ...paused, submittedResult: true }],
  ])('%s changes nothing', (_name, transition, state) => {
    expect(transition(state, 1_000)).toBe(state);
  });

  it('a pause of any length does not use up time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 10 ** 9 }), (pauseAt, pauseFor) => {
        const before = remainingMs(running, pauseAt);
        const resumed = resumeExam(pauseExam(running, pauseAt), pauseAt + pauseFor);
        expect(remainingMs(resumed, pauseAt + pauseFor)).toBe(before);
      }),
    );
  });
});
