// Recommendations (SPEC §9: 10 for the homepage and 10 for articles per country): the catalog's most popular
// products (sales and attempts in the country's window), with the categories the learner used last first, most
// recent first; never a product the learner owns or used last (those are shown as "continue"). Pure: the server
// serves the unpersonalised lists with the catalog, the device personalises them from its own catalog copy, offline
// too. Callers pass the owned product ids (the learner's subscribed products).
import { byPopularity } from './browse.ts';
import type { CatalogProduct } from './types.ts';

type Ranked = Pick<CatalogProduct, 'productId' | 'popularity' | 'superCategoryUrl' | 'categoryNameUrl'>;

export interface RecommendationContext {
  /** The learner's last used products, newest first. */
  recent?: readonly string[];
  owned?: ReadonlySet<string>;
  limit: number;
}

const categoryKey = (product: Ranked) => `${product.superCategoryUrl}/${product.categoryNameUrl}`;

export function recommendProducts<T extends Ranked>(products: readonly T[], { recent = [], owned = new Set(), limit }: RecommendationContext): T[] {
  if (limit <= 0) return [];
  const byId = new Map(products.map((product) => [product.productId, product]));
  const used = new Set(recent);
  const categoryRank = new Map<string, number>();
  for (const productId of recent) {
    const product = byId.get(productId);
    if (product && !categoryRank.has(categoryKey(product))) categoryRank.set(categoryKey(product), categoryRank.size);
  }
  const rankOf = (product: T) => categoryRank.get(categoryKey(product)) ?? categoryRank.size;
  return products
    .filter((product) => !owned.has(product.productId) && !used.has(product.productId))
    .sort((a, b) => rankOf(a) - rankOf(b) || byPopularity(a, b))
    .slice(0, limit);
}

/** For an article about a product: its own category first, then the learner's; never the product itself. */
export function recommendForArticle<T extends Ranked>(products: readonly T[], articleProductId: string, context: RecommendationContext): T[] {
  return recommendProducts(products, { ...context, recent: [articleProductId, ...(context.recent ?? [])] });
}

/** The unpersonalised lists served with the catalog: product ids, most popular first. */
export interface CatalogRecommendations {
  homepage: string[];
  articles: string[];
}

export function catalogRecommendations(products: readonly Ranked[], limits: { homepage: number; articles: number }): CatalogRecommendations {
  return {
    homepage: recommendProducts(products, { limit: limits.homepage }).map((product) => product.productId),
    articles: recommendProducts(products, { limit: limits.articles }).map((product) => product.productId),
  };
}
