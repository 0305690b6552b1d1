// Table test of the highlighted-products rule: popular only, at most 4 by popularity, on the plain first page only.
import { describe, expect, it } from 'vitest';
import { INITIAL_BROWSE, NO_FILTERS, type BrowseState } from './browse.ts';
import { highlightedProducts } from './highlighted.ts';
import type { CatalogProduct } from './types.ts';

const product = (productId: string, popularity: number, popularProduct: boolean) => ({ productId, popularity, popularProduct }) as CatalogProduct;

const products = [
  product('DE-a', 10, true),
  product('DE-b', 90, true),
  product('DE-c', 95, false),
  product('DE-d', 50, true),
  product('DE-e', 70, true),
  product('DE-f', 70, true),
  product('DE-g', 20, true),
];

const ids = (state: BrowseState) => highlightedProducts(products, state).map((p) => p.productId);

describe('highlightedProducts', () => {
  it.each<[string, BrowseState, string[]]>([
    ['plain first page: the 4 most popular of the popular ones, ties by id', INITIAL_BROWSE, ['DE-b', 'DE-e', 'DE-f', 'DE-d']],
    ['a 1-character term is no search', { ...INITIAL_BROWSE, term: 'a' }, ['DE-b', 'DE-e', 'DE-f', 'DE-d']],
    ['a search', { ...INITIAL_BROWSE, term: 'cloud' }, []],
    ['a super category filter', { ...INITIAL_BROWSE, filters: { ...NO_FILTERS, superCategory: 'it', category: null } }, []],
    ['a category filter', { ...INITIAL_BROWSE, filters: { ...NO_FILTERS, superCategory: 'it', category: 'it/cloud' } }, []],
    ['page 2', { ...INITIAL_BROWSE, page: 2 }, []],
  ])('%s', (_name, state, expected) => {
    expect(ids(state)).toEqual(expected);
  });

  it('shows fewer when fewer are popular, and none when none is', () => {
    expect(highlightedProducts(products.slice(0, 3), INITIAL_BROWSE).map((p) => p.productId)).toEqual(['DE-b', 'DE-a']);
    expect(highlightedProducts([product('DE-x', 1, false)], INITIAL_BROWSE)).toEqual([]);
  });

  it('leaves the given list as it was', () => {
    const before = products.map((p) => p.productId);
    highlightedProducts(products, INITIAL_BROWSE);
    expect(products.map((p) => p.productId)).toEqual(before);
  });

  it('puts live top ads first, then the popular products, and drops a top ad once its promotion ended', () => {
    const until = Date.UTC(2026, 0, 8, 10);
    const ad = { ...product('DE-ad', 1, false), topAdUntil: new Date(until).toISOString() } as CatalogProduct;
    const list = [...products, ad];
    expect(highlightedProducts(list, INITIAL_BROWSE, until - 1).map((p) => p.productId)).toEqual(['DE-ad', 'DE-b', 'DE-e', 'DE-f']);
    expect(highlightedProducts(list, INITIAL_BROWSE, until).map((p) => p.productId)).toEqual(['DE-b', 'DE-e', 'DE-f', 'DE-d']);
  });
});
