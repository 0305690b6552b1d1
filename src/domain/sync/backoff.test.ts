import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffDelayMs, SYNC_BACKOFF_MAX_MS } from './backoff.ts';

describe('backoffDelayMs', () => {
  it.each([
    [1, 0.5, 1_000],
    [2, 0.5, 2_000],
    [5, 0.5, 16_000],
    [7, 0.5, 60_000],
    [50, 0.5, 60_000],
    [1, 0, 800],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(backoffDelayMs(attempt, random)).toBe(expected);
  });

  it('stays within 0.8 s and 72 s and grows with the attempt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, random) => {
        const delay = backoffDelayMs(attempt, random);
        expect(delay).toBeGreaterThanOrEqual(800);
        expect(delay).toBeLessThanOrEqual(SYNC_BACKOFF_MAX_MS * 1.2);
        expect(backoffDelayMs(attempt + 1, random)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
