// The sync outbox (ARCHITECTURE.md §4): learner actions waiting for the server. Entries leave it only when the
// server has answered for them: applied (deleted) or refused (kept as rejected, shown to the learner).
import type { TestMode } from '../domain/config/types.ts';
import { combineAttempts, isSameAttempt } from '../domain/exam/combineAttempts.ts';
import { phaseChange } from '../domain/exam/phase.ts';
import type { LocalExamState } from '../domain/exam/types.ts';
import { SYNC_BATCH_MAX_ENTRIES, type ServerAttemptView, type SyncResponse } from '../domain/sync/protocol.ts';
import type { OutboxEntry, ShopDatabase, StoredExamState } from './db.ts';

/**
 * The owner's first pending entries in the order they were recorded. Walks the outbox in seq order and stops at
 * `limit`: settled entries are deleted, so a flush of thousands reads each batch once, not the whole outbox.
 */
export async function pendingEntries(db: ShopDatabase, owner: string, limit = SYNC_BATCH_MAX_ENTRIES): Promise<OutboxEntry[]> {
  return db.outbox
    .orderBy('seq')
    .filter((entry) => entry.status === 'pending' && entry.owner === owner)
    .limit(limit)
    .toArray();
}

/** How many of the owner's actions on this product have not reached the server yet. */
export function countPendingFor(db: ShopDatabase, productId: string, owner?: string): Promise<number> {
  const pending = db.outbox.where('[productId+status]').equals([productId, 'pending']);
  return owner === undefined ? pending.count() : pending.filter((entry) => entry.owner === owner).count();
}

/** Whether any of the owner's actions on this product wait for the server (stops at the first one). */
export async function hasPendingFor(db: ShopDatabase, productId: string, owner: string): Promise<boolean> {
  const first = await db.outbox
    .where('[productId+status]')
    .equals([productId, 'pending'])
    .filter((entry) => entry.owner === owner)
    .first();
  return first !== undefined;
}

/** The actions on this product the server refused: kept, with its reason, for the learner to see. */
export function rejectedEntriesFor(db: ShopDatabase, productId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[productId+status]').equals([productId, 'rejected']).sortBy('seq');
}

export interface SettledBatch {
  applied: number;
  rejected: number;
}

/**
 * Settles a batch by the server's answer and, in the same transaction, takes the server's view of each attempt the
 * batch touched (the reply carries it: no second request), so another device's actions show at once.
 */
export async function settleSyncReply(db: ShopDatabase, owner: string, batch: OutboxEntry[], response: SyncResponse, now: number): Promise<SettledBatch> {
  const bySeq = new Map(response.results.map((result) => [result.seq, result]));
  let applied = 0;
  let rejected = 0;
  await db.transaction('rw', db.outbox, db.examStates, async () => {
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
    for (const [productId, view] of Object.entries(response.states ?? {})) {
      if (view) await takeServerView(db, owner, productId, view, now);
    }
  });
  return { applied, rejected };
}

/** Inside a transaction over outbox and examStates: the attempt combined with the server's copy. */
async function takeServerView(db: ShopDatabase, owner: string, productId: string, view: ServerAttemptView, now: number): Promise<boolean> {
  const stored = await db.examStates.get(productId);
  if (!stored || stored.owner !== owner || stored.mode !== view.mode || !stored.state || !view.state) return false;
  return combineStored(db, owner, productId, view.mode, stored, view.state, now);
}

/**
 * The attempt another device left on the server, combined with this device's, in one transaction so a concurrent
 * local answer is never overwritten.
 */
export async function combineWithServerAttempt(
  db: ShopDatabase,
  owner: string,
  productId: string,
  mode: TestMode,
  server: LocalExamState,
  now: number,
): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.examStates, async () => {
    const current = await db.examStates.get(productId);
    return combineStored(db, owner, productId, mode, current, server, now);
  });
}

/**
 * The same attempt merges by joining the two logs (combineAttempts.ts): nothing of this device's, sent or not, is
 * lost, and the result is what the server reaches once it has this device's actions. A different attempt on the
 * server is only taken while nothing of this learner on the product waits to be sent (the device's own start may be
 * among them). A phase changed by the other device is noted for the page to explain.
 */
async function combineStored(
  db: ShopDatabase,
  owner: string,
  productId: string,
  mode: TestMode,
  current: StoredExamState | undefined,
  server: LocalExamState,
  now: number,
): Promise<boolean> {
  const local = current && current.mode === mode && current.owner === owner ? current.state : null;
  if (local && !isSameAttempt(local, server) && (await hasPendingFor(db, productId, owner))) return false;
  const combined = combineAttempts(local, server, mode);
  if (combined === local) return false;
  const phase = phaseChange(local, combined);
  const remoteChange = phase ? { remoteChange: { phase, at: now } } : current?.remoteChange && local ? { remoteChange: current.remoteChange } : {};
  await db.examStates.put({ productId, mode, state: combined, owner, questionListVersion: current?.questionListVersion, updatedAt: now, rev: (current?.rev ?? 0) + 1, ...remoteChange });
  return true;
}

/**
 * Keeps a refused entry as rejected. A refused start takes the actions after it on that product with it, up to
 * the next start: sent without their start they would land on whatever attempt the server holds. Returns how many.
 */
export async function rejectRefused(db: ShopDatabase, entry: OutboxEntry, reason: string): Promise<number> {
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

export interface PendingExport {
  exportedAt: string;
  examStates: unknown[];
  outbox: unknown[];
}

/** Everything not yet confirmed by the server, as a JSON document the learner can keep. */
export async function exportPendingProgress(db: ShopDatabase, now = Date.now()): Promise<PendingExport> {
  return db.transaction('r', db.outbox, db.examStates, async () => {
    const outbox = await db.outbox.orderBy('seq').toArray();
    const productIds = new Set(outbox.map((entry) => entry.productId));
    const examStates = (await db.examStates.toArray()).filter((state) => productIds.has(state.productId));
    return { exportedAt: new Date(now).toISOString(), examStates, outbox };
  });
}
