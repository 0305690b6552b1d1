/// <reference lib="webworker" />
// The service worker: precached app shell, offline navigation to any page, catalog API cached per country.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { handleCatalogRequest } from './catalogCache.ts';
import './backgroundSync.ts'; // issue 34: the outbox sent with the page closed (Background Sync)
import './periodicRefresh.ts'; // issue 34: catalog and entitlements kept fresh for the installed app
import { CATALOG_API_PATH, CONTENT_API_PATH } from '../src/domain/offline/pageNeeds.ts';
import { registerPushReminders } from './pushReminders.ts';
import { tenantFromHost } from '../src/domain/markets/types.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();
registerPushReminders(self, tenantFromHost(self.location.hostname, import.meta.env.VITE_TENANT as string | undefined));

// Deep links work offline: every navigation outside the API gets the precached shell (STACK.md gotcha 12). The
// server's own pages (the dev mailbox under /dev/) are no app pages: they go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/health/, /^\/ready/, /^\/dev(\/|$)/] }));

// The catalog: fresh for 20 minutes per country, then from the network, stale when offline or after 4 s of silence.
registerRoute(
  ({ url }) => CATALOG_API_PATH.test(url.pathname),
  async ({ request, event }) =>
    handleCatalogRequest(request, { cache: await caches.open('catalog-v1'), fetch: (r) => fetch(r), now: Date.now, waitUntil: (work) => (event as ExtendableEvent).waitUntil(work) }),
);

// Products, their questions and the country list: the network when it answers, the last copy when offline,
// so a product opened once can be practised offline. A Full Product's questions answer with `Vary: authorization`
// (issue 13): the copy is matched without it, or the bank a buyer opened would be gone offline as soon as the access
// token was renewed. Only a 200 (an entitled answer) is ever kept; a new attempt still needs the learner's own
// verified entitlement token (features/commerce/startGate.ts).
registerRoute(
  ({ url }) => CONTENT_API_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: 'content',
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// A first visit: the page fetched its catalog and questions before this worker controlled it, so it hands them
// over with Workbox's CACHE_URLS message (src/features/offline/handOff.ts); the default router (registerRoute) answers
// it through the routes above, into the same caches and with the same matching as a later visit's reads.

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
