import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readinessPercents } from './readinessPercents.ts';

describe('readinessPercents', () => {
  it('rounds the range outward and keeps the estimate inside it', () => {
    expect(readinessPercents(0.623, 0.481, 0.751)).toEqual({ chance: 62, low: 48, high: 76, edge: null });
  });

  it('never shows a range of no width, at either end of the scale', () => {
    expect(readinessPercents(0.0001, 0, 0.0002)).toEqual({ chance: 0, low: 0, high: 1, edge: 'under-1' });
    expect(readinessPercents(0, 0, 0)).toEqual({ chance: 0, low: 0, high: 1, edge: 'under-1' });
    expect(readinessPercents(1, 1, 1)).toEqual({ chance: 100, low: 99, high: 100, edge: 'over-99' });
    expect(readinessPercents(0.9996, 0.999, 1)).toEqual({ chance: 100, low: 99, high: 100, edge: 'over-99' });
  });

  it('holds for any estimate: low < high, low ≤ chance ≤ high, the true range inside the shown one', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b, c) => {
        const [low, probability, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        const shown = readinessPercents(probability, low, high);
        expect(shown.low).toBeLessThan(shown.high);
        expect(shown.chance).toBeGreaterThanOrEqual(shown.low);
        expect(shown.chance).toBeLessThanOrEqual(shown.high);
        expect(shown.low).toBeLessThanOrEqual(low * 100 + 1e-9);
        expect(shown.high).toBeGreaterThanOrEqual(high * 100 - 1e-9);
      }),
    );
  });
});
