// The drill's review queue on this device: which questions of a product a learner is to see again, and when
// (FSRS, src/domain/drill/schedule.ts). Fed from every submitted attempt's wrong and marked questions; works offline.
// Synced like other progress (issue 12): every change marks the card `dirty` in the same transaction; the sync sends
// an account's dirty cards and merges the server's answer here (the newest version of a card wins, by the time of the
// learner's action). A guest's cards stay on the device until adoptGuestProgress hands them to the account.
import Dexie from 'dexie';
import { enqueueSchedule, gradeSchedule, type DrillGrade, type DrillReason } from '../domain/drill/schedule.ts';
import { serverCardWins, type DrillCardRecord, type DrillSyncResponse } from '../domain/drill/sync.ts';
import { reviewNumbers } from '../domain/exam/questions.ts';
import type { LocalExamState } from '../domain/exam/types.ts';
import type { ShopDatabase, StoredDrillCard } from './db.ts';

export const drillCardKey = (owner: string, productId: string, questionId: string) => `${owner}|${productId}|${questionId}`;
const keyOf = drillCardKey;

/** The questions of a submitted attempt that go to the drill, by id: wrong (or unanswered) first, then marked. */
export function drillQuestionsOf(state: LocalExamState, productQuestionIds: readonly string[]): Map<string, DrillReason> {
  const idOf = (n: number) => (state.questionIds ?? productQuestionIds)[n - 1];
  const picked = new Map<string, DrillReason>();
  for (const n of reviewNumbers(state, 'wrong')) {
    const id = idOf(n);
    if (id) picked.set(id, 'wrong');
  }
  for (const n of reviewNumbers(state, 'marked')) {
    const id = idOf(n);
    if (id && !picked.has(id)) picked.set(id, 'marked');
  }
  return picked;
}

/**
 * Feeds a submitted attempt's wrong and marked questions into the owner's queue, in one transaction. The same
 * attempt feeds once: a card it already fed is left as it is. Returns how many cards it added or changed.
 */
export async function feedDrill(db: ShopDatabase, owner: string, productId: string, state: LocalExamState, productQuestionIds: readonly string[], now = Date.now()): Promise<number> {
  if (!state.submittedResult) return 0;
  const fedBy = `${state.testId ?? 'test'}@${state.lastModified}`;
  const questions = drillQuestionsOf(state, productQuestionIds);
  if (questions.size === 0) return 0;
  return db.transaction('rw', db.drillCards, async () => {
    const keys = [...questions.keys()].map((id) => keyOf(owner, productId, id));
    const existing = await db.drillCards.bulkGet(keys);
    const cards: StoredDrillCard[] = [];
    [...questions].forEach(([questionId, reason], index) => {
      const before = existing[index];
      if (before?.fedBy === fedBy) return;
      const schedule = enqueueSchedule(before, reason, now);
      cards.push({ ...schedule, key: keys[index]!, owner, productId, questionId, reason, fedBy, updatedAt: now, dirty: 1 });
    });
    await db.drillCards.bulkPut(cards);
    return cards.length;
  });
}

/** The owner's cards of a product due at `now`, the longest overdue first. */
export function dueDrillCards(db: ShopDatabase, owner: string, productId: string, now = Date.now()): Promise<StoredDrillCard[]> {
  return db.drillCards.where('[owner+productId+dueAt]').between([owner, productId, Dexie.minKey], [owner, productId, now], true, true).toArray();
}

/** How many of the owner's cards of a product are due at `now`. */
export function countDueDrillCards(db: ShopDatabase, owner: string, productId: string, now = Date.now()): Promise<number> {
  return db.drillCards.where('[owner+productId+dueAt]').between([owner, productId, Dexie.minKey], [owner, productId, now], true, true).count();
}

/** How many of the owner's cards of every product are due at `now` (the app badge's number). */
export function countAllDueDrillCards(db: ShopDatabase, owner: string, now = Date.now()): Promise<number> {
  return db.drillCards
    .where('[owner+productId+dueAt]')
    .between([owner, Dexie.minKey, Dexie.minKey], [owner, Dexie.maxKey, Dexie.maxKey], true, true)
    .filter((card) => card.dueAt <= now)
    .count();
}

/** The learner graded a card: its next due date, by FSRS. */
export async function gradeDrillCard(db: ShopDatabase, key: string, grade: DrillGrade, now = Date.now()): Promise<StoredDrillCard | undefined> {
  return db.transaction('rw', db.drillCards, async () => {
    const card = await db.drillCards.get(key);
    if (!card) return undefined;
    const next: StoredDrillCard = { ...card, ...gradeSchedule(card, grade, now), updatedAt: now, dirty: 1 };
    await db.drillCards.put(next);
    return next;
  });
}

/** A stored card as it travels to the server. */
export function drillCardRecord(card: StoredDrillCard): DrillCardRecord {
  const { productId, questionId, reason, fedBy, updatedAt, dueAt, stability, difficulty, scheduledDays, learningSteps, reps, lapses, state, lastReviewAt } = card;
  return { productId, questionId, reason, fedBy, updatedAt, dueAt, stability, difficulty, scheduledDays, learningSteps, reps, lapses, state, lastReviewAt };
}

/** The owner's cards changed on this device that have not reached the server yet (at most `limit`). */
export function unsyncedDrillCards(db: ShopDatabase, owner: string, limit: number): Promise<StoredDrillCard[]> {
  return db.drillCards.where('[owner+dirty]').equals([owner, 1]).limit(limit).toArray();
}

/** How many of the owner's card changes have not reached the server yet. */
export function countUnsyncedDrillCards(db: ShopDatabase, owner: string): Promise<number> {
  return db.drillCards.where('[owner+dirty]').equals([owner, 1]).count();
}

/** The server revision of the owner's cards this device has seen every change up to (0: none yet). */
export async function drillSyncCursor(db: ShopDatabase, owner: string): Promise<number> {
  return (await db.drillCursors.get(owner))?.cursor ?? 0;
}

/**
 * Takes the server's answer to a sync of `sent`, in one transaction: a card sent and not changed since has reached
 * the server; each card of the answer replaces the device's when it is as new or newer (a tie is the server's), and
 * a newer change made on this device meanwhile is kept, still dirty, for the next round. The cursor becomes the answer's.
 * Returns how many cards the answer changed on the device.
 */
export async function settleDrillSync(db: ShopDatabase, owner: string, sent: readonly StoredDrillCard[], response: DrillSyncResponse): Promise<number> {
  return db.transaction('rw', db.drillCards, db.drillCursors, async () => {
    const sentKeys = sent.map((card) => card.key);
    const now = await db.drillCards.bulkGet(sentKeys);
    const reached: StoredDrillCard[] = [];
    sent.forEach((card, index) => {
      const current = now[index];
      if (current?.dirty === 1 && current.updatedAt === card.updatedAt) {
        const { dirty: _dirty, ...clean } = current;
        reached.push(clean);
      }
    });
    await db.drillCards.bulkPut(reached);

    const keys = response.cards.map((card) => keyOf(owner, card.productId, card.questionId));
    const local = await db.drillCards.bulkGet(keys);
    const taken: StoredDrillCard[] = [];
    response.cards.forEach((card, index) => {
      const mine = local[index];
      if (!serverCardWins(mine, card)) return;
      if (mine && mine.dirty === undefined && sameCard(mine, card)) return;
      taken.push({ ...drillCardRecord({ ...card, key: '', owner }), key: keys[index]!, owner });
    });
    await db.drillCards.bulkPut(taken);
    // The server's word, even backwards (a restored database; another tab's older answer): a pull again is harmless.
    await db.drillCursors.put({ owner, cursor: response.cursor });
    return taken.length;
  });
}

function sameCard(card: StoredDrillCard, record: DrillCardRecord): boolean {
  const mine = drillCardRecord(card);
  return (Object.keys(mine) as (keyof DrillCardRecord)[]).every((field) => mine[field] === record[field]);
}

/**
 * Hands the guest's cards to the account (called inside adoptGuestProgress's transaction): each becomes the user's,
 * to be synced, unless the account already has a newer version of it on this device.
 */
export async function adoptGuestDrillCards(db: ShopDatabase, guest: string, userId: string): Promise<number> {
  const cards = await db.drillCards.where('owner').equals(guest).toArray();
  if (cards.length === 0) return 0;
  const keys = cards.map((card) => keyOf(userId, card.productId, card.questionId));
  const existing = await db.drillCards.bulkGet(keys);
  const adopted: StoredDrillCard[] = [];
  cards.forEach((card, index) => {
    const theirs = existing[index];
    if (theirs && theirs.updatedAt >= card.updatedAt) return;
    adopted.push({ ...card, key: keys[index]!, owner: userId, dirty: 1 });
  });
  await db.drillCards.bulkPut(adopted);
  await db.drillCards.bulkDelete(cards.map((card) => card.key));
  return adopted.length;
}
