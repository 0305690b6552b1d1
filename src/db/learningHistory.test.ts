// The history keeps each submitted attempt once (its pacing comes with it, read from the attempt's log: pacing.test.ts).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopDatabase } from './db.ts';
import { adoptGuestHistory, historyOf, recordFinishedAttempt } from './learningHistory.ts';
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
    const pacing = { perQuestion: [{ questionId: 'a', ms: 100 }], totalMs: 100, averageMs: 100, slowest: [{ questionId: 'a', ms: 100 }], targetMs: 30_000, perTopic: [], skipped: 0 };
    expect(await recordFinishedAttempt(db, { ...record, pacing })).toBe(true);
    expect(await recordFinishedAttempt(db, { ...record, pacing: null })).toBe(false);
    const [stored] = (await historyOf(db, 'guest', 'P')) as AttemptRecord[];
    expect(stored?.pacing).toEqual(pacing);
    await db.progressSnapshots.put({ key: 'guest|P', owner: 'guest', productId: 'P' } as never);
    expect(await adoptGuestHistory(db, 'guest', 'u1')).toBe(1);
    expect(await db.progressSnapshots.toArray()).toMatchObject([{ key: 'u1|P', owner: 'u1' }]);
    expect(await historyOf(db, 'guest', 'P')).toEqual([]);
    expect(await historyOf(db, 'u1', 'P')).toMatchObject([{ key: 'u1|P|t1|500', owner: 'u1' }]);
  });
});
