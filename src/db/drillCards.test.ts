// The drill queue on a real Dexie (fake-indexeddb): a submitted attempt feeds its wrong and marked questions once,
// per learner; grading moves a card out of the due list.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ShopDatabase } from './db.ts';
import {
  countDueDrillCards,
  countUnsyncedDrillCards,
  drillCardRecord,
  drillSyncCursor,
  drillQuestionsOf,
  dueDrillCards,
  feedDrill,
  gradeDrillCard,
  settleDrillSync,
  unsyncedDrillCards,
} from './drillCards.ts';
import { adoptGuestProgress, findGuestProgress } from './guestProgress.ts';
import type { LocalExamState, QuestionSolution } from '../domain/exam/types.ts';

const answer = (isCorrect: boolean) => ({ hasBeenAnswered: true, isCorrect }) as QuestionSolution;
const NOW = Date.UTC(2026, 2, 1, 10);

function submitted(overrides: Partial<LocalExamState> = {}): LocalExamState {
  return {
    productId: 'P1',
    startDate: NOW - 600_000,
    stopDate: NOW + 600_000,
    timeToFinish: 1_200_000,
    pause: false,
    pausedRemainingMs: null,
    submittedResult: true,
    userSolution: { 1: answer(true), 2: answer(false), 3: answer(true) },
    markedQuestions: [3],
    nRightQuestion: 2,
    passingScorePer: 50,
    failure: true,
    lastModified: NOW,
    test: { nQuestionsToPass: 70, productId: 'P1', userId: 'guest' },
    nQuestion: 4,
    questionIds: ['q1', 'q2', 'q3', 'q4'],
    testId: 'exam-1',
    ...overrides,
  };
}

describe('drill cards', () => {
  it('takes the wrong (and unanswered) questions, then the marked ones', () => {
    expect([...drillQuestionsOf(submitted(), [])]).toEqual([
      ['q2', 'wrong'],
      ['q4', 'wrong'],
      ['q3', 'marked'],
    ]);
  });

  it('feeds a submitted attempt once per learner, and grading schedules the card later', async () => {
    const db = new ShopDatabase(`drill-${Math.random()}`);
    expect(await feedDrill(db, 'guest', 'P1', submitted(), [], NOW)).toBe(3);
    expect(await feedDrill(db, 'guest', 'P1', submitted(), [], NOW)).toBe(0);
    expect(await feedDrill(db, 'guest', 'P1', submitted({ submittedResult: false }), [], NOW)).toBe(0);
    expect(await countDueDrillCards(db, 'guest', 'P1', NOW)).toBe(3);
    expect(await countDueDrillCards(db, 'user-2', 'P1', NOW)).toBe(0);
    expect(await countDueDrillCards(db, 'guest', 'P2', NOW)).toBe(0);

    const [first] = await dueDrillCards(db, 'guest', 'P1', NOW);
    const graded = await gradeDrillCard(db, first!.key, 'good', NOW + 1_000);
    expect(graded!.dueAt).toBeGreaterThan(NOW + 1_000);
    expect(await countDueDrillCards(db, 'guest', 'P1', NOW + 2_000)).toBe(2);

    // A later attempt with the same question wrong again feeds it anew.
    expect(await feedDrill(db, 'guest', 'P1', submitted({ testId: 'exam-2', lastModified: NOW + 5_000 }), [], NOW + 5_000)).toBe(3);
    // The two answered wrong again lapse (FSRS Again: back within minutes); the one marked again stays due.
    expect(await countDueDrillCards(db, 'guest', 'P1', NOW + 5_000)).toBe(1);
    expect(await countDueDrillCards(db, 'guest', 'P1', NOW + 5_000 + 600_000)).toBe(3);
    await db.delete();
  });
});

describe('drill cards synced', () => {
  it('marks every change as unsynced in the same write, per owner', async () => {
    const db = new ShopDatabase(`drill-${Math.random()}`);
    await feedDrill(db, 'u1', 'P1', submitted(), [], NOW);
    await feedDrill(db, 'guest', 'P1', submitted(), [], NOW);
    expect(await countUnsyncedDrillCards(db, 'u1')).toBe(3);
    const sent = await unsyncedDrillCards(db, 'u1', 10);
    await settleDrillSync(db, 'u1', sent, { cards: sent.map(drillCardRecord), cursor: 3, more: false });
    expect(await countUnsyncedDrillCards(db, 'u1')).toBe(0);
    expect(await countUnsyncedDrillCards(db, 'guest')).toBe(3);
    expect(await drillSyncCursor(db, 'u1')).toBe(3);

    await gradeDrillCard(db, sent[0]!.key, 'good', NOW + 1_000);
    expect((await unsyncedDrillCards(db, 'u1', 10)).map((card) => card.key)).toEqual([sent[0]!.key]);
    await db.delete();
  });

  it("takes the server's newer cards, keeps a newer local change queued, and takes the server's cursor", async () => {
    const db = new ShopDatabase(`drill-${Math.random()}`);
    await feedDrill(db, 'u1', 'P1', submitted(), [], NOW);
    const sent = await unsyncedDrillCards(db, 'u1', 10);
    const [a, b, c] = sent;
    // While the request ran the learner graded a; the server holds a newer b (another device) and an older c.
    await gradeDrillCard(db, a!.key, 'easy', NOW + 5_000);
    const newerB = { ...drillCardRecord(b!), updatedAt: NOW + 9_000, reps: 4, state: 'review' as const };
    const other = { ...drillCardRecord(c!), questionId: 'q9', updatedAt: NOW + 1 };
    const taken = await settleDrillSync(db, 'u1', sent, { cards: [drillCardRecord(a!), newerB, drillCardRecord(c!), other], cursor: 7, more: false });
    expect(taken).toBe(2);
    expect(await db.drillCards.get(a!.key)).toMatchObject({ updatedAt: NOW + 5_000, dirty: 1 });
    const storedB = await db.drillCards.get(b!.key);
    expect(storedB).toMatchObject({ updatedAt: NOW + 9_000, reps: 4, state: 'review', owner: 'u1' });
    expect(storedB?.dirty).toBeUndefined();
    expect((await db.drillCards.get(c!.key))?.dirty).toBeUndefined();
    expect(await db.drillCards.get('u1|P1|q9')).toMatchObject({ owner: 'u1', productId: 'P1', questionId: 'q9' });

    // An older server copy never replaces the newer local change; the cursor is the server's (a restored database
    // may give a lower one).
    await settleDrillSync(db, 'u1', [], { cards: [{ ...drillCardRecord(a!), updatedAt: NOW + 4_000 }], cursor: 5, more: false });
    expect(await db.drillCards.get(a!.key)).toMatchObject({ updatedAt: NOW + 5_000, dirty: 1 });
    expect(await drillSyncCursor(db, 'u1')).toBe(5);
    await db.delete();
  });

  it("hands a guest's cards to the account at adoption, to be synced, unless the account's copy is newer", async () => {
    const db = new ShopDatabase(`drill-${Math.random()}`);
    await feedDrill(db, 'guest', 'P1', submitted(), [], NOW);
    await feedDrill(db, 'u1', 'P1', submitted({ testId: 'exam-9' }), [], NOW + 1_000);
    const accountQ2 = await db.drillCards.get('u1|P1|q2');
    expect(await findGuestProgress(db)).toEqual({ products: ['P1'], actions: 0 });
    await adoptGuestProgress(db, 'u1');
    expect(await db.drillCards.where('owner').equals('guest').count()).toBe(0);
    expect(await db.drillCards.get('u1|P1|q2')).toEqual(accountQ2);
    expect(await countUnsyncedDrillCards(db, 'u1')).toBe(3);
    expect(await findGuestProgress(db)).toEqual({ products: [], actions: 0 });
    await db.delete();
  });

  it('counts the cards stored before sync existed (version 6) as unsynced', async () => {
    const name = `drill-${Math.random()}`;
    const old = new Dexie(name);
    old.version(6).stores({ drillCards: 'key, owner, [owner+productId+dueAt]' });
    const before = new ShopDatabase(`drill-${Math.random()}`);
    await feedDrill(before, 'u1', 'P1', submitted(), [], NOW);
    const cards = (await before.drillCards.toArray()).map(({ dirty: _dirty, ...card }) => card);
    await before.delete();
    await old.table('drillCards').bulkPut(cards);
    old.close();
    const db = new ShopDatabase(name);
    expect(await countUnsyncedDrillCards(db, 'u1')).toBe(3);
    await db.delete();
  });
});
