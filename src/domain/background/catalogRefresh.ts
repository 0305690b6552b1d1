// Which cached catalogs a periodic refresh fetches again (issue 34): those no longer fresh under the 20-minute rule of
// SPEC §4, so an installed app opened offline shows today's prices, and none fetched twice within that rule.
import { isCatalogFresh } from '../catalog/freshness.ts';

export interface CachedCatalogEntry {
  url: string;
  country: string;
  /** Epoch ms the copy was fetched; NaN when unknown (then it is refreshed). */
  fetchedAt: number;
}

export function catalogsToRefresh(entries: readonly CachedCatalogEntry[], now: number): string[] {
  return entries.filter((entry) => !isCatalogFresh({ country: entry.country, fetchedAt: entry.fetchedAt }, entry.country, now)).map((entry) => entry.url);
}
