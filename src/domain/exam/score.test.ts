// Table and property tests of scoring.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countRightAnswers, isFailure, scorePercentage } from './score.ts';
import { answer } from './solution.ts';
import type { UserSolution } from './types.ts';

describe('countRightAnswers', () => {
  it.each<[string, UserSolution, number]>([
    ['none', {}, 0],
    ['two right, one wrong', { 1: answer(['A'], true, 1), 2: answer(['B'], false, 1), 3: answer(['C'], true, 1) }, 2],
    ['correct but not answered', { 1: { ...answer(['A'], true, 1), hasBeenAnswered: false } }, 0],
  ])('%s → %s', (_name, solution, expected) => {
    expect(countRightAnswers(solution)).toBe(expected);
  });
});

describe('scorePercentage', () => {
  it.each([
    [7, 10, 70],
    [2, 3, 66], // floor, not round
    [1, 3, 33],
    [10, 10, 100],
    [0, 10, 0],
    [0, 0, 0], // no questions
    [5, 0, 0],
    [12, 10, 100], // more right than questions is held at the count
    [-1, 10, 0],
    [Number.NaN, 10, 0],
    [3, Number.NaN, 0],
  ])('%s right of %s → %s%%', (right, count, expected) => {
    expect(scorePercentage(right, count)).toBe(expected);
  });

  it('is floor(right × 100 / count), always 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(), (count, seed) => {
        const right = seed % (count + 1);
        const percentage = scorePercentage(right, count);
        expect(percentage).toBe(Math.floor((right * 100) / count));
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('isFailure', () => {
  it.each([
    [69, 70, true],
    [70, 70, false], // reaching the pass mark passes
    [71, 70, false],
    [0, 0, false],
  ])('%s%% against pass mark %s → failure %s', (percentage, pass, expected) => {
    expect(isFailure(percentage, pass)).toBe(expected);
  });
});
