// The sale page's browse state lives in the URL (?q=&sc=&cat=&page=) so results can be shared and survive reloads.
import { INITIAL_BROWSE, type BrowseState } from '../../domain/catalog/browse.ts';

export interface BrowseSearch {
  q?: string;
  sc?: string;
  cat?: string;
  page?: number;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

export function validateBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const page = Number(search.page);
  return {
    q: text(search.q, 100),
    sc: text(search.sc, 100),
    cat: text(search.cat, 200),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function browseStateFrom(search: BrowseSearch): BrowseState {
  return {
    term: search.q ?? INITIAL_BROWSE.term,
    filters: { superCategory: search.sc ?? null, category: search.cat ?? null },
    page: search.page ?? 1,
  };
}

export function searchFrom(state: BrowseState): BrowseSearch {
  return {
    q: state.term || undefined,
    sc: state.filters.superCategory ?? undefined,
    cat: state.filters.category ?? undefined,
    page: state.page > 1 ? state.page : undefined,
  };
}
