import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { notices } from '../ui/notices/noticeStore.ts';
import { onUpdateAvailable } from '../app/pwa.ts';

// Notices and the update prompt load when there is something to show, not with every first visit.
const NoticeHost = lazy(() => import('../ui/NoticeHost.tsx').then((module) => ({ default: module.NoticeHost })));
const UpdatePrompt = lazy(() => import('../app/UpdatePrompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

/** True from the first notice on (toast, error, dialog, overlay): the host stays once it has loaded. */
function useNoticesEverShown(): boolean {
  const anything = useSyncExternalStore(
    notices.subscribe,
    () => {
      const state = notices.get();
      return state.toasts.length > 0 || state.errorToast !== null || state.criticalError !== null || state.modal !== null || state.authDialog !== null || state.loadingCount > 0;
    },
    // Nothing is shown on the server's render of a page.
    () => false,
  );
  const [ever, setEver] = useState(anything);
  if (anything && !ever) setEver(true);
  return ever || anything;
}

function useUpdateWaiting(): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateAvailable(setWaiting), []);
  return waiting;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    const { services } = Route.useRouteContext();
    const showNotices = useNoticesEverShown();
    const updateWaiting = useUpdateWaiting();
    return (
      <>
        <Outlet />
        <Suspense fallback={null}>
          {showNotices && <NoticeHost api={services.api} />}
          {updateWaiting && <UpdatePrompt />}
        </Suspense>
      </>
    );
  },
});
