import { describe, expect, it } from 'vitest';
import { catalogRecommendations, recommendForArticle, recommendProducts } from './recommendations.ts';
import { MARKETS } from '../markets/countries.ts';

const product = (productId: string, popularity: number, category: string, superCategory = 'it') => ({
  productId,
  popularity,
  superCategoryUrl: superCategory,
  categoryNameUrl: category,
});

// Most popular first: A1 (9), B1 (8), B2 (7), C1 (6), A2 (5), C2 (1), B3 (0).
const products = [product('A1', 9, 'a'), product('A2', 5, 'a'), product('B1', 8, 'b'), product('B2', 7, 'b'), product('B3', 0, 'b'), product('C1', 6, 'c'), product('C2', 1, 'c')];
const ids = (list: { productId: string }[]) => list.map((p) => p.productId);

describe('recommendations', () => {
  it.each([
    ['nothing used: by popularity', {}, ['A1', 'B1', 'B2', 'C1', 'A2']],
    ['last used C2: its category first, C2 itself left out', { recent: ['C2'] }, ['C1', 'A1', 'B1', 'B2', 'A2']],
    ['used C2 then B3: the newest one’s category first', { recent: ['B3', 'C2'] }, ['B1', 'B2', 'C1', 'A1', 'A2']],
    ['owned products left out', { owned: new Set(['A1', 'B1']) }, ['B2', 'C1', 'A2', 'C2', 'B3']],
    ['an unknown recent product changes nothing', { recent: ['ZZ'] }, ['A1', 'B1', 'B2', 'C1', 'A2']],
  ] as const)('%s', (_, context, expected) => {
    expect(ids(recommendProducts(products, { ...context, limit: 5 }))).toEqual(expected);
  });

  it('stops at the limit and gives nothing for a limit of 0', () => {
    expect(recommendProducts(products, { limit: 100 })).toHaveLength(products.length);
    expect(recommendProducts(products, { limit: 0 })).toEqual([]);
  });

  it('puts an article’s own category first and never recommends the article’s product', () => {
    expect(ids(recommendForArticle(products, 'C1', { limit: 3 }))).toEqual(['C2', 'A1', 'B1']);
  });

  it('serves 10 for the homepage and 10 for articles per country (SPEC §9)', () => {
    const many = Array.from({ length: 30 }, (_, i) => product(`P${String(i).padStart(2, '0')}`, i, 'x'));
    const lists = catalogRecommendations(many, MARKETS.it.recommendations);
    expect(lists.homepage).toHaveLength(10);
    expect(lists.articles).toHaveLength(10);
    expect(lists.homepage[0]).toBe('P29');
  });
});
