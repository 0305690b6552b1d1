// The address of a product's quiz page (SPEC §2 "Product page route"): country, super category, category, product, quiz.
import type { CatalogProduct } from './types.ts';

export function productQuizPath(country: string, product: Pick<CatalogProduct, 'superCategoryUrl' | 'categoryNameUrl' | 'productNameUrl'>): string {
  return `/${country}/${product.superCategoryUrl}/${product.categoryNameUrl}/${product.productNameUrl}/quiz`;
}
