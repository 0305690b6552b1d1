// Table and property tests of the other pricing options: 1×, 2.5× and 8× the monthly price, longer plans ending in .99.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pricingOptions, roundToNinetyNine } from './pricingOptions.ts';

describe('roundToNinetyNine', () => {
  it.each([
    [4975, 4999],
    [4949, 4999], // halfway rounds up
    [4948.9, 4899],
    [15920, 15899],
    [15999, 15999],
    [100, 99],
    [25, 99], // never below 0.99
    [250, 299],
  ])('%d → %d', (amount, expected) => {
    expect(roundToNinetyNine(amount)).toBe(expected);
  });
});

describe('pricingOptions', () => {
  it.each<[number, number[]]>([
    [1990, [1990, 4999, 15899]],
    [5970, [5970, 14899, 47799]],
    [7960, [7960, 19899, 63699]],
    [999, [999, 2499, 7999]],
    [0, []],
    [-100, []],
    [Number.NaN, []],
  ])('a product at %d a month → %j', (amountMinor, expected) => {
    expect(pricingOptions(amountMinor).map((option) => option.amountMinor)).toEqual(expected);
  });

  it('offers 1, 3 and 12 months', () => {
    expect(pricingOptions(1990).map((option) => option.months)).toEqual([1, 3, 12]);
  });

  it('keeps the monthly price, and ends longer plans in 99 within 50 minor units of the exact multiple', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (amountMinor) => {
        const [month, quarter, year] = pricingOptions(amountMinor);
        expect(month!.amountMinor).toBe(amountMinor);
        for (const [option, factor] of [[quarter!, 2.5], [year!, 8]] as const) {
          expect(option.amountMinor % 100).toBe(99);
          expect(Math.abs(option.amountMinor - amountMinor * factor)).toBeLessThanOrEqual(50);
        }
        expect(quarter!.amountMinor).toBeLessThan(year!.amountMinor);
      }),
    );
  });
});
