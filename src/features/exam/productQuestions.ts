// The questions of a product as the API serves them (GET products/{productId}/questions), and the lookup of a
// product from the quiz route's URL parts.
import { ApiError, type ApiClient } from '../../api/client.ts';
import type { Catalog, CatalogProduct } from '../../domain/catalog/types.ts';
import { isSold } from '../../domain/commerce/forSale.ts';

import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';

export type { ProductQuestions };

export function findProduct(catalog: Catalog, superCategory: string, category: string, productNameUrl: string): CatalogProduct | undefined {
  return catalog[superCategory]?.categories[category]?.products.find((product) => product.productNameUrl === productNameUrl);
}

export async function loadProductQuestions(api: ApiClient, productId: string): Promise<ProductQuestions> {
  return api.request<ProductQuestions>(`products/${encodeURIComponent(productId)}/questions`, { productId });
}

/**
 * A paid product's questions, or null when they are not the learner's (issue 13): a visitor who is not signed in is
 * not asked for them at all (the API would only answer 401, which the browser logs as an error on every visit of a
 * product page); a signed-in learner gets them or the API's 403 not_entitled. The page then shows the buy offer, not
 * an error. Other 401/403 answers (a signed-in learner's session gone) take the usual sign-in path.
 */
export async function loadProductQuestionsOrOffer(api: ApiClient, product: Pick<CatalogProduct, 'productId' | 'pricing'>, signedIn: boolean): Promise<ProductQuestions | null> {
  if (!signedIn && isSold(product.pricing)) return null;
  const { productId } = product;
  const path = `products/${encodeURIComponent(productId)}/questions`;
  try {
    return await api.request<ProductQuestions>(path, { productId, ownAuthErrors: true });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if ((error.status === 403 && error.code === 'not_entitled') || (error.status === 401 && !signedIn)) return null;
    if (error.status === 401 || error.status === 403) return api.request<ProductQuestions>(path, { productId });
    throw error;
  }
}

/** The free demo part of a full product: the free demo quiz in the same category, if there is one. */
export function demoPartOf(catalog: Catalog, product: CatalogProduct): CatalogProduct | undefined {
  if (!isSold(product.pricing)) return undefined;
  const siblings = catalog[product.superCategoryUrl]?.categories[product.categoryNameUrl]?.products ?? [];
  return siblings.find((candidate) => candidate.productId !== product.productId && !isSold(candidate.pricing) && candidate.kind === 'free-demo-quiz');
}
