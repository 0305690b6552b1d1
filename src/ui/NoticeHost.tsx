// Renders every app-wide notice once, at the root.
import { AuthDialog } from './AuthDialog.tsx';
import { CriticalErrorDialog } from './CriticalErrorDialog.tsx';
import { ErrorToast } from './ErrorToast.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { Modal } from './Modal.tsx';
import { notices, useNotices } from './notices/noticeStore.ts';
import { Toasts } from './Toasts.tsx';
import type { ApiClient } from '../api/client.ts';

function GenericModal() {
  const modal = useNotices((state) => state.modal);
  if (!modal) return null;
  return <Modal {...modal} onClose={() => notices.closeModal()} />;
}

export function NoticeHost({ api = null }: { api?: ApiClient | null }) {
  return (
    <>
      <Toasts />
      <ErrorToast api={api} />
      <GenericModal />
      <AuthDialog />
      <CriticalErrorDialog />
      <LoadingOverlay />
    </>
  );
}
