// Adopting a guest's progress at sign-in moves attempts and queued actions to the account, dropping nothing.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopDatabase } from './db.ts';
import { recordExamAction } from './examActions.ts';
import { adoptGuestProgress, findGuestProgress } from './guestProgress.ts';

let db: ShopDatabase;
beforeEach(() => {
  db = new ShopDatabase(`guest-${Math.random()}`);
});
afterEach(() => db.delete());

const T0 = 1_800_000_000_000;

describe('guest progress', () => {
  it('is found, then handed to the user with every queued action', async () => {
    const guest = { productId: 'DE-1', mode: 'practice' as const, owner: 'guest' };
    await recordExamAction(db, guest, { type: 'exam.start', at: T0, test: { nQuestionsToPass: 70, productId: 'DE-1', userId: 'guest' }, nQuestion: 3, timeToFinish: 1 });
    await recordExamAction(db, guest, { type: 'answer.select', at: T0 + 1, question: 1, picked: ['A'], correct: true });
    await recordExamAction(db, { ...guest, productId: 'DE-2', owner: 'u-other' }, { type: 'exam.start', at: T0, test: { nQuestionsToPass: 70, productId: 'DE-2', userId: 'u-other' }, nQuestion: 1, timeToFinish: 1 });

    expect(await findGuestProgress(db)).toEqual({ products: ['DE-1'], actions: 2 });
    expect(await adoptGuestProgress(db, 'u1')).toBe(1);

    expect(await findGuestProgress(db)).toEqual({ products: [], actions: 0 });
    const state = await db.examStates.get('DE-1');
    expect(state).toMatchObject({ owner: 'u1', state: { test: { userId: 'u1' } } });
    expect(state?.state?.userSolution[1]?.A).toBe(true);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.filter((e) => e.owner === 'u1')).toHaveLength(2);
    expect(outbox.find((e) => e.event.type === 'exam.start' && e.owner === 'u1')?.event).toMatchObject({ test: { userId: 'u1' } });
    expect(outbox.filter((e) => e.owner === 'u-other')).toHaveLength(1);
  });
});
