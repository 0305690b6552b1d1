import { describe, expect, it } from 'vitest';
import { isSold } from './forSale.ts';

describe('isSold', () => {
  it.each([
    [1990, true],
    [990, true],
    [1, true],
    [0, false],
    [-5, false],
    [Number.NaN, false],
    [12.5, false],
  ])('a price of %s minor units → %s', (amountMinor, expected) => {
    expect(isSold({ amountMinor })).toBe(expected);
  });
});
