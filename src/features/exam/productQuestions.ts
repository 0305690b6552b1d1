// The questions of a product as the API serves them (GET products/{productId}/questions), and the lookup of a
// product from the quiz route's URL parts.
import type { ApiClient } from '../../api/client.ts';
import type { Catalog, CatalogProduct } from '../../domain/catalog/types.ts';

import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';

export type { ProductQuestions };

export function findProduct(catalog: Catalog, superCategory: string, category: string, productNameUrl: string): CatalogProduct | undefined {
  return catalog[superCategory]?.categories[category]?.products.find((product) => product.productNameUrl === productNameUrl);
}

export async function loadProductQuestions(api: ApiClient, productId: string): Promise<ProductQuestions> {
  return api.request<ProductQuestions>(`products/${encodeURIComponent(productId)}/questions`, { productId });
}
