// Table and property tests of progress percentages.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { attemptProgressPercent, progressPercent } from './progress.ts';
import { answer } from './solution.ts';

describe('progressPercent', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 50],
    [10, 10, 100],
    [15, 10, 100], // capped at 100
    [1, 3, 100 / 3],
    [-2, 10, 0],
    [3, 0, 0],
    [3, -1, 0],
    [Number.NaN, 10, 0],
    [Number.POSITIVE_INFINITY, 10, 0],
    [3, Number.NaN, 0],
  ])('%s of %s → %s', (done, total, expected) => {
    expect(progressPercent(done, total)).toBeCloseTo(expected, 10);
  });

  it('is always within 0 to 100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (done, total) => {
        const percent = progressPercent(done, total);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('attemptProgressPercent', () => {
  it.each([
    [{}, 4, 0],
    [{ 1: answer(['A'], true, 1), 2: answer(['B'], false, 1) }, 4, 50],
    [{ 1: answer([], false, 1) }, 4, 0], // an empty pick is not answered
  ])('%o of %s questions → %s', (userSolution, nQuestion, expected) => {
    expect(attemptProgressPercent({ userSolution, nQuestion })).toBe(expected);
  });
});
