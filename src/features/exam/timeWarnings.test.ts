import { describe, expect, it } from 'vitest';
import { isTimeLow, minutesNotice, remainingFraction } from './timeWarnings.ts';

describe('exam clock warnings', () => {
  it.each([
    [1_200_000, 1_200_000, false],
    [120_001, 1_200_000, false],
    [120_000, 1_200_000, true],
    [0, 1_200_000, true],
    [10, 0, false],
  ])('%i ms left of %i: low %s', (left, total, low) => expect(isTimeLow(left, total)).toBe(low));

  it.each([
    [600_000, null],
    [300_001, null],
    [300_000, 5],
    [61_000, 5],
    [60_000, 1],
    [1, 1],
    [0, null],
  ])('%i ms left announces %s', (left, notice) => expect(minutesNotice(left)).toBe(notice));

  it('draws the share of time left, clamped', () => {
    expect(remainingFraction(300_000, 1_200_000)).toBe(0.25);
    expect(remainingFraction(-5, 1_200_000)).toBe(0);
    expect(remainingFraction(2_000_000, 1_200_000)).toBe(1);
    expect(remainingFraction(5, 0)).toBe(0);
  });
});
