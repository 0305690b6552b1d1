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
 * What this tab last wrote per product. The next action is computed from it and written at once, with a read of
 * the stored attempt placed before the writes in the same transaction (IndexedDB runs a transaction's requests in
 * order): one round trip to the storage process instead of two. If the read shows that someone else wrote since
 * (another tab, the sync's reconciliation), the transaction is aborted and the action is applied to what is stored.
 */
const lastWritten = new WeakMap<ShopDatabase, Map<string, StoredExamState>>();

class StaleCopy extends Error {
  override name = 'StaleCopy';
}

function sameRevision(stored: StoredExamState | undefined, copy: StoredExamState): boolean {
  return stored !== undefined && (stored.rev ?? 0) === (copy.rev ?? 0) && stored.updatedAt === copy.updatedAt && stored.mode === copy.mode;
}

/** Applies the action locally and queues it for the server, atomically. Returns the new state. */
export async function recordExamAction(db: ShopDatabase, context: ActionContext, event: ExamEvent): Promise<LocalExamState | null> {
  const copies = lastWritten.get(db) ?? new Map<string, StoredExamState>();
  lastWritten.set(db, copies);
  try {
    const copy = copies.get(context.productId);
    const written = copy ? await writeAction(db, context, event, copy).catch((error: unknown) => {
      if (!(error instanceof StaleCopy)) throw error;
      releaseSeqReservation(db);
      return writeAction(db, context, event, null);
    }) : await writeAction(db, context, event, null);
    copies.set(context.productId, written);
    return written.state;
  } catch (error) {
    copies.delete(context.productId);
    // A block reserved in a transaction that did not commit is not ours: reserve again next time.
    releaseSeqReservation(db);
    throw error;
  }
}

function writeAction(db: ShopDatabase, context: ActionContext, event: ExamEvent, copy: StoredExamState | null): Promise<StoredExamState> {
  return db.transaction('rw', db.examStates, db.outbox, db.syncMeta, async () => {
    // Without a copy of our own, read first; with one, the read goes out together with the writes and checks it.
    const read = copy ? null : await db.examStates.get(context.productId);
    const current = copy ?? read;
    // One attempt per product (SPEC §3 keys it by productId): starting in the other mode replaces it.
    const base = current && current.mode === context.mode ? current.state : null;
    const next = applyExamEvent(base, event, context.mode === 'exam');
    const { clientId, seq } = await takeSeq(db);
    const questionListVersion = event.type === 'exam.start' ? context.questionListVersion : current?.questionListVersion;
    const stored: StoredExamState = {
      productId: context.productId,
      mode: context.mode,
      state: next,
      owner: context.owner,
      questionListVersion,
      updatedAt: event.at,
      rev: (current?.rev ?? 0) + 1,
    };
    const entry: OutboxEntry = {
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
    const [checked] = await Promise.all([copy ? db.examStates.get(context.productId) : null, db.examStates.put(stored), db.outbox.add(entry)]);
    if (copy && (checked === null || !sameRevision(checked, copy))) throw new StaleCopy('the attempt changed since this tab last wrote it');
    return stored;
  });
}
