import { describe, expect, it } from 'vitest';
import { mergeCarts } from './cartMerge.ts';
import { cartTotals, planAmountMinor } from './cartTotals.ts';

describe('mergeCarts', () => {
  it('keeps every product once and the device plan wins', () => {
    const merged = mergeCarts(
      [{ productId: 'DE-A', months: 3 }],
      [{ productId: 'DE-A', months: 12 }, { productId: 'DE-B', months: 1 }],
    );
    expect(merged).toEqual([{ productId: 'DE-A', months: 3 }, { productId: 'DE-B', months: 1 }]);
  });
});

describe('cartTotals', () => {
  it('prices plans, applies the promo to covered lines and states the VAT included', () => {
    const prices: Record<string, number> = { 'DE-A': 1990, 'DE-B': 1000 };
    const totals = cartTotals(
      [{ productId: 'DE-A', months: 3 }, { productId: 'DE-B', months: 1 }, { productId: 'gone', months: 1 }],
      (id) => prices[id],
      { promoCode: 'TEN', percentOff: 10, productIds: ['DE-B'] },
      19,
    );
    expect(planAmountMinor(1990, 3)).toBe(4999);
    expect(totals.lines.map((line) => line.amountMinor)).toEqual([4999, 900]);
    expect(totals.discountMinor).toBe(100);
    expect(totals.totalMinor).toBe(5899);
    expect(totals.vatMinor).toBe(5899 - Math.round(589900 / 119));
  });
});
