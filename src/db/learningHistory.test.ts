// The history keeps each submitted attempt once, with its pacing from the kept action times (pauses left out).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopDatabase } from './db.ts';
import { adoptGuestHistory, historyOf, notePaceEvent, recordFinishedAttempt } from './learningHistory.ts';
import type { AttemptRecord } from '../domain/learning/history.ts';

let db: ShopDatabase;
beforeEach(() => {
  db = new ShopDatabase(`learning-${Math.random()}`);
});
afterEach(() => db.delete());

const record: AttemptRecord = {
  key: 'guest|P|t1|500',
  owner: 'guest',
  productId: 'P',
  mode: 'exam',
  finishedAt: 500,
  questionIds: ['a', 'b'],
  answers: [
    { questionId: 'a', correct: true, answeredAt: 100 },
    { questionId: 'b', correct: false, answeredAt: 400 },
  ],
  marked: [],
  scorePercent: 50,
  passMark: 70,
  passed: false,
};

describe('learning history', () => {
  it('records a submitted attempt once, with its pacing, and gives a guest history to the account', async () => {
    const test = { nQuestionsToPass: 70, productId: 'P', userId: 'guest' };
    await notePaceEvent(db, 'guest', 'P', { type: 'exam.start', at: 0, test, nQuestion: 2, timeToFinish: 60_000 });
    await notePaceEvent(db, 'guest', 'P', { type: 'answer.select', at: 100, question: 1, picked: ['A'], correct: true });
    await notePaceEvent(db, 'guest', 'P', { type: 'exam.pause', at: 150 });
    await notePaceEvent(db, 'guest', 'P', { type: 'exam.resume', at: 350 });
    await notePaceEvent(db, 'guest', 'P', { type: 'answer.select', at: 400, question: 2, picked: ['B'], correct: false });
    expect(await recordFinishedAttempt(db, record, () => 'net', 30_000)).toBe(true);
    expect(await recordFinishedAttempt(db, record, () => 'net', 30_000)).toBe(false);
    const [stored] = (await historyOf(db, 'guest', 'P')) as AttemptRecord[];
    expect(stored?.pacing?.perQuestion).toEqual([
      { questionId: 'a', ms: 100 },
      { questionId: 'b', ms: 100 },
    ]);
    expect(await db.paceEvents.count()).toBe(0);
    await db.progressSnapshots.put({ key: 'guest|P', owner: 'guest', productId: 'P' } as never);
    expect(await adoptGuestHistory(db, 'guest', 'u1')).toBe(1);
    expect(await db.progressSnapshots.toArray()).toMatchObject([{ key: 'u1|P', owner: 'u1' }]);
    expect(await historyOf(db, 'guest', 'P')).toEqual([]);
    expect(await historyOf(db, 'u1', 'P')).toMatchObject([{ key: 'u1|P|t1|500', owner: 'u1' }]);
  });
});
