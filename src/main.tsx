// Boot: activate the language of the URL's country, create the services and the router, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from './i18n/i18n.ts';
import { createAppServices, countryFromPath } from './app/services.ts';
import { currentTenant } from './app/tenant.ts';
import { tenantLocale } from './domain/markets/countries.ts';
import { createAppRouter } from './router.tsx';
import { registerServiceWorker } from './app/pwa.ts';
import './ui/styles.css';

async function boot(): Promise<void> {
  const country = countryFromPath(location.pathname) ?? 'us';
  await activateLocale(tenantLocale(currentTenant, country));
  const services = createAppServices(currentTenant);
  const router = createAppRouter(services);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
  // Send what earlier visits left in the outbox, once the page has settled.
  setTimeout(() => void services.sync(), 2_000);
}

void boot();
