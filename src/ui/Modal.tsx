// The generic modal of SPEC §2: title, description, optional disclaimer, action buttons with a loading state,
// and a close button unless the dialog must not be dismissed.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ModalAction } from './notices/noticeStore.ts';

export interface ModalProps {
  title: string;
  description?: ReactNode;
  disclaimer?: ReactNode;
  actions?: ModalAction[];
  /** Without onClose the modal has no close button and Escape does nothing. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

export function Modal({ title, description, disclaimer, actions = [], onClose, role = 'dialog', children }: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busyIndex, setBusyIndex] = useState<number | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers (and test DOMs) without <dialog> support still show it, without the modal backdrop.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The field a dialog is about (marked data-autofocus) takes the focus instead of the close button.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  async function run(action: ModalAction, index: number) {
    setBusyIndex(index);
    try {
      await action.onClick();
    } finally {
      setBusyIndex(null);
    }
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <header className="modal__header">
        <h2 id={titleId}>{title}</h2>
        {onClose && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
            ×
          </button>
        )}
      </header>
      {description && <div className="modal__description">{description}</div>}
      {children}
      {disclaimer && <p className="modal__disclaimer">{disclaimer}</p>}
      {actions.length > 0 && (
        <footer className="modal__actions">
          {actions.map((action, index) => (
            <button
              key={action.label}
              type="button"
              className={action.variant === 'secondary' ? 'button button--secondary' : 'button'}
              disabled={busyIndex !== null}
              aria-busy={busyIndex === index}
              onClick={() => void run(action, index)}
            >
              {busyIndex === index && <span className="spinner spinner--small" aria-hidden="true" />}
              {action.label}
            </button>
          ))}
        </footer>
      )}
    </dialog>
  );
}
