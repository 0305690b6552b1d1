// Item difficulties on a real database: learners' stored attempts give each question a difficulty from the first
// answers, kept per bank and shipped with the product's questions (the readiness estimate reads them offline).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { insertTestUser } from '../test/users.ts';
import { cloudDemo, T0 } from '../test/exam.ts';
import { examAttempts, users } from '../db/schema.ts';
import { ATTEMPTS_PAGE_SIZE, computeItemDifficulties } from './itemDifficulties.ts';
import { readItemDifficulties } from './storedDifficulties.ts';
import { loadProductQuestions } from '../services/productQuestions.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

function attempt(productId: string, userId: string, ids: string[], right: (index: number) => boolean): LocalExamState {
  const userSolution = Object.fromEntries(ids.map((_, i) => [i + 1, { hasBeenAnswered: true, isCorrect: right(i), answeredAt: T0 + i, A: true }]));
  return {
    productId,
    startDate: T0,
    stopDate: T0 + 60_000,
    timeToFinish: 60_000,
    pause: false,
    pausedRemainingMs: null,
    submittedResult: true,
    userSolution,
    markedQuestions: [],
    nRightQuestion: 0,
    passingScorePer: 0,
    failure: true,
    lastModified: T0 + 60_000,
    test: { nQuestionsToPass: 70, productId, userId },
    nQuestion: ids.length,
    questionIds: ids,
  } as unknown as LocalExamState;
}

describe('item difficulties', () => {
  it('are computed from the first answers and shipped with the bank', async () => {
    const productId = cloudDemo('de');
    const questions = (await app.fastify.inject({ method: 'GET', url: `/api/2.0/eq/products/${productId}/questions` })).json<ProductQuestions>();
    expect(questions.difficulties).toBeUndefined();
    const ids = questions.questions.slice(0, 4).map((q) => q.id);
    const db = app.testDb.database.db;
    // Everyone gets the first question right and the last wrong; the middle ones are mixed.
    for (let l = 0; l < 12; l++) {
      const userId = await insertTestUser(app);
      await db.insert(examAttempts).values({ userId, productId, mode: 'practice', state: attempt(productId, userId, ids, (i) => i === 0 || (i < 3 && (l + i) % 2 === 0)) });
    }
    expect(await computeItemDifficulties(db)).toMatchObject({ banks: 1, items: 4, firstAnswers: 48 });
    const stored = await readItemDifficulties(db, 'cloud-fundamentals', 'de');
    const b = (i: number) => stored!.items[ids[i]!]!.b;
    expect(b(0)).toBeLessThan(b(1));
    expect(b(2)).toBeLessThan(b(3));
    expect(stored!.items[ids[0]!]!.n).toBe(12);

    // The product's questions carry them (the route serves this payload once its one-minute cache has passed).
    const shipped = await loadProductQuestions(db, 'eq', productId);
    expect(Object.keys(shipped!.payload.difficulties ?? {})).toEqual(ids);
  });

  it('reads the attempts page by page: more than two pages of them, each counted once', async () => {
    const productId = cloudDemo('de');
    const db = app.testDb.database.db;
    const before = await computeItemDifficulties(db);
    const ids = (await loadProductQuestions(db, 'eq', productId))!.payload.questions.slice(0, 4).map((q) => q.id);
    const learners = 2 * ATTEMPTS_PAGE_SIZE + 7;
    const userIds = Array.from({ length: learners }, () => crypto.randomUUID());
    for (let from = 0; from < learners; from += 250) {
      const chunk = userIds.slice(from, from + 250);
      await db.insert(users).values(chunk.map((id) => ({ id, tenant: 'eq', email: `${id}@example.com`, emailKey: `${id}@example.com`, loginMethod: 'password' as const, userName: id, createdAt: new Date() })));
      await db.insert(examAttempts).values(chunk.map((userId) => ({ userId, productId, mode: 'practice' as const, state: attempt(productId, userId, ids, (i) => i === 0) })));
    }
    const after = await computeItemDifficulties(db);
    expect(after).toMatchObject({ banks: before.banks, firstAnswers: before.firstAnswers + 4 * learners });
    const stored = await readItemDifficulties(db, 'cloud-fundamentals', 'de');
    expect(stored!.items[ids[0]!]!.n).toBe(12 + learners);
  });
});
