// The drill queue on a real Dexie (fake-indexeddb): a submitted attempt feeds its wrong and marked questions once,
// per learner; grading moves a card out of the due list.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ShopDatabase } from './db.ts';
import { countDueDrillCards, drillQuestionsOf, dueDrillCards, feedDrill, gradeDrillCard } from './drillCards.ts';
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
