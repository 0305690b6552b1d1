// What a product page reads from the device before the exam engine loads: the attempt as the simulator stored it,
// the saved setups per mode and the owner's due review cards.
import { describe, expect, it } from 'vitest';
import { ShopDatabase, type StoredDrillCard } from './db.ts';
import { recordExamAction } from './examActions.ts';
import { readProductSummary } from './productSummary.ts';
import { saveSetup } from './productConfigs.ts';
import type { QuizSetup } from '../domain/config/setup.ts';

describe('readProductSummary', () => {
  it('reads the attempt unpacked, the setups of both modes and only the due cards of that owner and product', async () => {
    const db = new ShopDatabase(`summary-${Math.random()}`);
    const context = { productId: 'P-sum', mode: 'exam' as const, owner: 'u1' };
    await recordExamAction(db, context, { type: 'exam.start', at: 1, test: { nQuestionsToPass: 50, productId: 'P-sum', userId: 'u1' }, nQuestion: 3, timeToFinish: 600_000 });
    await recordExamAction(db, context, { type: 'answer.select', at: 2, question: 2, picked: ['B'], correct: true });
    const setup = { nQuestions: 20 } as unknown as QuizSetup;
    await saveSetup(db, 'P-sum', 'practice', setup);
    const card = (owner: string, questionId: string, dueAt: number): StoredDrillCard => ({
      key: `${owner}|P-sum|${questionId}`,
      owner,
      productId: 'P-sum',
      questionId,
      reason: 'wrong',
      fedBy: 't@1',
      updatedAt: 1,
      dueAt,
      stability: 1,
      difficulty: 5,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 'new',
      lastReviewAt: null,
    });
    // Due at 100: u1's q1; not yet: u1's q2; another learner's card does not count.
    await db.drillCards.bulkPut([card('u1', 'q1', 50), card('u1', 'q2', 500), card('u2', 'q1', 50)]);

    const summary = await readProductSummary('P-sum', 'u1', 100, db);
    expect(summary.stored).toEqual(await db.examStates.get('P-sum'));
    expect(summary.stored?.state?.userSolution[2]?.B).toBe(true);
    expect(summary.setups).toEqual({ practice: setup });
    expect(summary.dueCards).toBe(1);
    await db.delete();
  });

  it('finds nothing on a device that never stored anything', async () => {
    const db = new ShopDatabase(`summary-none-${Math.random()}`);
    expect(await readProductSummary('P-none', 'guest', Date.now(), db)).toEqual({ stored: null, setups: {}, dueCards: 0 });
    await db.delete();
  });
});
