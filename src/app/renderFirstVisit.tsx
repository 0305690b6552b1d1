// A first visit's page rendered on the server by the app's own routes and components (built by
// `vite build --ssr` into dist-ssr/, called by server/plugins/spa.ts): the learner's phone shows the whole page
// before any of the app's JavaScript runs, and public/boot.js starts the app when the learner first touches it.
//
// Only pages whose server render is the whole page for a visitor with nothing on the device are rendered here:
// the sale page and a paid product's buy offer. Every other address (and any failure) answers null, and the
// server sends its plain first paint instead; the app then starts at once, as it always has.
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { createApiClient } from '../api/client.ts';
import type { Tenant } from '../domain/markets/types.ts';
import type { FirstVisitPage } from '../domain/http/firstVisitPage.ts';
import { countryFromPath, type AppServices } from '../platform/services.ts';
import { createAppRouter } from '../router.tsx';
import { currentTenant } from '../platform/tenant.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageNeedsOf } from '../features/offline/pageNeedsStore.ts';

type CompleteWhen = (match: { loaderData?: unknown; search: object }) => boolean;

/** The route ids whose server render is complete for a visitor, with the condition on the loaded page. */
const COMPLETE_ON_FIRST_VISIT: Record<string, CompleteWhen> = {
  // The sale page (not the bill, My products or My progress, which read the device or the account).
  '/$country/': ({ loaderData, search }) =>
    (loaderData as { comingSoon?: boolean } | undefined)?.comingSoon === false && !('bill' in search) && !('view' in search),
  // A paid product's page for someone it does not belong to: the buy offer (no bank, nothing on the device).
  '/$country/$superCategory/$category/$product/quiz': ({ loaderData }) => (loaderData as { content?: unknown } | undefined)?.content === null,
};

/** The services a server render may use: the API as a visitor with no account, nothing stored, nothing synced. */
function visitorServices(tenant: Tenant, pathname: string, fetchImpl: typeof fetch, failures: unknown[]): AppServices {
  const api = createApiClient({
    tenant,
    getCountry: () => countryFromPath(pathname, tenant),
    getAccessToken: async () => ({ kind: 'anonymous' }),
    onAuthFailure: () => undefined,
    onFailure: (error) => failures.push(error),
    fetchImpl,
  });
  return {
    tenant,
    api,
    tokens: { accessToken: async () => ({ kind: 'anonymous' }), refresh: async () => ({ kind: 'anonymous' }) },
    raise: (record) => failures.push(record),
    reportUncaught: (error) => failures.push(error),
    sync: () => Promise.reject(new Error('no sync on the server')),
  };
}

export interface FirstVisitOptions {
  tenant: Tenant;
  /** Answers the app's API calls (the server passes its own routes, without a network hop). */
  fetch: typeof fetch;
}

/**
 * The page for this address, or null when it is not one a first visit gets rendered (or anything failed).
 * Renders share the app's one Lingui instance and its store of page needs: the caller runs one at a time.
 */
export async function renderFirstVisit(url: string, options: FirstVisitOptions): Promise<FirstVisitPage | null> {
  // The app's modules read their tenant once, from the address they load at (platform/tenant.ts): in this
  // process that is the general tenant, so the certification tenant's pages are not rendered here yet.
  if (options.tenant !== currentTenant) return null;
  const failures: unknown[] = [];
  const pathname = url.split('?', 1)[0] ?? '/';
  const router = createAppRouter(visitorServices(options.tenant, pathname, options.fetch, failures), createMemoryHistory({ initialEntries: [url] }));
  // No scroll restoration: it would render an inline script for a hydration this page does not do (the app starts
  // with its own router), which the site's Content-Security-Policy refuses anyway.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const matches = router.state.matches;
  const page = matches.at(-1);
  const complete = page && matches.every((match) => match.status === 'success') && COMPLETE_ON_FIRST_VISIT[page.routeId]?.(page);
  if (!complete || failures.length > 0) return null;
  const html = await renderToStringAsync(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  if (failures.length > 0) return null;
  const offlineNeeds = (pageNeedsOf(router.state.location.pathname) ?? []).filter((need) => !need.signed).map((need) => need.url);
  return { html, offlineNeeds, routeIds: matches.map((match) => match.routeId) };
}
