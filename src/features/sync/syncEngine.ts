// One flush of the outbox: send the signed-in learner's pending entries in order, settle each by the server's
// answer, keep everything on a network error or a 5xx. Exactly-once is the server's job (idempotency keys);
// the device's job is never to drop an entry it has not seen settled.
import type { OutboxEntry, ShopDatabase } from '../../db/db.ts';
import { SYNC_BATCH_MAX_ENTRIES, type SyncRequest, type SyncResponse } from '../../domain/sync/protocol.ts';

/** What went wrong with a whole call. */
export type TransportFailure = 'network' | 'server' | 'unauthorized' | 'refused';

export class SyncTransportError extends Error {
  override name = 'SyncTransportError';
  constructor(
    readonly failure: TransportFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface SyncTransport {
  send(userId: string, request: SyncRequest): Promise<SyncResponse>;
}

export type FlushOutcome =
  | { kind: 'done'; applied: number; rejected: number }
  | { kind: 'retry'; failure: TransportFailure; applied: number };

export async function pendingEntries(db: ShopDatabase, owner: string, limit = SYNC_BATCH_MAX_ENTRIES): Promise<OutboxEntry[]> {
  const pending = await db.outbox.where('status').equals('pending').sortBy('seq');
  return pending.filter((entry) => entry.owner === owner).slice(0, limit);
}

async function settle(db: ShopDatabase, batch: OutboxEntry[], response: SyncResponse): Promise<{ applied: number; rejected: number }> {
  const bySeq = new Map(response.results.map((result) => [result.seq, result]));
  let applied = 0;
  let rejected = 0;
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of batch) {
      const result = bySeq.get(entry.seq);
      if (!result) continue; // not answered: stays pending and goes again
      if (result.status === 'rejected') {
        rejected += 1;
        await db.outbox.update(entry.seq, { status: 'rejected', rejection: result.reason ?? 'rejected' });
      } else {
        applied += 1;
        await db.outbox.delete(entry.seq);
      }
    }
  });
  return { applied, rejected };
}

/**
 * Keeps a refused entry as rejected. A refused start takes the actions after it on that product with it, up to
 * the next start: sent without their start they would land on whatever attempt the server holds. Returns how many.
 */
async function rejectRefused(db: ShopDatabase, entry: OutboxEntry, reason: string): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const refused = [entry];
    if (entry.event.type === 'exam.start') {
      const later = await db.outbox.where('[productId+status]').equals([entry.productId, 'pending']).sortBy('seq');
      for (const next of later) {
        if (next.seq <= entry.seq || next.owner !== entry.owner) continue;
        if (next.event.type === 'exam.start') break;
        refused.push(next);
      }
    }
    for (const each of refused) {
      await db.outbox.update(each.seq, { status: 'rejected', rejection: each === entry ? reason : `its start was refused: ${reason}` });
    }
    return refused.length;
  });
}

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
      if (failure !== 'refused') return { kind: 'retry', failure, applied };
      if (batch.length > 1) {
        batchSize = 1;
        continue;
      }
      rejected += await rejectRefused(db, batch[0]!, error instanceof Error ? error.message : 'rejected');
      batchSize = SYNC_BATCH_MAX_ENTRIES;
      continue;
    }
    const settled = await settle(db, batch, response);
    applied += settled.applied;
    rejected += settled.rejected;
    if (settled.applied + settled.rejected === 0) return { kind: 'retry', failure: 'server', applied };
  }
}
