// React's live view of the device's storage: each hook re-renders when another tab or the sync changes what it
// reads. Components use these instead of touching tables.
import { useLiveQuery } from 'dexie-react-hooks';
import type { QuizSetup } from '../domain/config/setup.ts';
import type { TestMode } from '../domain/config/types.ts';
import type { OutboxEntry, ShopDatabase, StoredDrillCard, StoredExamState } from './db.ts';
import { dueDrillCards } from './drillCards.ts';
import { drillCardsOf, historyOf } from './learningHistory.ts';
import { progressSnapshotsOf } from './progressSnapshots.ts';
import type { ProgressSnapshot } from '../domain/learning/progressSnapshot.ts';
import { countPendingFor, rejectedEntriesFor } from './outbox.ts';
import { loadSetup } from './productConfigs.ts';

/** The product's stored attempt: undefined while reading, null when there is none. */
export function useStoredAttempt(db: ShopDatabase, productId: string): StoredExamState | null | undefined {
  return useLiveQuery(() => db.examStates.get(productId).then((stored) => stored ?? null), [db, productId]);
}

/** How many actions on the product wait for the server (of one owner when given); undefined while reading. */
export function usePendingCount(db: ShopDatabase, productId: string, owner?: string): number | undefined {
  return useLiveQuery(() => countPendingFor(db, productId, owner), [db, productId, owner]);
}

/** The product's actions the server refused, kept for the learner. */
export function useRejectedEntries(db: ShopDatabase, productId: string): OutboxEntry[] {
  return useLiveQuery(() => rejectedEntriesFor(db, productId), [db, productId], []);
}

/** The learner's setup of the product in a mode: undefined while reading, null when there is none. */
export function useSetup(db: ShopDatabase, productId: string, mode: TestMode): QuizSetup | null | undefined {
  return useLiveQuery(() => loadSetup(db, productId, mode), [db, productId, mode]);
}

/** The learner's drill cards of the product due now (re-read on every change and whenever `tick` changes, so cards
 * falling due show up); undefined while reading. */
export function useDueDrillCards(db: ShopDatabase, owner: string, productId: string, tick: number): StoredDrillCard[] | undefined {
  return useLiveQuery(() => dueDrillCards(db, owner, productId, Date.now()), [db, owner, productId, tick]);
}

/**
 * The learner's finished attempts of the product (unchecked) and all its drill cards (issue 22), with the time they
 * were read (a card fed by the exam just submitted is due at that time, whatever a page clock last said: issue 35);
 * undefined while reading.
 */
export function useLearningRecords(db: ShopDatabase, owner: string, productId: string): { records: unknown[]; cards: StoredDrillCard[]; readAt: number } | undefined {
  return useLiveQuery(async () => {
    const [records, cards] = await Promise.all([historyOf(db, owner, productId), drillCardsOf(db, owner, productId)]);
    return { records, cards, readAt: Date.now() };
  }, [db, owner, productId]);
}

/** The learner's My progress entries (issue 22); undefined while reading. */
export function useProgressSnapshots(db: ShopDatabase, owner: string): ProgressSnapshot[] | undefined {
  return useLiveQuery(() => progressSnapshotsOf(db, owner), [db, owner]);
}
