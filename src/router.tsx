// The router, with the app services in its typed context.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { AppServices } from './app/services.ts';
import { NotFoundPage } from './features/pages/NotFoundPage.tsx';
import { ErrorFallback } from './ui/ErrorFallback.tsx';

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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
