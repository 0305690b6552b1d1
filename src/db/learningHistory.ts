// The learner's history of finished attempts per product (issue 22). An attempt goes into the history once, when
// submitted, with its pacing (read from the attempt's own log: src/domain/learning/pacing.ts).
import type { ShopDatabase, StoredDrillCard } from './db.ts';
import type { AttemptRecord } from '../domain/learning/history.ts';

/** Puts a submitted attempt into the history; recording it again changes nothing. Returns whether it was new. */
export async function recordFinishedAttempt(db: ShopDatabase, record: AttemptRecord): Promise<boolean> {
  return db.transaction('rw', db.attemptHistory, async () => {
    if (await db.attemptHistory.get(record.key)) return false;
    await db.attemptHistory.put(record);
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
