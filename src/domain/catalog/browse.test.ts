import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { browse, browseResults, foldText, INITIAL_BROWSE, NO_FILTERS, listProducts, paginate, searchMessageKind, searchProducts, type BrowseState } from './browse.ts';
import type { Catalog, CatalogProduct } from './types.ts';

const product = (id: string, superCategoryUrl: string, categoryNameUrl: string, title: string, popularity = 0): CatalogProduct => ({
  productId: id,
  productNameUrl: id.toLowerCase(),
  title,
  description: '',
  kind: 'full-product',
  catalogUpdateDate: '2026-01-01T00:00:00.000Z',
  popularity,
  superCategoryUrl,
  categoryNameUrl,
  pricing: { currency: 'EUR', tier: 1, amountMinor: 1990, label: '1-PRODUCT-EXPIRE' },
  popularProduct: false,
  numberOfQuestions: 100,
  numberOfTests: 2,
  numberOfTopics: 5,
  seoTitle: title,
  seoDescription: '',
  ratingAverage: 0,
  ratingVotes: 0,
});

const category = (title: string, products: CatalogProduct[]) => ({ title, popularity: 0, products, categoryNumberQuestions: 0, categoryNumberTests: 0, categoryNumTopics: 0 });
const superCategory = (title: string, categories: ReturnType<typeof category>[], url: string) => ({
  superCategory: title,
  popularity: 0,
  strategy: 'popularity',
  isCqSuperCategory: false,
  superCategoryNumTopics: 0,
  superCategoryNumberOfProducts: 0,
  superCategoryNumberQuestions: 0,
  superCategoryNumberTests: 0,
  categories: Object.fromEntries(categories.map((c, i) => [`${url}-c${i}`, c])),
});

const catalog: Catalog = {
  driving: superCategory('Führerschein', [category('Auto', [product('DE-1', 'driving', 'driving-c0', 'Theorieprüfung', 9), product('DE-2', 'driving', 'driving-c0', 'Verkehrszeichen', 5)])], 'driving'),
  it: superCategory('IT-Zertifizierung', [category('Cloud', [product('DE-3', 'it', 'it-c0', 'Cloud-Grundlagen', 7)])], 'it'),
};
const products = listProducts(catalog);

describe('listProducts', () => {
  it('flattens every product, most popular first, with its titles', () => {
    expect(products.map((p) => p.productId)).toEqual(['DE-1', 'DE-3', 'DE-2']);
    expect(products[1]).toMatchObject({ superCategoryTitle: 'IT-Zertifizierung', categoryTitle: 'Cloud' });
  });
});

describe('searchProducts', () => {
  it.each([
    ['prufung', ['DE-1']],
    ['FÜHRERSCHEIN', ['DE-1', 'DE-2']],
    ['cloud grund', ['DE-3']],
    ['x', ['DE-1', 'DE-3', 'DE-2']],
    ['  ', ['DE-1', 'DE-3', 'DE-2']],
    ['nothing-like-it', []],
  ])('term %j finds %j', (term, ids) => {
    expect(searchProducts(products, term).map((p) => p.productId)).toEqual(ids);
  });

  it('folds accents and case', () => {
    expect(foldText('Éxämen')).toBe('examen');
  });
});

describe('browse (SPEC §4 search and filter rules)', () => {
  const filtered: BrowseState = { term: '', filters: { ...NO_FILTERS, superCategory: 'driving', category: 'driving/driving-c0' }, page: 3 };

  it('running a search clears the filters and goes to page 1', () => {
    expect(browse(filtered, { type: 'search.run', term: 'cloud' })).toEqual({ term: 'cloud', filters: { ...NO_FILTERS, superCategory: null, category: null }, page: 1 });
  });

  it('an empty (or 1-character) term resets the results and keeps the filters', () => {
    const searched = { ...filtered, term: 'auto' };
    expect(browse(searched, { type: 'search.run', term: '' })).toEqual({ ...filtered, term: '', page: 1 });
    expect(browse(searched, { type: 'search.run', term: 'a' }).filters).toEqual(filtered.filters);
  });

  it('selecting a filter sets the page back to 1', () => {
    const onPage3 = { ...INITIAL_BROWSE, page: 3 };
    expect(browse(onPage3, { type: 'filter.superCategory', superCategory: 'it' })).toMatchObject({ page: 1, filters: { ...NO_FILTERS, superCategory: 'it', category: null } });
    expect(browse(onPage3, { type: 'filter.category', category: 'it/it-c0' })).toMatchObject({ page: 1, filters: { ...NO_FILTERS, superCategory: 'it', category: 'it/it-c0' } });
  });

  it('applies search and filters together', () => {
    const state = browse(INITIAL_BROWSE, { type: 'filter.superCategory', superCategory: 'driving' });
    expect(browseResults(products, state).items.map((p) => p.productId)).toEqual(['DE-1', 'DE-2']);
  });
});

describe('paginate', () => {
  it.each([
    [60, 1, 25, 3],
    [60, 3, 10, 3],
    [60, 9, 10, 3],
    [0, 1, 0, 1],
    [25, 2, 25, 1],
  ])('%i items, page %i → %i items of %i pages', (count, page, expectedItems, pageCount) => {
    const result = paginate(Array.from({ length: count }, (_, i) => i), page);
    expect(result.items).toHaveLength(expectedItems);
    expect(result.pageCount).toBe(pageCount);
  });

  it('always returns a page within range holding at most 25 items', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: -5, max: 50 }), (count, page) => {
        const result = paginate(Array.from({ length: count }, (_, i) => i), page);
        expect(result.page).toBeGreaterThanOrEqual(1);
        expect(result.page).toBeLessThanOrEqual(result.pageCount);
        expect(result.items.length).toBeLessThanOrEqual(25);
      }),
    );
  });
});

describe('searchMessageKind', () => {
  it.each([
    [0, 'none'],
    [1, 'single'],
    [3, 'many-without-scroll'],
    [9, 'many-with-scroll'],
  ])('%i results → %s', (count, kind) => {
    expect(searchMessageKind(count, 4)).toBe(kind);
  });
});

describe('filter chips: kind and free or paid', () => {
  const demo: CatalogProduct = { ...product('DE-4', 'it', 'it-c0', 'Cloud-Demo', 3), kind: 'free-demo-quiz', pricing: { currency: 'EUR', tier: 0, amountMinor: 0, label: 'FREE' } };
  const withDemo = [...products, { ...demo, superCategoryTitle: 'IT-Zertifizierung', categoryTitle: 'Cloud' }];
  const shown = (state: BrowseState) => browseResults(withDemo, state).items.map((p) => p.productId);

  it('keeps the products of the chosen kind, and free or paid ones, beside the area', () => {
    expect(shown({ ...INITIAL_BROWSE, filters: { ...NO_FILTERS, kind: 'free-demo-quiz' } })).toEqual(['DE-4']);
    expect(shown({ ...INITIAL_BROWSE, filters: { ...NO_FILTERS, price: 'free' } })).toEqual(['DE-4']);
    expect(shown({ ...INITIAL_BROWSE, filters: { ...NO_FILTERS, price: 'paid', superCategory: 'it' } })).toEqual(['DE-3']);
  });

  it('choosing one keeps the others and goes to page 1; a search clears them all', () => {
    const onPage2: BrowseState = { term: '', filters: { ...NO_FILTERS, superCategory: 'it' }, page: 2 };
    const kind = browse(onPage2, { type: 'filter.kind', kind: 'full-product' });
    expect(kind).toEqual({ term: '', filters: { ...NO_FILTERS, superCategory: 'it', kind: 'full-product' }, page: 1 });
    const priced = browse(kind, { type: 'filter.price', price: 'paid' });
    expect(priced.filters).toEqual({ ...NO_FILTERS, superCategory: 'it', kind: 'full-product', price: 'paid' });
    expect(browse(priced, { type: 'search.run', term: 'cloud' }).filters).toEqual(NO_FILTERS);
  });
});
