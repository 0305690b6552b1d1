// Whether a cached catalog can be served (SPEC §4): same country and younger than 20 minutes.
import { CATALOG_FRESH_MS } from '../constants.ts';

export interface CachedCatalogStamp {
  country: string;
  /** Epoch ms when the catalog was fetched. */
  fetchedAt: number;
}

/**
 * Fresh while 0 ≤ age < 20 minutes: exactly 1,200,000 ms old is stale. A fetch time in the future
 * (the device clock went back) is stale too, so the catalog is fetched again rather than trusted forever.
 */
export function isCatalogFresh(cached: CachedCatalogStamp | null | undefined, country: string, now: number): boolean {
  if (cached === null || cached === undefined || cached.country !== country) return false;
  const ageMs = now - cached.fetchedAt;
  return ageMs >= 0 && ageMs < CATALOG_FRESH_MS;
}
