// Warn and error toasts (SPEC §2); each closes itself after its dismissAfterS seconds unless that is 0.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notices, useNotices, type Toast } from './notices/noticeStore.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  useEffect(() => {
    if (toast.dismissAfterS <= 0) return;
    const timer = setTimeout(() => notices.dismissToast(toast.id), toast.dismissAfterS * 1000);
    return () => clearTimeout(timer);
  }, [toast.id, toast.dismissAfterS]);
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <button type="button" className="icon-button" aria-label={t`Close`} onClick={() => notices.dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  const toasts = useNotices((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
