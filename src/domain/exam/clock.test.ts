// Table and property tests of the exam clock.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { hasTimeRunOut, remainingMs } from './clock.ts';
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
