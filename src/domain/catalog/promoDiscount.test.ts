// Table tests of promo codes on a catalog: scope, paid products only, country settings, expiry, prices and ids.
import { describe, expect, it } from 'vitest';
import { applyPromoCode, discountedAmountMinor, discountedPrices, firstSuperCategory, normalizePromoCode, type PromoCodeDefinition, type PromoDiscount } from './promoDiscount.ts';
import type { PromoSettings } from '../markets/market.ts';
import type { Catalog, CatalogProduct, ProductKind } from './types.ts';

const NOW = Date.UTC(2026, 5, 1);

const product = (superCategoryUrl: string, productNameUrl: string, kind: ProductKind, amountMinor: number, popularity = 50): CatalogProduct =>
  ({
    productId: `IN-eq-${superCategoryUrl}-${productNameUrl}`,
    productNameUrl,
    kind,
    popularity,
    superCategoryUrl,
    categoryNameUrl: 'c',
    pricing: { currency: 'INR', tier: 3, amountMinor, label: amountMinor ? '3-PRODUCT-EXPIRE' : '0-FREE' },
  }) as CatalogProduct;

const superCategory = (popularity: number, products: CatalogProduct[]) =>
  ({ superCategory: 'x', popularity, categories: { c: { title: 'c', popularity: 0, products } } }) as unknown as Catalog[string];

const catalog: Catalog = {
  networking: superCategory(70, [product('networking', 'basics', 'full-product', 5970, 90), product('networking', 'demo', 'free-demo-quiz', 0)]),
  'it-certification': superCategory(80, [
    product('it-certification', 'cloud', 'full-product', 5970),
    product('it-certification', 'cloud-demo', 'free-demo-quiz', 0),
    product('it-certification', 'cloud-config', 'configured-quiz', 2990),
  ]),
};

const ALL: PromoSettings = { enabled: true, superCategories: 'all' };
const code = (scope: PromoCodeDefinition['scope'], extra: Partial<PromoCodeDefinition> = {}): PromoCodeDefinition => ({ code: 'TEST', percentOff: 20, scope, expiresAt: null, ...extra });
const id = (superUrl: string, name: string) => `IN-eq-${superUrl}-${name}`;

describe('applyPromoCode', () => {
  it.each<[string, PromoCodeDefinition, string[]]>([
    ['every paid full product', code({ kind: 'full-products' }), [id('networking', 'basics'), id('it-certification', 'cloud')]],
    ['paid products of the most popular super category', code({ kind: 'first-super-category' }), [id('it-certification', 'cloud'), id('it-certification', 'cloud-config')]],
    ['named products, free ones left out', code({ kind: 'products', productNameUrls: ['cloud', 'demo'] }), [id('it-certification', 'cloud')]],
  ])('%s', (_name, definition, expected) => {
    const result = applyPromoCode(definition, catalog, ALL, NOW) as PromoDiscount;
    expect([...result.productIds].sort()).toEqual([...expected].sort());
    expect(Object.keys(result.updatedPrices).sort()).toEqual([...expected].sort());
  });

  it('prices the discounted products and names explicit products only for a code that names them', () => {
    const wide = applyPromoCode(code({ kind: 'full-products' }, { code: 'WELCOME10', percentOff: 10 }), catalog, ALL, NOW) as PromoDiscount;
    expect(wide).toMatchObject({ promoCode: 'WELCOME10', percentOff: 10, explicitPromoProductIds: [] });
    expect(wide.updatedPrices[id('networking', 'basics')]).toBe(5373);
    const named = applyPromoCode(code({ kind: 'products', productNameUrls: ['cloud'] }), catalog, ALL, NOW) as PromoDiscount;
    expect(named.explicitPromoProductIds).toEqual([id('it-certification', 'cloud')]);
    expect(named.updatedPrices).toEqual({ [id('it-certification', 'cloud')]: 4776 });
  });

  it.each<[string, PromoCodeDefinition | undefined, PromoSettings, string]>([
    ['a country without promos', code({ kind: 'full-products' }), { enabled: false, superCategories: [] }, 'unavailable'],
    ['an unknown code', undefined, ALL, 'unknown'],
    ['an expired code', code({ kind: 'full-products' }, { expiresAt: NOW }), ALL, 'expired'],
    ['a code for no product here', code({ kind: 'products', productNameUrls: ['nothing'] }), ALL, 'not-applicable'],
    ['a code outside the super categories the country discounts', code({ kind: 'first-super-category' }), { enabled: true, superCategories: ['networking'] }, 'not-applicable'],
  ])('refuses %s', (_name, definition, settings, refusal) => {
    expect(applyPromoCode(definition, catalog, settings, NOW)).toBe(refusal);
  });

  it('works until just before its end', () => {
    expect(typeof applyPromoCode(code({ kind: 'full-products' }, { expiresAt: NOW + 1 }), catalog, ALL, NOW)).toBe('object');
  });
});

describe('small rules', () => {
  it.each([
    [5970, 10, 5373],
    [1990, 20, 1592],
    [999, 15, 849],
    [1990, 100, 0],
  ])('%d minus %d %% → %d', (amount, percent, expected) => {
    expect(discountedAmountMinor(amount, percent)).toBe(expected);
  });

  it('normalises typed codes and ranks super categories by popularity', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(firstSuperCategory(catalog)).toBe('it-certification');
    expect(firstSuperCategory({})).toBeUndefined();
  });

  it('maps only kept ids with a usable price', () => {
    const prices = discountedPrices({
      productIds: ['IN-eq-long-id-1', 'short', 'IN-eq-long-id-2', 'IN-eq-long-id-3', '__proto__x1'],
      updatedPrices: { 'IN-eq-long-id-1': 900, short: 1, 'IN-eq-long-id-2': -5 },
    });
    expect([...prices]).toEqual([['IN-eq-long-id-1', 900]]);
    expect(discountedPrices(null).size).toBe(0);
  });
});
