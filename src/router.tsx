// The router, with the app services in its typed context.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { AppServices } from './platform/services.ts';
import { NotFoundPage } from './features/pages/NotFoundPage.tsx';
import { ErrorFallback } from './ui/ErrorFallback.tsx';
import { toBrowserPath, toRouterPath } from './domain/routes/canonicalPaths.ts';

export interface RouterContext {
  services: AppServices;
}

export function createAppRouter(services: AppServices) {
  return createRouter({
    routeTree,
    context: { services },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ reset }) => <ErrorFallback onRetry={reset} />,
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
