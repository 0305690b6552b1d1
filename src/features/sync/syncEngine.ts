// One flush of the outbox: send the signed-in learner's pending entries in order, settle each by the server's
// answer (and take the server's view of each attempt from the same reply), keep everything on a network error or
// a 5xx. Exactly-once is the server's job (idempotency keys); the device's job is never to drop an entry it has
// not seen settled.
import type { ShopDatabase } from '../../db/db.ts';
import { pendingEntries, rejectRefused, settleSyncReply } from '../../db/outbox.ts';
import { SYNC_BATCH_MAX_ENTRIES, type SyncRequest, type SyncResponse } from '../../domain/sync/protocol.ts';

/** What went wrong with a whole call. */
export type TransportFailure = 'network' | 'server' | 'unauthorized' | 'refused';

export class SyncTransportError extends Error {
  override name = 'SyncTransportError';
  constructor(
    readonly failure: TransportFailure,
    message: string,
    /** The server's Retry-After (a 503 while its database restarts, a 429): the next try waits at least this long. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface SyncTransport {
  send(userId: string, request: SyncRequest): Promise<SyncResponse>;
}

export type FlushOutcome =
  | { kind: 'done'; applied: number; rejected: number }
  | { kind: 'retry'; failure: TransportFailure; applied: number; retryAfterMs?: number };

/**
 * Sends batches until the learner's outbox is empty or a call fails. A batch the server refuses as a whole (a 4xx:
 * one entry it cannot read) would block every later one, so the flush goes on one entry at a time: the refused
 * entry is kept as rejected with the server's message (shown to the learner, downloadable), the others go through.
 */
export async function flushOutbox(db: ShopDatabase, transport: SyncTransport, userId: string): Promise<FlushOutcome> {
  let applied = 0;
  let rejected = 0;
  let batchSize = SYNC_BATCH_MAX_ENTRIES;
  for (;;) {
    const batch = await pendingEntries(db, userId, batchSize);
    if (batch.length === 0) return { kind: 'done', applied, rejected };
    const request: SyncRequest = {
      clientId: batch[0]!.clientId,
      entries: batch.map(({ seq, idempotencyKey, productId, mode, event }) => ({ seq, idempotencyKey, productId, mode, event })),
    };
    let response: SyncResponse;
    try {
      response = await transport.send(userId, request);
    } catch (error) {
      const failure = error instanceof SyncTransportError ? error.failure : 'network';
      if (failure !== 'refused') {
        const retryAfterMs = error instanceof SyncTransportError ? error.retryAfterMs : undefined;
        return retryAfterMs === undefined ? { kind: 'retry', failure, applied } : { kind: 'retry', failure, applied, retryAfterMs };
      }
      if (batch.length > 1) {
        batchSize = 1;
        continue;
      }
      rejected += await rejectRefused(db, batch[0]!, error instanceof Error ? error.message : 'rejected');
      batchSize = SYNC_BATCH_MAX_ENTRIES;
      continue;
    }
    const settled = await settleSyncReply(db, userId, batch, response, Date.now());
    applied += settled.applied;
    rejected += settled.rejected;
    if (settled.applied + settled.rejected === 0) return { kind: 'retry', failure: 'server', applied };
  }
}
