// POST exam-sync/:userId and GET exam-state: exactly-once apply, server-side scoring, rejections, guards, races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, XSRF_OK, type TestApp } from '../../test/helper.ts';
import { api, bearer } from '../../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudDemo, cloudProduct, entries, readBank, startEvent, syncCall, T0 } from '../../test/exam.ts';
import { appliedSyncEntries } from '../../db/schema.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import type { SyncResponse } from '@domain/sync/protocol.ts';
import type { OptionLetter } from '@domain/constants.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const bank = readBank('cloud-fundamentals', 'de');
const rightLetters = (n: number) => bank.questions[n - 1]!.correct;
const wrongLetter = (n: number): OptionLetter => bank.questions[n - 1]!.options.find((o) => !rightLetters(n).includes(o.letter))!.letter;
const pick = (question: number, picked: OptionLetter[], correct: boolean, at = T0 + question * 1000): ExamEvent => ({ type: 'answer.select', at, question, picked, correct });

async function signedIn() {
  const userId = await insertTestUser(app);
  return { userId, token: await mintAccessToken(app, userId) };
}

async function sync(userId: string, token: string, body: unknown): Promise<SyncResponse> {
  const response = await syncCall(app, userId, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SyncResponse>();
}

describe('POST exam-sync/:userId', () => {
  it('applies a batch and re-scores answers from the bank, whatever the device claimed', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const batch = entries('dev-a', productId, [
      startEvent(productId, userId, 3),
      pick(1, [...rightLetters(1)], false),
      pick(2, [wrongLetter(2)], true),
      { type: 'question.mark', at: T0 + 5000, question: 3, marked: true },
      { type: 'exam.submit', at: T0 + 6000 },
    ]);
    const response = await sync(userId, token, { clientId: 'dev-a', entries: batch });
    expect(response.results).toEqual(batch.map((entry) => ({ seq: entry.seq, status: 'applied' })));
    const { state } = response.states[productId]!;
    if (!state) throw new Error('the attempt has no state');
    expect(state.userSolution[1]).toMatchObject({ isCorrect: true, hasBeenAnswered: true });
    expect(state.userSolution[2]).toMatchObject({ isCorrect: false });
    expect(state).toMatchObject({ submittedResult: true, nRightQuestion: 1, passingScorePer: 33, failure: true, markedQuestions: [3] });
  });

  it('answers a repeated batch with duplicate and changes nothing', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const body = { clientId: 'dev-b', entries: entries('dev-b', productId, [startEvent(productId, userId, 5), pick(1, ['A'], true)]) };
    const first = await sync(userId, token, body);
    const again = await sync(userId, token, body);
    expect(again.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.states).toEqual(first.states);
  });

  it('rejects questions out of range and unknown products, and answers a retry with the same rejection', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudDemo('de');
    const body = {
      clientId: 'dev-c',
      entries: [
        ...entries('dev-c', productId, [startEvent(productId, userId, 10), pick(11, ['A'], true), { type: 'question.mark', at: T0 + 1, question: 12, marked: true }]),
        ...entries('dev-c', 'DE-eq-no-such-product', [startEvent('DE-eq-no-such-product', userId, 1)], 4),
        ...entries('dev-c', cloudProduct('de'), [pick(1, ['A'], true)], 5),
      ],
    };
    const expected = [
      { seq: 1, status: 'applied' },
      { seq: 2, status: 'rejected', reason: 'question-out-of-range' },
      { seq: 3, status: 'rejected', reason: 'question-out-of-range' },
      { seq: 4, status: 'rejected', reason: 'unknown-product' },
      { seq: 5, status: 'rejected', reason: 'no-attempt' },
    ];
    expect((await sync(userId, token, body)).results).toEqual(expected);
    expect((await sync(userId, token, body)).results).toEqual([{ seq: 1, status: 'duplicate' }, ...expected.slice(1)]);
  });

  it('refuses a start with more questions than the free demo has', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudDemo('de');
    const response = await sync(userId, token, { clientId: 'dev-d', entries: entries('dev-d', productId, [startEvent(productId, userId, 11)]) });
    expect(response.results).toEqual([{ seq: 1, status: 'rejected', reason: 'question-out-of-range' }]);
    expect(response.states[productId]?.state ?? null).toBeNull();
  });

  it('finalises a timed exam whose time ran out before a late answer', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const events = [startEvent(productId, userId, 4), pick(1, [...rightLetters(1)], true, T0 + 1000), pick(2, [...rightLetters(2)], true, T0 + 1_300_000)];
    const response = await sync(userId, token, { clientId: 'dev-e', entries: entries('dev-e', productId, events, 1, 'exam') });
    expect(response.states[productId]).toMatchObject({ mode: 'exam', state: { submittedResult: true, nRightQuestion: 1, stopDate: T0 + 1_200_000 } });
    expect(response.states[productId]!.state!.userSolution[2]).toBeUndefined();
  });

  it('applies concurrent identical batches once', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const events = [startEvent(productId, userId, 20), ...Array.from({ length: 20 }, (_, i) => pick(i + 1, ['A'], true, T0 + 1000 * (i + 1)))];
    const body = { clientId: 'dev-f', entries: entries('dev-f', productId, events) };
    const responses = await Promise.all([1, 2, 3].map(() => sync(userId, token, body)));
    for (const [index] of events.entries()) {
      const statuses = responses.map((r) => r.results[index]!.status).sort();
      expect(statuses).toEqual(['applied', 'duplicate', 'duplicate']);
    }
    const rows = await app.testDb.database.db.select().from(appliedSyncEntries).where(eq(appliedSyncEntries.userId, userId));
    expect(rows).toHaveLength(events.length);
    const [last] = await app.testDb.database.db.select().from(appliedSyncEntries).where(and(eq(appliedSyncEntries.userId, userId), eq(appliedSyncEntries.seq, 21)));
    expect(last?.outcome).toBe('applied');
  });

  it("refuses another user's path (403), a guest (403) and a missing token (401)", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const body = { clientId: 'dev-g', entries: entries('dev-g', cloudProduct('de'), [startEvent(cloudProduct('de'), alice.userId, 1)]) };
    expect((await syncCall(app, bob.userId, alice.token, body)).statusCode).toBe(403);
    expect((await syncCall(app, 'guest', alice.token, body)).statusCode).toBe(403);
    expect((await syncCall(app, 'guest', null, body)).statusCode).toBe(403);
    expect((await syncCall(app, alice.userId, null, body)).statusCode).toBe(401);
  });

  it.each<[string, (e: Record<string, unknown>) => unknown]>([
    ['no entries', () => ({ clientId: 'x', entries: [] })],
    ['201 entries', (e) => ({ clientId: 'x', entries: Array.from({ length: 201 }, (_, i) => ({ ...e, seq: i + 1, idempotencyKey: `x:${i + 1}` })) })],
    ['a letter beyond O', (e) => ({ clientId: 'x', entries: [{ ...e, event: { type: 'answer.select', at: T0, question: 1, picked: ['P'], correct: true } }] })],
    ['question 0', (e) => ({ clientId: 'x', entries: [{ ...e, event: { type: 'question.mark', at: T0, question: 0, marked: true } }] })],
    ['an unknown event type', (e) => ({ clientId: 'x', entries: [{ ...e, event: { type: 'exam.explode', at: T0 } }] })],
    ['an unknown property', (e) => ({ clientId: 'x', entries: [{ ...e, extra: 1 }] })],
    ['an extra event property', (e) => ({ clientId: 'x', entries: [{ ...e, event: { type: 'exam.pause', at: T0, why: 'tea' } }] })],
    ['a fractional time', (e) => ({ clientId: 'x', entries: [{ ...e, event: { type: 'exam.pause', at: 1.5 } }] })],
  ])('refuses a body with %s (400)', async (_label, build) => {
    const { userId, token } = await signedIn();
    const entry = { seq: 1, idempotencyKey: 'x:1', productId: cloudProduct('de'), mode: 'practice', event: { type: 'exam.pause', at: T0 } };
    const response = await syncCall(app, userId, token, build(entry));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });
});

describe('GET exam-state/:userId/:productId', () => {
  it('returns the attempt for resuming on another device, 404 before any, 403 for another user', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('at');
    const attempt = (await sync(userId, token, { clientId: 'dev-h', entries: entries('dev-h', productId, [startEvent(productId, userId, 2)], 1, 'exam') })).states[productId];
    const get = (id: string, user = userId, t = token) => app.fastify.inject({ url: api(`exam-state/${user}/${id}`), headers: { ...XSRF_OK, ...bearer(t) } });
    const found = await get(productId);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ productId: string; mode: string; state: LocalExamState }>()).toEqual({ productId, ...attempt });
    expect(attempt?.mode).toBe('exam');
    expect((await get(cloudDemo('at'))).statusCode).toBe(404);
    const other = await signedIn();
    expect((await get(productId, userId, other.token)).statusCode).toBe(403);
  });
});
