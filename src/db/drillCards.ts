// The drill's review queue on this device: which questions of a product a learner is to see again, and when
// (FSRS, src/domain/drill/schedule.ts). Fed from every submitted attempt's wrong and marked questions; works offline.
// Kept on the device only: the queue is not sent to the server (yet).
import Dexie from 'dexie';
import { enqueueSchedule, gradeSchedule, type DrillGrade, type DrillReason } from '../domain/drill/schedule.ts';
import { reviewNumbers } from '../domain/exam/questions.ts';
import type { LocalExamState } from '../domain/exam/types.ts';
import type { ShopDatabase, StoredDrillCard } from './db.ts';

const keyOf = (owner: string, productId: string, questionId: string) => `${owner}|${productId}|${questionId}`;

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
      cards.push({ ...schedule, key: keys[index]!, owner, productId, questionId, reason, fedBy, updatedAt: now });
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

/** The learner graded a card: its next due date, by FSRS. */
export async function gradeDrillCard(db: ShopDatabase, key: string, grade: DrillGrade, now = Date.now()): Promise<StoredDrillCard | undefined> {
  return db.transaction('rw', db.drillCards, async () => {
    const card = await db.drillCards.get(key);
    if (!card) return undefined;
    const next: StoredDrillCard = { ...card, ...gradeSchedule(card, grade, now), updatedAt: now };
    await db.drillCards.put(next);
    return next;
  });
}
