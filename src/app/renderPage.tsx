// A page rendered on the server by the app's own routes and components with React (built by `vite build --ssr` into
// dist/server/, run by server/lib/pageRender.ts in a worker thread). The browser shows the whole page before any of
// the app's JavaScript has run, and the app hydrates it (src/app/boot.tsx) as soon as its scripts arrive.
//
// The render is what a visitor with nothing on the device sees: no account, no stored progress. Pages that depend on
// the device (the exam, the cart, My products) render their frame and their loading state here and fill in on the
// device; an address the render cannot complete (a page for signed-in learners, a failed read) answers null and the
// server sends the plain shell, which the app renders itself.
import { prerender } from 'react-dom/static';
import { StrictMode } from 'react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { createApiClient } from '../api/client.ts';
import { SITE_NAMES, type Tenant } from '../domain/markets/types.ts';
import { pageLanguage } from '../domain/markets/countries.ts';
import type { PageHead, PrimedResponse, ServerPage } from '../domain/http/serverPage.ts';
import { countryFromPath, type AppServices } from '../platform/services.ts';
import { collectHeadOnServer, type DocumentHead } from '../platform/documentHead.ts';
import { createAppRouter } from '../router.tsx';
import { currentTenant } from '../platform/tenant.ts';
import { toBrowserPath, toRouterPath } from '../domain/routes/canonicalPaths.ts';
import { i18n } from '../i18n/i18n.ts';

/** A fetch that keeps a copy of every successful read, so the page can hand them to the app in the browser. */
function recordingFetch(fetchImpl: typeof fetch, responses: PrimedResponse[]): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && response.ok) {
      const address = new URL(input instanceof Request ? input.url : String(input), 'http://server.invalid');
      responses.push({
        url: `${address.pathname}${address.search}`,
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.clone().text(),
      });
    }
    return response;
  };
}

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

export interface RenderOptions {
  tenant: Tenant;
  /** The shop's address (PUBLIC_URL), for the page's absolute links (hreflang alternates, JSON-LD). */
  origin: string;
  /** Answers the app's API calls (the server passes its own routes, without a network hop). */
  fetch: typeof fetch;
}

/** An address as the app writes it ('/de/' is '/de', '/gb/faq' is '/gb/faq/'): the router sends any other form there. */
const canonicalPath = (pathname: string, tenant: Tenant) => toBrowserPath(toRouterPath(pathname.replace(/(.)\/+$/, '$1'), tenant), tenant);

/**
 * The page at this address, or null when the render cannot give the whole of it. Renders share the app's one Lingui
 * instance: the caller runs one at a time.
 */
export async function renderPage(url: string, options: RenderOptions): Promise<ServerPage | null> {
  // The app's modules read their tenant once, from the address they load at (platform/tenant.ts): in this process
  // that is the general tenant, so the certification tenant's pages are not rendered here.
  if (options.tenant !== currentTenant) return null;
  const [rawPath = '/', query] = url.split('?', 2);
  const pathname = canonicalPath(rawPath, options.tenant);
  const country = countryFromPath(pathname, options.tenant);
  if (!country) return null;
  const address = `${pathname}${query ? `?${query}` : ''}`;

  const failures: unknown[] = [];
  const responses: PrimedResponse[] = [];
  const services = visitorServices(options.tenant, pathname, recordingFetch(options.fetch, responses), failures);
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [address] }));
  // No scroll restoration: it would render an inline script, which the site's Content-Security-Policy refuses.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const { matches } = router.state;
  // A page that sent the visitor elsewhere (sign-in first: no match is rendered then), found nothing, or failed is
  // left to the app.
  const rendered = matches.length > 0 && matches.every((match) => match.status === 'success');
  if (!rendered || failures.length > 0) return null;

  let documentHead: DocumentHead | undefined;
  const stopCollecting = collectHeadOnServer(options.origin, (head) => {
    documentHead = head;
  });
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
      {
        // A part that failed to render would make the browser render it again: the page goes to the app instead.
        onError: (error) => void failures.push(error),
        // Every part in place in the HTML: a part moved into place later needs React's inline script, which the
        // site's Content-Security-Policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await new Response(prelude).text();
    if (failures.length > 0) return null;
    const head: PageHead = { title: SITE_NAMES[options.tenant], ...documentHead, lang: pageLanguage(options.tenant, country) };
    return { html, head, routeIds: matches.map((match) => match.routeId), responses };
  } finally {
    stopCollecting();
  }
}
