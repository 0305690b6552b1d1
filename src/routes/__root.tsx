import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { NoticeHost } from '../ui/NoticeHost.tsx';
import { UpdatePrompt } from '../app/UpdatePrompt.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <NoticeHost />
      <UpdatePrompt />
    </>
  ),
});
