// The learner's history of finished attempts per product (issue 22), and the times of the running attempt's actions
// (pacing). An attempt goes into the history once, when submitted, with its pacing; its action times are then removed.
import type { ShopDatabase, StoredPaceEvent, StoredDrillCard } from './db.ts';
import type { ExamEvent } from '../domain/exam/events.ts';
import type { AttemptRecord } from '../domain/learning/history.ts';
import { pacingOf, type PaceEvent } from '../domain/learning/pacing.ts';

const PACE_TYPES: Partial<Record<ExamEvent['type'], StoredPaceEvent['type']>> = {
  'exam.start': 'start',
  'answer.select': 'answer',
  'exam.pause': 'pause',
  'exam.resume': 'resume',
  'exam.submit': 'submit',
};

/** Keeps the time of a learner action for pacing; a start clears the previous attempt's times. */
export async function notePaceEvent(db: ShopDatabase, owner: string, productId: string, event: ExamEvent): Promise<void> {
  const type = PACE_TYPES[event.type];
  if (!type) return;
  const stored: StoredPaceEvent = { owner, productId, type, at: event.at };
  if (event.type === 'answer.select') stored.question = event.question;
  await db.transaction('rw', db.paceEvents, async () => {
    if (type === 'start') await db.paceEvents.where('[owner+productId]').equals([owner, productId]).delete();
    await db.paceEvents.add(stored);
  });
}

/**
 * Puts a submitted attempt into the history with its pacing (from the kept action times, when this device has them);
 * recording it again changes nothing. Returns whether it was new.
 */
export async function recordFinishedAttempt(db: ShopDatabase, record: AttemptRecord, topicOf: (questionId: string) => string | undefined, targetMs: number | null): Promise<boolean> {
  return db.transaction('rw', db.attemptHistory, db.paceEvents, async () => {
    if (await db.attemptHistory.get(record.key)) return false;
    const stored = await db.paceEvents.where('[owner+productId]').equals([record.owner, record.productId]).sortBy('id');
    const events: PaceEvent[] = [];
    for (const e of stored) {
      if (e.type !== 'answer') events.push({ type: e.type, at: e.at });
      else {
        const questionId = e.question === undefined ? undefined : record.questionIds[e.question - 1];
        if (questionId !== undefined) events.push({ type: 'answer', at: e.at, questionId });
      }
    }
    const pacing = events.some((e) => e.type === 'answer') ? pacingOf(events, topicOf, targetMs) : null;
    await db.attemptHistory.put({ ...record, pacing });
    await db.paceEvents.where('[owner+productId]').equals([record.owner, record.productId]).delete();
    return true;
  });
}

/** Everything the history holds for the learner and product, unchecked (cleanHistory checks it). */
export function historyOf(db: ShopDatabase, owner: string, productId: string): Promise<unknown[]> {
  return db.attemptHistory.where('[owner+productId]').equals([owner, productId]).toArray();
}

/** Every drill card of the learner and product (due or not), for the sets and the estimate's recency. */
export function drillCardsOf(db: ShopDatabase, owner: string, productId: string): Promise<StoredDrillCard[]> {
  return db.drillCards.where('owner').equals(owner).filter((card) => card.productId === productId).toArray();
}

/** An anonymous learner's history (and what My progress shows of it) becomes the account's at sign-in. */
export async function adoptGuestHistory(db: ShopDatabase, guest: string, userId: string): Promise<number> {
  return db.transaction('rw', db.attemptHistory, db.progressSnapshots, async () => {
    const records = await db.attemptHistory.where('owner').equals(guest).toArray();
    await db.attemptHistory.bulkPut(records.map((record) => ({ ...record, owner: userId, key: record.key.replace(`${guest}|`, `${userId}|`) })));
    await db.attemptHistory.bulkDelete(records.map((record) => record.key));
    // The account's own entry of a product, if it has one, is newer than the guest's: it stays.
    const snapshots = await db.progressSnapshots.where('owner').equals(guest).toArray();
    for (const snapshot of snapshots) {
      const key = `${userId}|${snapshot.productId}`;
      if (!(await db.progressSnapshots.get(key))) await db.progressSnapshots.put({ ...snapshot, key, owner: userId });
    }
    await db.progressSnapshots.bulkDelete(snapshots.map((snapshot) => snapshot.key));
    return records.length;
  });
}
