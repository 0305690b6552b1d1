// The periodic refresh of the worker's catalog cache (issue 34): every cached catalog no longer fresh under the
// 20-minute rule (src/domain/background/catalogRefresh.ts) is fetched again through catalogCache.ts, the same path as
// the page's reads, so the installed app opened offline shows today's prices. A copy still fresh is left alone.
import { catalogsToRefresh, type CachedCatalogEntry } from '../src/domain/background/catalogRefresh.ts';
import { catalogCountry, FETCHED_AT_HEADER, handleCatalogRequest, type CatalogCacheDeps } from './catalogCache.ts';

export interface CatalogRefreshDeps {
  cache: CatalogCacheDeps['cache'] & { keys(): Promise<readonly Request[]> };
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

/** Returns the addresses it fetched again. */
export async function refreshCachedCatalogs({ cache, fetch, now }: CatalogRefreshDeps): Promise<string[]> {
  const entries: CachedCatalogEntry[] = [];
  for (const request of await cache.keys()) {
    const cached = await cache.match(request);
    entries.push({ url: request.url, country: catalogCountry(request), fetchedAt: Number(cached?.headers.get(FETCHED_AT_HEADER) ?? Number.NaN) });
  }
  const stale = catalogsToRefresh(entries, now());
  const late: Promise<unknown>[] = [];
  for (const url of stale) {
    // Offline or refused: the stale copy stays, and the next periodic sync tries again.
    await handleCatalogRequest(new Request(url), { cache, fetch, now, waitUntil: (work) => late.push(work) }).catch(() => undefined);
  }
  await Promise.all(late); // an answer slower than the network timeout still lands in the cache before the event ends
  return stale;
}
