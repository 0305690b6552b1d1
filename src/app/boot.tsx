// Boot: activate the language of the URL's country, create the services and the router, load the first page, then
// hydrate the page the server rendered (src/app/renderPage.tsx) or render it here.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../i18n/i18n.ts';
import { createAppServices } from './services.ts';
import { primedFetch, readPrimedResponses } from './primedFetch.ts';
import { countryFromPath } from '../platform/services.ts';
import { currentTenant } from '../platform/tenant.ts';
import { tenantLocale } from '../domain/markets/countries.ts';
import { SERVER_RENDERED_ATTRIBUTE } from '../domain/http/serverPage.ts';
import { createAppRouter } from '../router.tsx';
import { registerServiceWorker } from './pwa.ts';
import { outboxMayHoldWork } from '../features/sync/outboxHint.ts';
import { readUserRecord } from '../features/session/storedUser.ts';
import { isLoggedIn } from '../domain/session.ts';
import { settleQuietly } from '../platform/lazyOnce.ts';
import { hasBackgroundWork } from '../platform/backgroundWork.ts';
import { captureInstallPrompt } from '../features/install/installPrompt.ts';

/**
 * The server renders what a visitor with nothing on the device sees. A device that holds something of this site (a
 * sign-in, recent products, progress) may show more on its first render: the app renders that page itself, in place
 * of the server's, instead of hydrating markup that differs.
 */
function deviceHoldsNothing(): boolean {
  try {
    return localStorage.length === 0;
  } catch {
    return false;
  }
}

/** Marks the document once the app's first render is on screen (`data-app="hydrated"` or `"rendered"`). */
function Started({ how, children }: { how: 'hydrated' | 'rendered'; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = how;
  }, [how]);
  return children;
}

export async function boot(): Promise<void> {
  // The browser's install prompt, kept for the invitation after a first finished test (issue 34).
  captureInstallPrompt(window);
  const root = document.getElementById('root')!;
  const hydrate = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && deviceHoldsNothing();
  const primed = hydrate ? readPrimedResponses() : [];
  const country = countryFromPath(location.pathname) ?? 'us';
  await activateLocale(tenantLocale(currentTenant, country));
  const network: typeof fetch = (...args) => globalThis.fetch(...args);
  const services = createAppServices(currentTenant, primed.length > 0 ? primedFetch(primed, network) : undefined);
  const router = createAppRouter(services);
  // The first page's data before the first render: the same data the server rendered, so hydration matches.
  await router.load().catch(() => undefined);
  const app = (
    <StrictMode>
      <Started how={hydrate ? 'hydrated' : 'rendered'}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Started>
    </StrictMode>
  );
  if (hydrate) {
    // A router that hydrates a server render renders the boundaries the server rendered: TanStack Router's own
    // hydration marks it so (its public `ssr` property); the data is already loaded, from the page's answers.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }

  settleQuietly(registerServiceWorker(), 'service worker registration');
  // Background Sync and Periodic Background Sync (issue 34), where the browser has them: the worker's login copy.
  if (hasBackgroundWork()) settleQuietly(import('../features/background/startBackgroundWork.ts').then(({ startBackgroundWork }) => startBackgroundWork(currentTenant)), 'background work');
  // The shop's account side: the cart merged at sign-in, the entitlement token kept fresh (issue 13); loaded after
  // the first page, which does not wait for it.
  settleQuietly(import('../features/commerce/watchAccount.ts').then(({ watchAccountCommerce }) => watchAccountCommerce(services)), 'account commerce');
  // Send what earlier visits left in the outbox, once the page has settled (exam pages start the sync themselves).
  if (outboxMayHoldWork(isLoggedIn(readUserRecord()))) setTimeout(() => settleQuietly(services.sync(), 'sync start'), 2_000);
}
