// The router, with the app services in its typed context.
import { lazy, Suspense } from 'react';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ApiError } from './api/client.ts';
import { routeTree } from './routeTree.gen.ts';
import type { AppServices } from './platform/services.ts';
import { NotFoundPage } from './features/pages/NotFoundPage.tsx';
import { ErrorFallback } from './ui/ErrorFallback.tsx';
import { toBrowserPath, toRouterPath } from './domain/routes/canonicalPaths.ts';

// A page that failed for want of a network (and has no copy on the device) says so and offers what the device holds.
const OfflinePage = lazy(() => import('./features/offline/OfflinePage.tsx').then((module) => ({ default: module.OfflinePage })));

export interface RouterContext {
  services: AppServices;
}

/** The browser's history by default; the server's page render (app/renderPage.tsx) passes its own. */
export function createAppRouter(services: AppServices, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { services },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ error, reset }) =>
      error instanceof ApiError && error.status === 0 ? (
        <Suspense fallback={null}>
          <OfflinePage tenant={services.tenant} onRetry={reset} />
        </Suspense>
      ) : (
        <ErrorFallback onRetry={reset} />
      ),
    defaultOnCatch: (error) => services.reportUncaught(error),
    scrollRestoration: true,
    // Localized slugs (SPEC §2) in the address bar, one route per page key inside: '/at/kaufen' is '/at/buy'.
    rewrite: {
      input: ({ url }) => {
        url.pathname = toRouterPath(url.pathname, services.tenant);
        return url;
      },
      output: ({ url }) => {
        url.pathname = toBrowserPath(url.pathname, services.tenant);
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
