// Browsing the sale page (SPEC §4 "Search", §9 page size): flatten the catalog, search, filter by super
// category or category, by kind and by free or paid, paginate, and the state changes between them. Pure: the UI
// keeps a BrowseState.
import { CATALOG_PAGE_SIZE } from '../constants.ts';
import { isSearchTermActive } from '../validation/search.ts';
import type { Catalog, CatalogProduct, ProductKind } from './types.ts';
import { isSold } from '../commerce/forSale.ts';
import { compareIds } from '../text.ts';

export interface ListedProduct extends CatalogProduct {
  superCategoryTitle: string;
  categoryTitle: string;
}

export type PriceFilter = 'free' | 'paid';

export interface BrowseFilters {
  superCategory: string | null;
  /** Written `superCategory/category` (SPEC §2). */
  category: string | null;
  kind: ProductKind | null;
  price: PriceFilter | null;
}

export const NO_FILTERS: BrowseFilters = { superCategory: null, category: null, kind: null, price: null };

export interface BrowseState {
  term: string;
  filters: BrowseFilters;
  page: number;
}

export const INITIAL_BROWSE: BrowseState = { term: '', filters: NO_FILTERS, page: 1 };

export type BrowseEvent =
  | { type: 'search.run'; term: string }
  | { type: 'filter.superCategory'; superCategory: string | null }
  | { type: 'filter.category'; category: string | null }
  | { type: 'filter.kind'; kind: ProductKind | null }
  | { type: 'filter.price'; price: PriceFilter | null }
  | { type: 'page.go'; page: number };

/** The sale page's order of products: most popular first, then by id. */
export function byPopularity(a: Pick<CatalogProduct, 'popularity' | 'productId'>, b: Pick<CatalogProduct, 'popularity' | 'productId'>): number {
  return b.popularity - a.popularity || compareIds(a.productId, b.productId);
}

/** Every product with its super category and category titles, most popular first. */
export function listProducts(catalog: Catalog): ListedProduct[] {
  const list: ListedProduct[] = [];
  for (const superCategory of Object.values(catalog)) {
    for (const category of Object.values(superCategory.categories)) {
      for (const product of category.products) {
        list.push({ ...product, superCategoryTitle: superCategory.superCategory, categoryTitle: category.title });
      }
    }
  }
  return list.sort(byPopularity);
}

/** Lower case without accents, so "prufung" finds "Prüfung". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Products whose title, category or super category contain every word of the term. */
export function searchProducts(products: readonly ListedProduct[], term: string): ListedProduct[] {
  if (!isSearchTermActive(term)) return [...products];
  const words = foldText(term).split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    const haystack = foldText(`${product.title} ${product.categoryTitle} ${product.superCategoryTitle} ${product.productNameUrl}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function filterProducts(products: readonly ListedProduct[], filters: BrowseFilters): ListedProduct[] {
  return products.filter((product) => {
    if (filters.superCategory && product.superCategoryUrl !== filters.superCategory) return false;
    if (filters.category && `${product.superCategoryUrl}/${product.categoryNameUrl}` !== filters.category) return false;
    if (filters.kind && product.kind !== filters.kind) return false;
    if (filters.price && isSold(product.pricing) !== (filters.price === 'paid')) return false;
    return true;
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of at most 25; a page beyond the last shows the last. */
export function paginate<T>(items: readonly T[], page: number, size = CATALOG_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total: items.length };
}

/**
 * SPEC §4: running a search clears the selected filters and shows results; an empty term resets the results and
 * keeps the filters; selecting a filter sets the page back to 1.
 */
export function browse(state: BrowseState, event: BrowseEvent): BrowseState {
  switch (event.type) {
    case 'search.run':
      if (!isSearchTermActive(event.term)) return { ...state, term: '', page: 1 };
      return { term: event.term.trim(), filters: NO_FILTERS, page: 1 };
    case 'filter.superCategory':
      return { ...state, filters: { ...state.filters, superCategory: event.superCategory, category: null }, page: 1 };
    case 'filter.category': {
      const superCategory = event.category ? (event.category.split('/')[0] ?? null) : state.filters.superCategory;
      return { ...state, filters: { ...state.filters, superCategory, category: event.category }, page: 1 };
    }
    case 'filter.kind':
      return { ...state, filters: { ...state.filters, kind: event.kind }, page: 1 };
    case 'filter.price':
      return { ...state, filters: { ...state.filters, price: event.price }, page: 1 };
    case 'page.go':
      return { ...state, page: event.page };
  }
}

/** The visible products for a state. */
export function browseResults(products: readonly ListedProduct[], state: BrowseState): Page<ListedProduct> {
  return paginate(filterProducts(searchProducts(products, state.term), state.filters), state.page);
}

export type SearchMessageKind = 'none' | 'single' | 'many-with-scroll' | 'many-without-scroll';

/** SPEC §3/§8 search messages: more results than fit the first screen say "scroll down to see more". */
export function searchMessageKind(resultCount: number, visibleWithoutScroll: number): SearchMessageKind {
  if (resultCount <= 0) return 'none';
  if (resultCount === 1) return 'single';
  return resultCount > visibleWithoutScroll ? 'many-with-scroll' : 'many-without-scroll';
}
