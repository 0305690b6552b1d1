// Every learner action is one local transaction: the new exam state and its outbox entry are written together,
// so nothing is lost if the tab dies right after, and nothing waits for the network.
import type { OutboxEntry, ShopDatabase, StoredExamState } from './db.ts';
import type { TestMode } from '../domain/config/types.ts';
import { applyExamEvent, type ExamEvent } from '../domain/exam/events.ts';
import type { LocalExamState } from '../domain/exam/types.ts';
import { idempotencyKeyOf } from '../domain/sync/protocol.ts';

export interface ActionContext {
  productId: string;
  mode: TestMode;
  /** userId, or 'guest' for an anonymous learner (whose actions stay on this device until sign-in). */
  owner: string;
  /** The question-list version in use; recorded when an attempt starts. */
  questionListVersion?: string;
}

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Outbox sequence numbers are reserved in blocks (syncMeta.nextSeq jumps by a block), so most actions write no
 * syncMeta at all. Gaps are harmless (the server goes by idempotency key). A tab that takes over an attempt
 * releases its block first (releaseSeqReservation), so its actions on that attempt number above any seen so far.
 */
const SEQ_BLOCK = 256;
interface SeqReservation {
  clientId: string;
  next: number;
  end: number;
}
const reservations = new WeakMap<ShopDatabase, SeqReservation>();

export function releaseSeqReservation(db: ShopDatabase): void {
  reservations.delete(db);
}

/** The next number of this tab's block, when one is left (no storage access needed). */
function takeReservedSeq(db: ShopDatabase): { clientId: string; seq: number } | null {
  const reservation = reservations.get(db);
  if (!reservation || reservation.next >= reservation.end) return null;
  return { clientId: reservation.clientId, seq: reservation.next++ };
}

/** Hands back the number just taken when its write did not happen, so numbers stay consecutive when they can. */
function giveBackSeq(db: ShopDatabase, seq: number): void {
  const reservation = reservations.get(db);
  if (reservation && reservation.next === seq + 1) reservation.next = seq;
}

/** The next sequence number, inside the caller's transaction (which must include syncMeta). */
async function takeSeq(db: ShopDatabase): Promise<{ clientId: string; seq: number }> {
  let reservation = reservations.get(db);
  if (!reservation || reservation.next >= reservation.end) {
    const meta = (await db.syncMeta.get('device')) ?? { key: 'device' as const, clientId: newClientId(), nextSeq: 1 };
    reservation = { clientId: meta.clientId, next: meta.nextSeq, end: meta.nextSeq + SEQ_BLOCK };
    await db.syncMeta.put({ ...meta, nextSeq: reservation.end });
    reservations.set(db, reservation);
  }
  return { clientId: reservation.clientId, seq: reservation.next++ };
}

/**
 * What this tab last wrote per product. The next action is computed from it and written at once, in a Dexie
 * transaction whose read of the stored attempt goes out together with the writes (one round trip to the browser's
 * storage, not two): if the read shows that someone else wrote since (another tab, the sync's reconciliation), the
 * transaction is aborted, nothing is written, and the action is applied to what is stored instead.
 */
const lastWritten = new WeakMap<ShopDatabase, Map<string, StoredExamState>>();

/** Applies the action locally and queues it for the server, atomically. Returns the new state. */
export async function recordExamAction(db: ShopDatabase, context: ActionContext, event: ExamEvent): Promise<LocalExamState | null> {
  const copies = lastWritten.get(db) ?? new Map<string, StoredExamState>();
  lastWritten.set(db, copies);
  try {
    const copy = copies.get(context.productId);
    const written = (copy && event.type !== 'exam.start' ? await writeFromCopy(db, context, event, copy) : null) ?? (await writeAction(db, context, event));
    copies.set(context.productId, written);
    return written.state;
  } catch (error) {
    copies.delete(context.productId);
    // A block reserved in a transaction that did not commit is not ours: reserve again next time.
    releaseSeqReservation(db);
    throw error;
  }
}

/** Thrown inside the fast path's transaction to abort it: the stored attempt is not the one this tab last wrote. */
class StaleCopy extends Error {
  override name = 'StaleCopy';
}

/** The fast path: null when it cannot be taken (no number left in the block, or the copy is outdated). */
async function writeFromCopy(db: ShopDatabase, context: ActionContext, event: ExamEvent, copy: StoredExamState): Promise<StoredExamState | null> {
  if (copy.mode !== context.mode || copy.owner !== context.owner) return null;
  const number = takeReservedSeq(db);
  if (!number) return null;
  const stored = nextStored(context, event, copy);
  const entry = outboxEntry(context, event, number);
  try {
    // A plain (not async) scope returning Dexie's own promise: Dexie keeps its transaction zone without the extra
    // microtask rounds it needs to follow native awaits, on the path every click takes.
    await db.transaction('rw', db.examStates, db.outbox, () => {
      // Is the stored attempt still the copy (same rev and time: every writer bumps rev from what it read)? Counted on
      // an index, so the attempt is neither read nor unpacked. Queued before the writes, it sees what was stored before
      // them, and all three requests go out at once. A failed write rejects its promise and aborts the transaction.
      const unchanged = db.examStates.where('[productId+rev+updatedAt]').equals([copy.productId, copy.rev ?? 0, copy.updatedAt]).count();
      return Promise.all([unchanged, db.examStates.put(stored), db.outbox.add(entry)]).then(([count]) => {
        if (count !== 1) throw new StaleCopy();
      });
    });
    return stored;
  } catch (error) {
    if (!(error instanceof StaleCopy)) throw error;
    giveBackSeq(db, number.seq);
    return null;
  }
}

function nextStored(context: ActionContext, event: ExamEvent, current: StoredExamState | null | undefined): StoredExamState {
  // One attempt per product (SPEC §3 keys it by productId): starting in the other mode replaces it.
  const base = current && current.mode === context.mode ? current.state : null;
  return {
    productId: context.productId,
    mode: context.mode,
    state: applyExamEvent(base, event, context.mode === 'exam'),
    owner: context.owner,
    questionListVersion: event.type === 'exam.start' ? context.questionListVersion : current?.questionListVersion,
    updatedAt: event.at,
    rev: (current?.rev ?? 0) + 1,
  };
}

function outboxEntry(context: ActionContext, event: ExamEvent, { clientId, seq }: { clientId: string; seq: number }): OutboxEntry {
  return {
    seq,
    clientId,
    idempotencyKey: idempotencyKeyOf(clientId, seq),
    productId: context.productId,
    mode: context.mode,
    owner: context.owner,
    event,
    status: 'pending',
    createdAt: event.at,
  };
}

/** The Dexie path: read what is stored, apply, write both, in one transaction. */
function writeAction(db: ShopDatabase, context: ActionContext, event: ExamEvent): Promise<StoredExamState> {
  return db.transaction('rw', db.examStates, db.outbox, db.syncMeta, async () => {
    const current = await db.examStates.get(context.productId);
    const stored = nextStored(context, event, current);
    const number = await takeSeq(db);
    // Both writes go out together: one wait for the browser's storage process instead of two.
    await Promise.all([db.examStates.put(stored), db.outbox.add(outboxEntry(context, event, number))]);
    return stored;
  });
}
