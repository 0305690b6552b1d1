/// <reference lib="webworker" />
// Periodic Background Sync (issue 34, Chromium, installed app): the catalog copies of the worker's cache fetched again
// once they are no longer fresh (the 20-minute rule, through the same catalogCache.ts as the page's reads), and the
// signed-in buyer's entitlement token, so an installed app opened offline shows today's prices and what it owns.
import { REFRESH_PERIODIC_TAG } from '../src/domain/background/tags.ts';
import { catalogsToRefresh, type CachedCatalogEntry } from '../src/domain/background/catalogRefresh.ts';
import { refreshEntitlementsInBackground } from '../src/features/background/refreshEntitlements.ts';
import type { SyncEventLike } from '../src/features/background/backgroundApis.ts';
import { shopDb } from '../src/db/db.ts';
import { catalogCountry, FETCHED_AT_HEADER, handleCatalogRequest } from './catalogCache.ts';

declare const self: ServiceWorkerGlobalScope;

export const CATALOG_CACHE = 'catalog-v1';

export async function refreshCachedCatalogs(now = Date.now): Promise<number> {
  const cache = await caches.open(CATALOG_CACHE);
  const entries: CachedCatalogEntry[] = [];
  for (const request of await cache.keys()) {
    const cached = await cache.match(request);
    entries.push({ url: request.url, country: catalogCountry(request), fetchedAt: Number(cached?.headers.get(FETCHED_AT_HEADER) ?? Number.NaN) });
  }
  const stale = catalogsToRefresh(entries, now());
  const refreshing: Promise<unknown>[] = [];
  for (const url of stale) {
    // Offline or refused: the stale copy stays, and the next periodic sync tries again.
    await handleCatalogRequest(new Request(url), { cache, fetch: (request) => fetch(request), now, waitUntil: (work) => refreshing.push(work) }).catch(() => undefined);
  }
  await Promise.all(refreshing); // a slow answer still lands in the cache before the event ends
  return stale.length;
}

self.addEventListener('periodicsync', (event) => {
  const periodic = event as SyncEventLike;
  if (periodic.tag !== REFRESH_PERIODIC_TAG) return;
  periodic.waitUntil(
    Promise.allSettled([
      refreshCachedCatalogs(),
      refreshEntitlementsInBackground({ db: shopDb(), fetch: (input, init) => fetch(input, init), locks: self.navigator.locks }),
    ]),
  );
});
