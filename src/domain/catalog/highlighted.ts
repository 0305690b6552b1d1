// Highlighted products of the sale page (SPEC §2): the popular products, at most 4, most popular first. Shown only
// on the unfiltered, unsearched first page: a search, a filter or another page shows its own results instead.
import { isSearchTermActive } from '../validation/search.ts';
import { byPopularity, type BrowseState } from './browse.ts';
import type { CatalogProduct } from './types.ts';

export const HIGHLIGHTED_PRODUCTS_MAX = 4;

/** True on the sale page's plain first page: no search term that counts, no filter, page 1. */
export function isPlainFirstPage(state: BrowseState): boolean {
  return !isSearchTermActive(state.term) && !state.filters.superCategory && !state.filters.category && state.page <= 1;
}

export function highlightedProducts<T extends CatalogProduct>(products: readonly T[], state: BrowseState): T[] {
  if (!isPlainFirstPage(state)) return [];
  return products
    .filter((product) => product.popularProduct)
    .sort(byPopularity)
    .slice(0, HIGHLIGHTED_PRODUCTS_MAX);
}
