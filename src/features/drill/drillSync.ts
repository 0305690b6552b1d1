// The drill's review queue synced like other progress (issue 12): send the signed-in learner's cards changed on this
// device (src/db marks them in the same transaction as the change), take the server's answer (the newest version of
// each card wins; a change made meanwhile stays queued) and pull what other devices changed, page by page. Runs in
// the sync machine's round, after the exam outbox: online and signed in, with its backoff and session renewal.
import { ApiError, type ApiClient } from '../../api/client.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { drillCardRecord, drillSyncCursor, settleDrillSync, unsyncedDrillCards } from '../../db/drillCards.ts';
import { DRILL_SYNC_MAX_CARDS, type DrillSyncRequest, type DrillSyncResponse } from '../../domain/drill/sync.ts';
import { SyncTransportError, type TransportFailure } from '../sync/syncEngine.ts';

export interface DrillSyncTransport {
  send(userId: string, request: DrillSyncRequest): Promise<DrillSyncResponse>;
}

export type DrillFlushOutcome = { kind: 'done'; sent: number; received: number } | { kind: 'retry'; failure: TransportFailure };

/** Enough rounds for thousands of cards; what is left waits, still queued, for the next sync. */
const MAX_ROUNDS = 20;

export async function flushDrill(db: ShopDatabase, transport: DrillSyncTransport, userId: string): Promise<DrillFlushOutcome> {
  let sent = 0;
  let received = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const cards = await unsyncedDrillCards(db, userId, DRILL_SYNC_MAX_CARDS);
    const since = await drillSyncCursor(db, userId);
    let response: DrillSyncResponse;
    try {
      response = await transport.send(userId, { cards: cards.map(drillCardRecord), since });
    } catch (error) {
      // Cards are never dropped: whatever failed stays queued and goes out with the next round.
      const failure = error instanceof SyncTransportError ? error.failure : 'network';
      return { kind: 'retry', failure: failure === 'refused' ? 'server' : failure };
    }
    received += await settleDrillSync(db, userId, cards, response);
    sent += cards.length;
    if (!response.more && cards.length < DRILL_SYNC_MAX_CARDS) break;
  }
  return { kind: 'done', sent, received };
}

/** POST drill/{userId}: no connection → network, 401 → renew the session first, anything else → retry later. */
export function httpDrillSyncTransport(api: ApiClient): DrillSyncTransport {
  return {
    async send(userId, request) {
      try {
        return await api.request<DrillSyncResponse>(`drill/${encodeURIComponent(userId)}`, { method: 'POST', body: request, silent: true, ownAuthErrors: true });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) throw new SyncTransportError('network', String(error instanceof Error ? error.message : error));
        if (error.status === 401) throw new SyncTransportError('unauthorized', error.message);
        throw new SyncTransportError('server', error.message);
      }
    },
  };
}
