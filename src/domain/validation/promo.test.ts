// Table and property tests of the discount id rule.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { normalizeDiscountIds } from './promo.ts';

describe('normalizeDiscountIds', () => {
  it.each([
    [[], []],
    [['1234567890'], []], // exactly 10 characters is too short
    [['12345678901'], ['12345678901']], // 11 is kept
    [['  12345678901  '], ['12345678901']], // trimmed
    [['  1234567890  '], []], // length counts after trimming
    [['BBBBBBBBBBB', 'AAAAAAAAAAA', ' BBBBBBBBBBB'], ['BBBBBBBBBBB', 'AAAAAAAAAAA']], // first order kept
    [['short', 'DE-PRODUCT-001', 'DE-PRODUCT-001'], ['DE-PRODUCT-001']],
  ])('%o → %o', (ids, expected) => {
    expect(normalizeDiscountIds(ids)).toEqual(expected);
  });

  it('keeps only long, trimmed, distinct ids and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 16 })), (ids) => {
        const result = normalizeDiscountIds(ids);
        expect(new Set(result).size).toBe(result.length);
        for (const id of result) {
          expect(id.length).toBeGreaterThan(10);
          expect(id).toBe(id.trim());
        }
        expect(normalizeDiscountIds(result)).toEqual(result);
      }),
    );
  });
});
