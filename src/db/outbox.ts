// The sync outbox (ARCHITECTURE.md §4): learner actions waiting for the server. Entries leave it only when the
// server has answered for them: applied (deleted) or refused (kept as rejected, shown to the learner).
import type { TestMode } from '../domain/config/types.ts';
import { combineAttempts } from '../domain/exam/combineAttempts.ts';
import type { LocalExamState } from '../domain/exam/types.ts';
import { SYNC_BATCH_MAX_ENTRIES, type ServerAttemptView, type SyncResponse } from '../domain/sync/protocol.ts';
import type { OutboxEntry, ShopDatabase } from './db.ts';

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

/** The device never finalises a timed-out exam while reconciling: the session records a submit the server hears of. */
const DEVICE_RECONCILE = { finaliseTimedOut: false } as const;

export interface SettledBatch {
  applied: number;
  rejected: number;
}

/**
 * Settles a batch by the server's answer and, in the same transaction, takes the server's view of each attempt the
 * batch touched (the reply carries it: no second request). The view is only used once nothing of this learner on
 * that product is still pending: before that the server has not seen every local action, and reconciling with it
 * would undo them (a pause made offline, say).
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

/** Inside a transaction over outbox and examStates: the attempt combined with the server's, when that is safe. */
async function takeServerView(db: ShopDatabase, owner: string, productId: string, view: ServerAttemptView, now: number): Promise<boolean> {
  if (await hasPendingFor(db, productId, owner)) return false;
  const stored = await db.examStates.get(productId);
  if (!stored || stored.owner !== owner || stored.mode !== view.mode || !stored.state || !view.state) return false;
  // The server has every action of this device on the product: a copy at least as recent as ours is the attempt
  // (answers re-scored by the server, other devices' actions included). An older reply (a slower concurrent flush)
  // is merged instead, so it cannot take back what a newer one brought; a submitted attempt takes only a submitted one.
  const newer = view.state.lastModified >= stored.state.lastModified && (view.state.submittedResult || !stored.state.submittedResult);
  const combined = newer ? view.state : combineAttempts(stored.state, view.state, view.mode, [], now, DEVICE_RECONCILE);
  if (combined === stored.state || JSON.stringify(combined) === JSON.stringify(stored.state)) return false;
  await db.examStates.put({ ...stored, state: combined, updatedAt: now, rev: (stored.rev ?? 0) + 1 });
  return true;
}

/**
 * The attempt another device left on the server, combined with this device's, in one transaction so a concurrent
 * local answer is never overwritten. Skipped while this learner's actions on the product are still pending: the
 * flush that sends them brings the server's view back with it.
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
    if (await hasPendingFor(db, productId, owner)) return false;
    const current = await db.examStates.get(productId);
    const local = current && current.mode === mode && current.owner === owner ? current.state : null;
    const combined = combineAttempts(local, server, mode, [], now, DEVICE_RECONCILE);
    if (combined === local) return false;
    await db.examStates.put({ productId, mode, state: combined, owner, questionListVersion: current?.questionListVersion, updatedAt: now, rev: (current?.rev ?? 0) + 1 });
    return true;
  });
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
