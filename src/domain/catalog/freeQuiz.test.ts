// Table test of the free quiz a subscription e-mail links to.
import { describe, expect, it } from 'vitest';
import { freeQuizFor } from './freeQuiz.ts';
import type { CatalogProduct, ProductKind } from './types.ts';

const product = (productId: string, kind: ProductKind, superCategoryUrl: string, categoryNameUrl: string, popularity: number) =>
  ({ productId, kind, superCategoryUrl, categoryNameUrl, popularity }) as CatalogProduct;

const cloud = product('cloud', 'full-product', 'it', 'cloud', 100);
const cloudDemo = product('cloud-demo', 'free-demo-quiz', 'it', 'cloud', 40);
const netBasics = product('net-basics', 'full-product', 'net', 'basics', 90);
const netDemo = product('net-demo', 'free-demo-quiz', 'net', 'basics', 60);
const driving = product('driving', 'full-product', 'driving', 'car', 80);
const products = [cloud, cloudDemo, netBasics, netDemo, driving];

describe('freeQuizFor', () => {
  it.each<[string, CatalogProduct | undefined, CatalogProduct[], CatalogProduct | null]>([
    ['a free demo itself', cloudDemo, products, cloudDemo],
    ['the free demo of a full product’s category', cloud, products, cloudDemo],
    ['the most popular free demo when the category has none', driving, products, netDemo],
    ['the most popular free demo without a product', undefined, products, netDemo],
    ['nothing when the country has no free demo', cloud, [cloud, driving], null],
  ])('%s', (_name, requested, list, expected) => {
    expect(freeQuizFor(list, requested)).toBe(expected);
  });
});
