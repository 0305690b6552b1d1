// Exam sync, batch-level behaviour: a key repeated inside one batch, overlapping batches racing, the reply's states
// being the attempt the batch produced (mode, pause, clock, answers) as GET exam-state then serves it, and a second
// server process (its own database handle) writing the same attempt in between and at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { createTestApp, XSRF_OK, type TestApp } from '../../test/helper.ts';
import { api, bearer } from '../../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudProduct, entries, networkingProduct, startEvent, syncCall, T0 } from '../../test/exam.ts';
import * as schema from '../../db/schema.ts';
import { appliedSyncEntries } from '../../db/schema.ts';
import type { Db } from '../../db/open.ts';
import { applySyncRequest } from '../../services/examSync.ts';
import { createQuestionSource } from '../../services/productQuestions.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { SyncRequest, SyncResponse } from '@domain/sync/protocol.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

async function signedIn() {
  const userId = await insertTestUser(app);
  return { userId, token: await mintAccessToken(app, userId) };
}

async function sync(userId: string, token: string, body: unknown): Promise<SyncResponse> {
  const response = await syncCall(app, userId, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SyncResponse>();
}

const pick = (question: number, at = T0 + question * 1000): ExamEvent => ({ type: 'answer.select', at, question, picked: ['A'], correct: true });

async function claimsOf(userId: string) {
  return app.testDb.database.db.select().from(appliedSyncEntries).where(eq(appliedSyncEntries.userId, userId));
}

describe('exam sync batches', () => {
  it('answers a key repeated inside one batch like a retry: applied once, then duplicate or the same refusal', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const [start, answer] = entries('dev-r', productId, [startEvent(productId, userId, 5), pick(1)]);
    const refused = { seq: 3, idempotencyKey: 'dev-r:3', productId: 'DE-eq-no-such-product', mode: 'practice' as const, event: pick(1) };
    const body = { clientId: 'dev-r', entries: [start!, answer!, { ...answer!, seq: 4 }, refused, { ...refused, seq: 5 }] };
    const response = await sync(userId, token, body);
    expect(response.results).toEqual([
      { seq: 1, status: 'applied' },
      { seq: 2, status: 'applied' },
      { seq: 4, status: 'duplicate' },
      { seq: 3, status: 'rejected', reason: 'unknown-product' },
      { seq: 5, status: 'rejected', reason: 'unknown-product' },
    ]);
    expect(response.states[productId]?.state?.userSolution[1]).toMatchObject({ hasBeenAnswered: true });
    expect(response.states['DE-eq-no-such-product']).toBeNull();
    expect((await claimsOf(userId)).map((row) => [row.idempotencyKey, row.outcome]).sort()).toEqual([
      ['dev-r:1', 'applied'],
      ['dev-r:2', 'applied'],
      ['dev-r:3', 'rejected'],
    ]);
  });

  it('applies each entry of overlapping batches sent at once exactly once', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    await sync(userId, token, { clientId: 'dev-o', entries: entries('dev-o', productId, [startEvent(productId, userId, 40)]) });
    const answers = entries('dev-o', productId, Array.from({ length: 40 }, (_, i) => pick(i + 1)), 2);
    const batches = [answers.slice(0, 25), answers.slice(15), [...answers.slice(10, 30)].reverse()];
    const responses = await Promise.all(batches.map((batch) => sync(userId, token, { clientId: 'dev-o', entries: batch })));
    const applied = responses.flatMap((response) => response.results.filter((result) => result.status === 'applied').map((result) => result.seq));
    expect(applied.sort((a, b) => a - b)).toEqual(answers.map((entry) => entry.seq));
    expect(await claimsOf(userId)).toHaveLength(41);
    const attempt = await app.fastify.inject({ url: api(`exam-state/${userId}/${productId}`), headers: { ...XSRF_OK, ...bearer(token) } });
    const { state } = attempt.json<{ state: { userSolution: Record<string, unknown> } }>();
    expect(Object.keys(state.userSolution)).toHaveLength(40);
  });

  it("replies with each product's mode and state as the batch left them, the same the server then serves", async () => {
    const { userId, token } = await signedIn();
    const exam = cloudProduct('de');
    const practice = networkingProduct('de');
    const body = {
      clientId: 'dev-s',
      entries: [
        ...entries('dev-s', exam, [startEvent(exam, userId, 4), pick(1), { type: 'exam.pause', at: T0 + 60_000 }], 1, 'exam'),
        ...entries('dev-s', practice, [startEvent(practice, userId, 3), { type: 'question.mark', at: T0 + 1, question: 2, marked: true }], 4),
      ],
    };
    const { states } = await sync(userId, token, body);
    expect(states[exam]).toMatchObject({
      mode: 'exam',
      state: { pause: true, pausedRemainingMs: 1_200_000 - 60_000, startDate: T0, stopDate: T0 + 1_200_000, submittedResult: false, userSolution: { 1: { A: true } } },
    });
    expect(states[practice]).toMatchObject({ mode: 'practice', state: { pause: false, markedQuestions: [2], nQuestion: 3 } });
    for (const productId of [exam, practice]) {
      const served = await app.fastify.inject({ url: api(`exam-state/${userId}/${productId}`), headers: { ...XSRF_OK, ...bearer(token) } });
      expect(served.json()).toEqual({ productId, ...states[productId] });
    }
    // A retry of the whole batch changes nothing and answers with the same states.
    expect((await sync(userId, token, body)).states).toEqual(states);
  });
});

describe('exam sync from two server processes', () => {
  /** Another process on the same database: its own handle. */
  function otherProcess(): (userId: string, request: SyncRequest) => Promise<SyncResponse> {
    const { database } = app.testDb;
    const client = (database.db as unknown as { $client: unknown }).$client;
    const db = (database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, schema }) : drizzlePg({ client: client as pg.Pool, schema })) as unknown as Db;
    const questions = createQuestionSource(db, 'eq');
    return (userId, request) => applySyncRequest(db, questions, userId, request);
  }

  it('applies each batch to the attempt as the other process left it, and replies with it', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const other = otherProcess();
    const batch = (clientId: string, events: ExamEvent[], firstSeq: number) => ({ clientId, entries: entries(clientId, productId, events, firstSeq) });

    await sync(userId, token, batch('dev-a', [startEvent(productId, userId, 10), pick(1)], 1));
    const otherWrote = await other(userId, batch('dev-b', [pick(2)], 1));
    expect(Object.keys(otherWrote.states[productId]!.state!.userSolution)).toEqual(['1', '2']);
    // This process wrote the attempt before the other one did: it applies to the row as the other left it.
    const next = await sync(userId, token, batch('dev-a', [pick(3)], 3));
    expect(Object.keys(next.states[productId]!.state!.userSolution)).toEqual(['1', '2', '3']);
    await other(userId, batch('dev-b', [{ type: 'question.mark', at: T0 + 9000, question: 4, marked: true }], 2));
    // A batch of duplicates changes nothing here, and still replies with the attempt as it is now.
    const again = await sync(userId, token, batch('dev-a', [pick(3)], 3));
    expect(again.results).toEqual([{ seq: 3, status: 'duplicate' }]);
    expect(again.states[productId]!.state).toMatchObject({ markedQuestions: [4], userSolution: { 1: {}, 2: {}, 3: {} } });

    const served = await app.fastify.inject({ url: api(`exam-state/${userId}/${productId}`), headers: { ...XSRF_OK, ...bearer(token) } });
    expect(served.json()).toEqual({ productId, ...again.states[productId] });
    expect((await claimsOf(userId)).map((row) => row.idempotencyKey).sort()).toEqual(['dev-a:1', 'dev-a:2', 'dev-a:3', 'dev-b:1', 'dev-b:2']);
  });

  it('applies concurrent batches from both processes exactly once', async () => {
    const { userId, token } = await signedIn();
    const productId = cloudProduct('de');
    const other = otherProcess();
    await sync(userId, token, { clientId: 'dev-c', entries: entries('dev-c', productId, [startEvent(productId, userId, 60)]) });
    await other(userId, { clientId: 'dev-d', entries: entries('dev-d', productId, [pick(60)]) });
    const here = (n: number) => ({ clientId: 'dev-c', entries: entries('dev-c', productId, [pick(n)], n + 1) });
    const there = (n: number) => ({ clientId: 'dev-d', entries: entries('dev-d', productId, [pick(n + 30)], n + 1) });
    const rounds = Array.from({ length: 25 }, (_, i) => i + 1);
    const replies = await Promise.all(rounds.flatMap((n) => [sync(userId, token, here(n)), other(userId, there(n))]));
    expect(replies.flatMap((reply) => reply.results.map((result) => result.status))).toEqual(replies.map(() => 'applied'));
    const served = await app.fastify.inject({ url: api(`exam-state/${userId}/${productId}`), headers: { ...XSRF_OK, ...bearer(token) } });
    expect(Object.keys(served.json<{ state: { userSolution: object } }>().state.userSolution)).toHaveLength(51);
    expect(await claimsOf(userId)).toHaveLength(52);
  });
});
