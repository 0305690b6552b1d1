/// <reference lib="webworker" />
// Periodic Background Sync (issue 34, Chromium, installed app): the cached catalogs no longer fresh fetched again
// (catalogRefresh.ts) and the signed-in buyer's entitlement token refreshed, so an installed app opened offline shows
// today's prices and what the learner owns.
import { REFRESH_PERIODIC_TAG } from '../src/domain/background/tags.ts';
import { refreshEntitlementsInBackground } from '../src/features/background/refreshEntitlements.ts';
import { oauthRefreshGrant } from '../src/features/background/oauthRefresh.ts';
import { readXsrfCookie } from './xsrfCookie.ts';
import type { SyncEventLike } from '../src/features/background/backgroundApis.ts';
import { shopDb } from '../src/db/db.ts';
import { refreshCachedCatalogs } from './catalogRefresh.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('periodicsync', (event) => {
  const periodic = event as SyncEventLike;
  if (periodic.tag !== REFRESH_PERIODIC_TAG) return;
  periodic.waitUntil(
    Promise.allSettled([
      caches.open('catalog-v1').then((cache) => refreshCachedCatalogs({ cache, fetch: (request) => fetch(request), now: Date.now })),
      refreshEntitlementsInBackground({
        db: shopDb(),
        fetch: (input, init) => fetch(input, init),
        locks: self.navigator.locks,
        readXsrfCookie,
        refreshGrant: oauthRefreshGrant,
      }),
    ]),
  );
});
