import { lazy, Suspense } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';

// Notices and the update prompt load just after the first page: what they show waits in their stores until then.
const NoticeHost = lazy(() => import('../ui/NoticeHost.tsx').then((module) => ({ default: module.NoticeHost })));
const UpdatePrompt = lazy(() => import('../app/UpdatePrompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    const { services } = Route.useRouteContext();
    return (
      <>
        <Outlet />
        <Suspense fallback={null}>
          <NoticeHost api={services.api} />
          <UpdatePrompt />
        </Suspense>
      </>
    );
  },
});
