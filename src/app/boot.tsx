// Boot: activate the language of the URL's country, create the services and the router, render; each step in
// its own task (yieldToMain), so that none blocks a slow phone for long.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../i18n/i18n.ts';
import { createAppServices } from './services.ts';
import { countryFromPath } from '../platform/services.ts';
import { currentTenant } from '../platform/tenant.ts';
import { tenantLocale } from '../domain/markets/countries.ts';
import { createAppRouter } from '../router.tsx';
import { registerServiceWorker } from './pwa.ts';
import { outboxMayHoldWork } from '../features/sync/outboxHint.ts';
import { readUserRecord } from '../features/session/storedUser.ts';
import { isLoggedIn } from '../domain/session.ts';
import { yieldToMain } from '../platform/yieldToMain.ts';
import { settleQuietly } from '../platform/lazyOnce.ts';

export async function boot(): Promise<void> {
  const country = countryFromPath(location.pathname) ?? 'us';
  await activateLocale(tenantLocale(currentTenant, country));
  await yieldToMain();
  const services = createAppServices(currentTenant);
  await yieldToMain();
  const router = createAppRouter(services);
  await yieldToMain();
  // The server's first paint (server/lib/shellPrerender.ts) stays until the first page has its data; the render
  // is a transition so React yields to the browser instead of blocking it in one long task.
  await router.load().catch(() => undefined);
  await yieldToMain();
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    );
  });
  // public/boot.js gives a click or typing that came before this render to the app's elements now.
  await yieldToMain();
  document.dispatchEvent(new Event('app:rendered'));
  settleQuietly(registerServiceWorker(), 'service worker registration');
  // The shop's account side: the cart merged at sign-in, the entitlement token kept fresh (issue 13); loaded after
  // the first page, which does not wait for it.
  settleQuietly(import('../features/commerce/watchAccount.ts').then(({ watchAccountCommerce }) => watchAccountCommerce(services)), 'account commerce');
  // Send what earlier visits left in the outbox, once the page has settled (exam pages start the sync themselves).
  if (outboxMayHoldWork(isLoggedIn(readUserRecord()))) setTimeout(() => settleQuietly(services.sync(), 'sync start'), 2_000);
}

