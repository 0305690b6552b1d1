/// <reference lib="webworker" />
// The service worker: precached app shell, offline navigation to any page, catalog API cached per country.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { handleCatalogRequest } from './catalogCache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Deep links work offline: every navigation outside the API gets the precached shell (STACK.md gotcha 12).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/health/, /^\/ready/] }));

// The catalog: fresh for 20 minutes per country, then from the network, stale when offline or after 4 s of silence.
registerRoute(
  ({ url }) => /^\/api\/2\.0\/(eq|cq)\/buy\/getProductCatalog$/.test(url.pathname),
  async ({ request, event }) =>
    handleCatalogRequest(request, { cache: await caches.open('catalog-v1'), fetch: (r) => fetch(r), now: Date.now, waitUntil: (work) => (event as ExtendableEvent).waitUntil(work) }),
);

// Products, their questions and the country list: the network when it answers, the last copy when offline,
// so a product opened once can be practised offline. A Full Product's questions answer with `Vary: authorization`
// (issue 13): the copy is matched without it, or the bank a buyer opened would be gone offline as soon as the access
// token was renewed. Only a 200 (an entitled answer) is ever kept; a new attempt still needs the learner's own
// verified entitlement token (features/commerce/startGate.ts).
registerRoute(
  ({ url }) => /^\/api\/2\.0\/(eq|cq)\/(buy\/getProduct$|i18n\/country-languages-web$|products\/[^/]+\/questions$)/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'content',
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
