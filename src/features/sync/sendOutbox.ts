// The one way the outbox is sent, by the page (the sync machine) and by the service worker (Background Sync, issue 34):
// the flush of syncEngine.ts under the Web Lock `outbox-send`, so page and worker (and tabs) take turns and never send
// the same entry twice at once. No DOM: the database, the transport and the lock manager come as parameters.
import type { ShopDatabase } from '../../db/db.ts';
import { OUTBOX_SEND_LOCK } from '../../domain/background/tags.ts';
import { flushOutbox, type FlushOutcome, type SyncTransport } from './syncEngine.ts';

export interface OutboxSendDeps {
  db: ShopDatabase;
  transport: SyncTransport;
  /** navigator.locks of the window or the worker; without it (old browsers) the flush runs as it did before. */
  locks?: Pick<LockManager, 'request'>;
}

export function sendOutbox({ db, transport, locks }: OutboxSendDeps, userId: string): Promise<FlushOutcome> {
  const flush = () => flushOutbox(db, transport, userId);
  return locks ? locks.request(OUTBOX_SEND_LOCK, flush) : flush();
}
