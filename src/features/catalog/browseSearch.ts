// The sale page's browse state lives in the URL (?q=&sc=&cat=&kind=&price=&page=) so results can be shared and survive
// reloads.
import { INITIAL_BROWSE, type BrowseState, type PriceFilter } from '../../domain/catalog/browse.ts';
import type { ProductKind } from '../../domain/catalog/types.ts';

const KINDS: readonly ProductKind[] = ['free-demo-quiz', 'demo-ai-quiz', 'configured-quiz', 'full-product'];
const PRICES: readonly PriceFilter[] = ['free', 'paid'];
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);

export interface BrowseSearch {
  q?: string;
  sc?: string;
  cat?: string;
  kind?: ProductKind;
  price?: PriceFilter;
  page?: number;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

export function validateBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const page = Number(search.page);
  return {
    q: text(search.q, 100),
    sc: text(search.sc, 100),
    cat: text(search.cat, 200),
    kind: oneOf(search.kind, KINDS),
    price: oneOf(search.price, PRICES),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function browseStateFrom(search: BrowseSearch): BrowseState {
  return {
    term: search.q ?? INITIAL_BROWSE.term,
    filters: { superCategory: search.sc ?? null, category: search.cat ?? null, kind: search.kind ?? null, price: search.price ?? null },
    page: search.page ?? 1,
  };
}

export function searchFrom(state: BrowseState): BrowseSearch {
  return {
    q: state.term || undefined,
    sc: state.filters.superCategory ?? undefined,
    cat: state.filters.category ?? undefined,
    kind: state.filters.kind ?? undefined,
    price: state.filters.price ?? undefined,
    page: state.page > 1 ? state.page : undefined,
  };
}
