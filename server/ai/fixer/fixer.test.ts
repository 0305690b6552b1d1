// The question fixer on a real database and the real exam sync: a planted wrong key with strong evidence (strong
// learners all choose the true answer) goes to the review list without a model, and with a (fake, local) model is
// fixed as a new question version, while an attempt started on the old version finishes with its original scoring.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { jsonCall } from '../../test/auth.ts';
import { entitledUser } from '../../test/commerce.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudProduct, entries, readBank, startEvent, syncCall, T0 } from '../../test/exam.ts';
import { bankQuestions, examAttempts, questionReviews, questionVersions } from '../../db/schema.ts';
import { createChatClient } from '../chatClient.ts';
import { blindAnswers, startFakeChatServer, type FakeChatServer } from '../test/fakeChatServer.ts';
import { runFixer } from './fixer.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { OptionLetter } from '@domain/constants.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';
import type { SyncResponse } from '@domain/sync/protocol.ts';

let app: TestApp;
let fake: FakeChatServer;
const bank = readBank('cloud-fundamentals', 'de');
const ids = bank.questions.slice(0, 10).map((q) => q.id);
const PLANTED = bank.questions[4]!; // cf-005
const TRUE_KEY = PLANTED.correct;
const WRONG_KEY: OptionLetter[] = [PLANTED.options.find((o) => !TRUE_KEY.includes(o.letter))!.letter];
const productId = cloudProduct('de');

const pick = (question: number, picked: readonly OptionLetter[], at: number): ExamEvent => ({ type: 'answer.select', at, question, picked: [...picked], correct: false });

async function learner() {
  const userId = await insertTestUser(app);
  return { userId, token: await mintAccessToken(app, userId) };
}

async function sync(on: { fastify: App['fastify'] }, userId: string, token: string, clientId: string, events: ExamEvent[], firstSeq = 1) {
  const response = await syncCall(on as TestApp, userId, token, { clientId, entries: entries(clientId, productId, events, firstSeq) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SyncResponse>().states[productId]!.state!;
}

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  fake = await startFakeChatServer();
  const db = app.testDb.database.db;
  // The planted wrong key, before anything reads the product.
  await db.update(bankQuestions).set({ correct: WRONG_KEY }).where(and(eq(bankQuestions.bankId, 'cloud-fundamentals'), eq(bankQuestions.locale, 'de'), eq(bankQuestions.questionId, PLANTED.id)));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('question fixer', () => {
  let inProgress: { userId: string; token: string };
  let versionBefore: string;
  // The product is sold: its questions are read as a buyer.
  let buyer: { headers: Record<string, string> };

  it('without a model puts the question on the review list with its evidence, and applies nothing', async () => {
    buyer = await entitledUser(app, [productId]);
    versionBefore = (await jsonCall(app, 'GET', `products/${productId}/questions`, undefined, { headers: buyer.headers })).json<ProductQuestions>().version;
    expect(versionBefore).toEqual(expect.any(String));
    // Twelve strong learners answer everything right by the true key, which the planted key marks wrong.
    for (let n = 0; n < 12; n++) {
      const { userId, token } = await learner();
      const events: ExamEvent[] = [startEvent(productId, userId, 10, T0, { questionIds: ids })];
      bank.questions.slice(0, 10).forEach((q, i) => events.push(pick(i + 1, q.correct, T0 + (i + 1) * 1000)));
      events.push({ type: 'exam.submit', at: T0 + 20_000 });
      const state = await sync(app, userId, token, `strong-${n}`, events);
      expect(state).toMatchObject({ submittedResult: true, nRightQuestion: 9 });
    }
    // Someone is in the middle of an attempt and answered the planted question by the key it was served with.
    inProgress = await learner();
    const state = await sync(app, inProgress.userId, inProgress.token, 'running', [
      startEvent(productId, inProgress.userId, 10, T0, { questionIds: ids }),
      pick(5, WRONG_KEY, T0 + 1000),
    ]);
    expect(state.userSolution[5]).toMatchObject({ isCorrect: true });

    const db = app.testDb.database.db;
    const report = await runFixer({ db, chat: null });
    expect(report.applied).toEqual([]);
    const [review] = await db.select().from(questionReviews).where(eq(questionReviews.questionId, PLANTED.id));
    expect(review).toMatchObject({ status: 'open', proposal: null, confidencePercent: null });
    expect(review!.evidence).toEqual(expect.arrayContaining(['key-nobody-picks', 'strong-learners-choose-distractor', `strong-learners-favour:${TRUE_KEY.join('+')}`]));
    // The sound questions the same learners answered are not suspect.
    expect(await db.$count(questionReviews, eq(questionReviews.questionId, ids[0]!))).toBe(0);
    expect(await db.$count(questionVersions)).toBe(0);
  });

  it('with a model fixes it as a new version; the running attempt keeps its scoring and finished ones never change', async () => {
    const db = app.testDb.database.db;
    fake.reset({
      question_fix: () => ({ content: { correct: TRUE_KEY, explanation: 'Korrigierte Erklärung.' } }),
      blind_answer: blindAnswers((text) => (text === PLANTED.text ? [...TRUE_KEY] : ['A'])),
    });
    const chat = createChatClient({ baseUrl: fake.baseUrl, apiKey: undefined, model: undefined, timeoutMs: 5_000 });
    const report = await runFixer({ db, chat });
    expect(report.applied).toEqual([{ bankId: 'cloud-fundamentals', locale: 'de', questionId: PLANTED.id, newId: `${PLANTED.id}.v2`, confidencePercent: 100 }]);
    const fixRequest = fake.requests.find((r) => r.response_format.json_schema.name === 'question_fix')!;
    expect(fixRequest).toMatchObject({ max_tokens: 4096, temperature: 0.7, top_p: 0.8 });
    expect((await db.select().from(questionReviews).where(eq(questionReviews.questionId, PLANTED.id)))[0]).toMatchObject({ status: 'applied', confidencePercent: 100 });
    // The bank itself is never edited.
    const [row] = await db.select().from(bankQuestions).where(and(eq(bankQuestions.bankId, 'cloud-fundamentals'), eq(bankQuestions.locale, 'de'), eq(bankQuestions.questionId, PLANTED.id)));
    expect(row!.correct).toEqual(WRONG_KEY);

    // Another server process (fresh caches) serves the new version under a new id and a new list version.
    const other = await buildApp({ database: app.testDb.database, config: app.config });
    await other.fastify.ready();
    try {
      const served = (await other.fastify.inject({ method: 'GET', url: `/api/2.0/eq/products/${productId}/questions`, headers: buyer.headers })).json<ProductQuestions>();
      expect(served.version).not.toBe(versionBefore);
      expect(served.questions[4]).toMatchObject({ id: `${PLANTED.id}.v2`, correct: TRUE_KEY, explanation: 'Korrigierte Erklärung.' });

      // The running attempt finishes on its version: its answer by the old key still counts.
      const finished = await sync(other, inProgress.userId, inProgress.token, 'running', [pick(1, bank.questions[0]!.correct, T0 + 2000), { type: 'exam.submit', at: T0 + 3000 }], 3);
      expect(finished).toMatchObject({ submittedResult: true, nRightQuestion: 2 });
      // A new attempt on the new version is scored by the fixed key.
      const fresh = await learner();
      const newIds = served.questions.slice(0, 10).map((q) => q.id);
      const state = await sync(other, fresh.userId, fresh.token, 'fresh', [startEvent(productId, fresh.userId, 10, T0, { questionIds: newIds }), pick(5, TRUE_KEY, T0 + 1000)]);
      expect(state.userSolution[5]).toMatchObject({ isCorrect: true });
      // Finished attempts are not rescored.
      const stored = await db.select({ state: examAttempts.state }).from(examAttempts).where(eq(examAttempts.productId, productId));
      expect(stored.filter((s) => s.state?.submittedResult && s.state.nRightQuestion === 9)).toHaveLength(12);
    } finally {
      await other.fastify.close();
    }
  });
});
