// Everything a signed-in learner's device owes the server, in one order for the page (the sync machine's round) and
// the service worker (Background Sync): the exam outbox first (sendOutbox.ts, under the one-sender lock), then the
// drill's cards (sent and pulled; their merge keeps the newest version, so a second sender changes nothing). A
// failure of either is a retry with nothing dropped.
import type { ApiClient } from '../../api/client.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { flushDrill, httpDrillSyncTransport } from '../drill/drillSync.ts';
import { httpSyncTransport } from './httpTransport.ts';
import { sendOutbox } from './sendOutbox.ts';
import type { FlushOutcome } from './syncEngine.ts';

export interface ProgressSendDeps {
  db: ShopDatabase;
  api: ApiClient;
  locks?: Pick<LockManager, 'request'>;
}

export async function sendProgress({ db, api, locks }: ProgressSendDeps, userId: string): Promise<FlushOutcome> {
  const outbox = await sendOutbox({ db, transport: httpSyncTransport(api), locks }, userId);
  if (outbox.kind === 'retry') return outbox;
  const drill = await flushDrill(db, httpDrillSyncTransport(api), userId);
  return drill.kind === 'retry' ? { kind: 'retry', failure: drill.failure, applied: outbox.applied } : outbox;
}
