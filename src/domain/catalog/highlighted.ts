// Highlighted products of the sale page (SPEC §2): the top ads (promoted products, SPEC §9) first, then the popular
// products, at most 4 in all, each group most popular first. Shown only on the unfiltered, unsearched first page: a
// search, a filter or another page shows its own results instead. A top ad whose promotion ended is dropped even
// from a catalog cached before it ended.
import { isSearchTermActive } from '../validation/search.ts';
import { byPopularity, type BrowseState } from './browse.ts';
import type { CatalogProduct } from './types.ts';

export const HIGHLIGHTED_PRODUCTS_MAX = 4;

/** True on the sale page's plain first page: no search term that counts, no filter, page 1. */
export function isPlainFirstPage(state: BrowseState): boolean {
  return !isSearchTermActive(state.term) && Object.values(state.filters).every((value) => value === null) && state.page <= 1;
}

/** True while the product is a top ad; without `now` the catalog's word is taken. */
export function isTopAd(product: Pick<CatalogProduct, 'topAdUntil'>, now?: number): boolean {
  if (product.topAdUntil === undefined) return false;
  return now === undefined || Date.parse(product.topAdUntil) > now;
}

export function highlightedProducts<T extends CatalogProduct>(products: readonly T[], state: BrowseState, now?: number): T[] {
  if (!isPlainFirstPage(state)) return [];
  const ads = products.filter((product) => isTopAd(product, now)).sort(byPopularity);
  const popular = products.filter((product) => product.popularProduct && !isTopAd(product, now)).sort(byPopularity);
  return [...ads, ...popular].slice(0, HIGHLIGHTED_PRODUCTS_MAX);
}
