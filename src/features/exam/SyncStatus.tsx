// Where the learner's answers are: saved on this device only (anonymous), waiting to be sent, or on the server;
// entries the server refused are listed, and unsent progress can be downloaded as a file.
import { useLingui } from '@lingui/react/macro';
import type { ShopDatabase } from '../../db/db.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { downloadJson } from './storageSafety.ts';
import { exportPendingProgress } from '../../db/outbox.ts';
import { describeAction, describeRejection } from './rejectedEntry.ts';
import { usePendingCount, useRejectedEntries } from '../../db/hooks.ts';
import { useServerUnreachable } from '../sync/serverReachability.ts';

export function SyncStatus({ db, productId, owner }: { db: ShopDatabase; productId: string; owner: string }) {
  const { t, i18n } = useLingui();
  const pending = usePendingCount(db, productId) ?? 0;
  const rejected = useRejectedEntries(db, productId);

  const unreachable = useServerUnreachable();
  const text =
    owner === GUEST_USER_ID
      ? t`Your answers are saved on this device. Sign in to keep them in your account.`
      : pending > 0 && unreachable
        ? t`The server cannot be reached right now. Your answers are kept on this device (${pending} waiting) and sent as soon as it answers.`
        : pending > 0
          ? t`${pending} changes saved on this device, waiting to be sent.`
          : t`All answers are saved in your account.`;

  return (
    <aside className="sync-status" aria-live="polite">
      <p>{text}</p>
      {rejected.length > 0 && (
        <div role="alert">
          <p>{t`The server did not accept some changes. They are kept here:`}</p>
          <ul>
            {rejected.map((entry) => (
              <li key={entry.seq}>
                <strong>{describeAction(i18n, entry)}</strong> — {describeRejection(i18n, entry.rejection)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(pending > 0 || rejected.length > 0 || owner === GUEST_USER_ID) && (
        <button type="button" className="button button--secondary" onClick={() => void exportPendingProgress(db).then((data) => downloadJson(`exam-progress-${productId}.json`, data))}>
          {t`Download a copy of my progress`}
        </button>
      )}
    </aside>
  );
}
