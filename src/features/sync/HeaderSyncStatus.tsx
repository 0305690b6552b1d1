// The header's quiet sync indicator (DESIGN.md "Header"; issue 22): online or offline, how many answers wait to be
// sent, "all saved to your account" for a signed-in learner; the details open on tap. It only reads (a count every few
// seconds and on every connection change) and never interrupts anything: during an exam the header is not shown.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { countPendingActions } from '../../db/pendingCount.ts';
import { useOnline } from '../commerce/useOnline.ts';
import { useServerUnreachable } from './serverReachability.ts';

const POLL_MS = 5_000;

/** The signed-in learner's actions still to send; none for a guest, whose answers stay on the device. */
function usePendingActions(userId: string | null): number {
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () => (userId === null ? setPending(0) : void countPendingActions(userId).then((count) => live && setPending(count)));
    read();
    const timer = window.setInterval(read, POLL_MS);
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
    };
  }, [userId]);
  return pending;
}

export default function HeaderSyncStatus({ userId }: { userId: string | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const pending = usePendingActions(userId);
  const signedIn = userId !== null;
  const [open, setOpen] = useState(false);
  const unreachable = useServerUnreachable();
  const state = !online ? 'offline' : pending > 0 && unreachable ? 'unreachable' : pending > 0 ? 'saving' : 'saved';
  const label = state === 'offline' ? t`Offline` : state === 'unreachable' ? t`Server unreachable` : state === 'saving' ? t`Saving` : t`Saved`;
  const waiting = pending > 0 ? t`${plural(pending, { one: '# waiting', other: '# waiting' })}` : '';
  const details =
    state === 'offline'
      ? t`You are offline. Your answers are kept on this device and sent when you are back online.`
      : state === 'unreachable'
        ? t`The server cannot be reached right now. Your answers are kept on this device and sent as soon as it answers.`
        : state === 'saving'
        ? t`Sending your answers to your account.`
        : signedIn
          ? t`All saved to your account.`
          : t`All saved on this device. Sign in to keep your progress in your account.`;
  return (
    <span className={`header-sync header-sync--${state}`}>
      <button type="button" className="header-sync__button" aria-expanded={open} aria-label={waiting === '' ? label : `${label} · ${waiting}`} onClick={() => setOpen((value) => !value)}>
        <span aria-hidden="true">{state === 'offline' || state === 'unreachable' ? '○' : state === 'saving' ? '↻' : '✓'}</span>
        <span className="header-sync__text" aria-hidden="true">
          {' '}
          {waiting === '' ? label : `${label} · ${waiting}`}
        </span>
      </button>
      {open && (
        <span className="header-sync__details" role="status">
          {details}
        </span>
      )}
    </span>
  );
}
