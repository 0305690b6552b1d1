// The catalog as the API serves it (SPEC §3): keyed by super category, categories keyed by url.
export type ProductKind = 'free-demo-quiz' | 'demo-ai-quiz' | 'configured-quiz' | 'full-product';

export interface ProductPricing {
  currency: string;
  tier: number;
  /** Price in minor units (cents). 0 for free products. */
  amountMinor: number;
  /** Pricing label, e.g. "1-PRODUCT-EXPIRE"; a label starting with 0 means free (SPEC §2 buy link). */
  label: string;
}

export interface CatalogProduct {
  productId: string;
  productNameUrl: string;
  title: string;
  description: string;
  kind: ProductKind;
  catalogUpdateDate: string;
  popularity: number;
  superCategoryUrl: string;
  categoryNameUrl: string;
  pricing: ProductPricing;
  popularProduct: boolean;
  numberOfQuestions: number;
  numberOfTests: number;
  numberOfTopics: number;
  seoTitle: string;
  seoDescription: string;
  /** Average of the product's votes, one decimal, 0 without votes (issue 3); see domain/votes/rating.ts. */
  ratingAverage: number;
  /** How many votes the average is made of. */
  ratingVotes: number;
  /** A top ad (promoted product, SPEC §9) until this instant (ISO); absent when not promoted or no longer. */
  topAdUntil?: string;
}

export interface CatalogCategory {
  title: string;
  popularity: number;
  products: CatalogProduct[];
  categoryNumberQuestions: number;
  categoryNumberTests: number;
  categoryNumTopics: number;
}

export interface CatalogSuperCategory {
  superCategory: string;
  popularity: number;
  strategy: string;
  isCqSuperCategory: boolean;
  superCategoryNumTopics: number;
  superCategoryNumberOfProducts: number;
  superCategoryNumberQuestions: number;
  superCategoryNumberTests: number;
  categories: Record<string, CatalogCategory>;
}

export type Catalog = Record<string, CatalogSuperCategory>;

