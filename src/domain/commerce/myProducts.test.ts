import { describe, expect, it } from 'vitest';
import { isMyProductsPath, myProductsPath } from './myProducts.ts';
import { COUNTRY_CODES } from '../markets/types.ts';

describe('isMyProductsPath', () => {
  it("is true for each country's My products page", () => {
    for (const country of COUNTRY_CODES) expect(isMyProductsPath(myProductsPath(country))).toBe(true);
    expect(isMyProductsPath('/de/?view=my-products')).toBe(true);
  });

  it('is false for any other address: other hosts, other pages, unknown countries, variants', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/de/?view=my-products',
      'https://shop.example/de/?view=my-products',
      '/\\evil.example',
      'javascript:alert(1)',
      '/de/',
      '/de/checkout',
      '/de/?bill=ord_1',
      '/xx/?view=my-products',
      '/DE/?view=my-products',
      '/de/?view=my-products&next=https://evil.example',
      '/de/?view=my-products#x',
      ' /de/?view=my-products',
      '/de?view=my-products',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(isMyProductsPath(value), String(value)).toBe(false);
    }
  });
});
