// A button that opens a dialog whose code loads on first open (the dialog's chunk stays off the first load).
import { Suspense, useState, type ReactNode } from 'react';

interface LazyDialogButtonProps {
  label: string;
  className: string;
  /** The dialog, usually a React.lazy component; it gets the function that closes it. */
  dialog: (close: () => void) => ReactNode;
}

export function LazyDialogButton({ label, className, dialog }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
