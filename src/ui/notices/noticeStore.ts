// The app-wide notices: toasts, the error toast, the critical error dialog, the generic modal, the sign-in and
// session-expired dialogs and the loading overlay. A tiny external store read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { ErrorRecord } from '../../domain/errors/record.ts';
import { TOAST_DISMISS_DEFAULT_S } from '../../domain/constants.ts';

export type ToastType = 'warn' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Seconds before it closes by itself; 0 keeps it until closed (SPEC §9 default). */
  dismissAfterS: number;
}

export interface ModalAction {
  label: string;
  onClick: () => void | Promise<void>;
  variant?: 'primary' | 'secondary';
}

export interface ModalContent {
  title: string;
  description: string;
  disclaimer?: string;
  actions: ModalAction[];
}

/** An error as shown: the record plus the country site it happened on (the toast shows both). */
export interface ShownError {
  record: ErrorRecord;
  country: string;
}

export interface NoticeState {
  toasts: Toast[];
  errorToast: ShownError | null;
  criticalError: ShownError | null;
  modal: ModalContent | null;
  authDialog: 'sign-in' | 'session-expired' | null;
  loadingCount: number;
}

const initialState: NoticeState = { toasts: [], errorToast: null, criticalError: null, modal: null, authDialog: null, loadingCount: 0 };

let state = initialState;
let nextToastId = 1;
const listeners = new Set<() => void>();

function update(change: Partial<NoticeState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const notices = {
  get: (): NoticeState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  showToast(type: ToastType, message: string, dismissAfterS = TOAST_DISMISS_DEFAULT_S): number {
    const id = nextToastId++;
    update({ toasts: [...state.toasts, { id, type, message, dismissAfterS }] });
    return id;
  },
  dismissToast(id: number): void {
    update({ toasts: state.toasts.filter((toast) => toast.id !== id) });
  },
  showError(record: ErrorRecord, country = ''): void {
    if (!record.showError) return;
    if (record.errorType === 'critical') update({ criticalError: { record, country } });
    else update({ errorToast: { record, country } });
  },
  dismissErrorToast(): void {
    update({ errorToast: null });
  },
  openModal(content: ModalContent): void {
    update({ modal: content });
  },
  closeModal(): void {
    update({ modal: null });
  },
  showAuthDialog(kind: 'sign-in' | 'session-expired'): void {
    update({ authDialog: kind });
  },
  closeAuthDialog(): void {
    update({ authDialog: null });
  },
  /** Shows the full-screen overlay until the returned function is called (calls nest). */
  beginLoading(): () => void {
    update({ loadingCount: state.loadingCount + 1 });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      update({ loadingCount: Math.max(0, state.loadingCount - 1) });
    };
  },
  reset(): void {
    update(initialState);
  },
};

export function useNotices<T>(select: (current: NoticeState) => T): T {
  return useSyncExternalStore(notices.subscribe, () => select(state), () => select(initialState));
}
