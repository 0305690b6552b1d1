// Renders a page component inside a memory router at /{country}/… with Lingui active, for component tests of pages
// that use links and the country route's params (jsdom). The router context carries the given services.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { activateLocale, i18n } from '../i18n/i18n.ts';
import type { CountryCode, MessageLocale } from '../domain/markets/types.ts';

export async function renderInRouter(ui: () => ReactElement, options: { country?: CountryCode; path?: string; locale?: MessageLocale; services?: unknown } = {}) {
  const country = options.country ?? 'de';
  await activateLocale(options.locale ?? 'en');
  const root = createRootRoute({ component: Outlet });
  const site = createRoute({ getParentRoute: () => root, path: '$country', beforeLoad: () => ({ country }), component: Outlet });
  const page = createRoute({ getParentRoute: () => site, path: '$', component: ui });
  const router = createRouter({
    routeTree: root.addChildren([site.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: [options.path ?? `/${country}/page`] }),
    context: { services: options.services ?? { api: { request: () => Promise.reject(new Error('offline')), baseUrl: '' } } },
  });
  await router.load();
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router as never} />
    </I18nProvider>,
  );
}
