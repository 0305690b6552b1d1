// A catalog product for tests: a full product with plain defaults; each test names only the fields it is about.
import type { CatalogProduct } from '../domain/catalog/types.ts';

export function catalogProduct(fields: Partial<CatalogProduct> & Pick<CatalogProduct, 'productId'>): CatalogProduct {
  return {
    productNameUrl: fields.productId.toLowerCase(),
    title: `Title ${fields.productId}`,
    description: '',
    kind: 'full-product',
    catalogUpdateDate: '2026-01-01T00:00:00.000Z',
    popularity: 0,
    superCategoryUrl: 'it',
    categoryNameUrl: 'cloud',
    pricing: { currency: 'EUR', tier: 1, amountMinor: 1990, label: '1-PRODUCT-EXPIRE' },
    popularProduct: false,
    numberOfQuestions: 100,
    numberOfTests: 10,
    numberOfTopics: 6,
    seoTitle: '',
    seoDescription: '',
    ratingAverage: 0,
    ratingVotes: 0,
    ...fields,
  };
}
