import { describe, expect, it } from 'vitest';
import { hreflangAlternates } from './seo.ts';
import { productJsonLd } from './productJsonLd.ts';
import type { CatalogProduct } from './catalog/types.ts';

describe('hreflangAlternates', () => {
  const alternates = hreflangAlternates('https://shop.test', 'prod', (country) => `/${country}/`);
  it('lists every active country site by its locale, plus x-default', () => {
    expect(alternates['de-DE']).toBe('https://shop.test/de/');
    expect(alternates['en-GB']).toBe('https://shop.test/gb/');
    expect(alternates['pt-BR']).toBe('https://shop.test/br/');
    expect(alternates['x-default']).toBe('https://shop.test/us/');
  });
  it('leaves out the sites that are not open (Belgium, the Netherlands)', () => {
    expect(alternates['nl-NL']).toBeUndefined();
    expect(alternates['nl-BE']).toBeUndefined();
    expect(Object.keys(alternates)).toHaveLength(18);
  });
});

describe('productJsonLd', () => {
  it('describes the product and its offer in its currency', () => {
    const product = { productId: 'DE-1', title: 'Cloud', description: '', seoDescription: 'Cloud practice', pricing: { currency: 'EUR', amountMinor: 1990, tier: 1, label: '1-PRODUCT-EXPIRE' } } as CatalogProduct;
    expect(productJsonLd(product, 'https://shop.test/de/x')).toMatchObject({ '@type': 'Product', name: 'Cloud', sku: 'DE-1', offers: { price: '19.90', priceCurrency: 'EUR' } });
  });
});
