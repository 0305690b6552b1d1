// The tests of a product (SPEC §7 "Tests"): list, init, saveStatus; guests, guards, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bearer, jsonCall } from '../../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudDemo, cloudProduct, entries, readBank, startEvent, syncCall, T0 } from '../../test/exam.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import type { SyncResponse } from '@domain/sync/protocol.ts';
import type { InitTestResponse, SaveTestStatusResponse, TestsList } from '@domain/exam/testsList.ts';
import { entitledUser } from '../../test/commerce.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');
const listPath = (userId: string, mode = 'practice', id = productId) => `products/${id}/tests/${userId}/${mode}`;
const testPath = (action: 'init' | 'saveStatus', testId: string, userId: string, id = productId) => `products/${id}/tests/${testId}/${action}/${userId}`;

async function user() {
  const userId = await insertTestUser(app);
  return { userId, headers: bearer(await mintAccessToken(app, userId)) };
}

interface Caller {
  userId: string;
  headers: Record<string, string>;
}
const list = async ({ userId, headers }: Caller, mode = 'practice') => (await jsonCall(app, 'GET', listPath(userId, mode), undefined, { headers })).json<TestsList>();
const init = ({ userId, headers }: Caller, testId: string, body: object) => jsonCall(app, 'POST', testPath('init', testId, userId), { action: 'create', tdli: false, mode: 'practice', ...body }, { headers });
const save = ({ userId, headers }: Caller, testId: string, body: object) => jsonCall(app, 'POST', testPath('saveStatus', testId, userId), { mode: 'practice', ...body }, { headers });

describe('tests of a product', () => {
  it('creates a test, keeps it on a second create and resets it on force_create', async () => {
    const caller = await user();
    expect(await list(caller)).toEqual({ productId, mode: 'practice', lastActiveTestId: null, tests: [] });

    const created = await init(caller, 't-1', { name: 'Mock 1', nQuestion: 20 });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json<InitTestResponse>();
    expect(first).toMatchObject({ result: 'created', test: { testId: 't-1', name: 'Mock 1', status: 'new', nQuestion: 20, nRightQuestion: null, passingScorePer: null, failure: null } });
    expect(first).not.toHaveProperty('questions');
    expect(new Date(first.test.createdAt).toISOString()).toBe(first.test.createdAt);

    const again = (await init(caller, 't-1', { name: 'Other', nQuestion: 5 })).json<InitTestResponse>();
    expect(again).toEqual({ result: 'exists', test: first.test });

    await save(caller, 't-1', { status: 'submitted', nRightQuestion: 15, passingScorePer: 75, failure: false });
    const forced = (await init(caller, 't-1', { action: 'force_create', nQuestion: 10 })).json<InitTestResponse>();
    expect(forced).toMatchObject({ result: 'created', test: { name: 'Mock 1', status: 'new', nQuestion: 10, nRightQuestion: null, passingScorePer: null, failure: null, createdAt: first.test.createdAt } });

    // Without name or nQuestion: the test id and all of the product's questions; exam mode is a list of its own.
    const plain = (await init(caller, 't-2', { mode: 'exam' })).json<InitTestResponse>();
    expect(plain.test).toMatchObject({ name: 't-2', nQuestion: 100 });
    expect((await list(caller)).tests.map((test) => test.testId)).toEqual(['t-1']);
    expect((await list(caller, 'exam')).tests.map((test) => test.testId)).toEqual(['t-2']);
  });

  it('sends the questions with the test when tdli is true, to a buyer of the full product', async () => {
    const caller = await entitledUser(app, [productId]);
    const response = (await init(caller, 'demo-1', { tdli: true })).json<InitTestResponse>();
    const questions = await jsonCall(app, 'GET', `products/${productId}/questions`, undefined, { headers: caller.headers });
    expect(response.questions).toEqual(questions.json());
    expect(response.result).toBe('created');
  });

  it("refuses a full product's questions through tdli too: 403 not_entitled without the product, 401 for a guest", async () => {
    const refused = await init(await user(), 'demo-2', { tdli: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_entitled' });
    expect((await init({ userId: 'guest', headers: {} }, 'g-2', { tdli: true })).statusCode).toBe(401);
    // A free demo's questions stay public.
    const demo = await jsonCall(app, 'POST', testPath('init', 'g-3', 'guest', cloudDemo('de')), { action: 'create', tdli: true, mode: 'practice' });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json<InitTestResponse>().questions?.productId).toBe(cloudDemo('de'));
  });

  it('lists oldest first, with the most recently updated as the last active test', async () => {
    const caller = await user();
    for (const testId of ['t-a', 't-b', 't-c']) await init(caller, testId, {});
    expect((await list(caller)).lastActiveTestId).toBe('t-c');
    await save(caller, 't-a', { status: 'started' });
    const listed = await list(caller);
    expect(listed.tests.map((test) => test.testId)).toEqual(['t-a', 't-b', 't-c']);
    expect(listed.lastActiveTestId).toBe('t-a');
    expect(listed.tests[0]).toMatchObject({ status: 'started' });
  });

  it('saves statuses; submitted is final, saving it again changes nothing, starting it again is a conflict', async () => {
    const caller = await user();
    await init(caller, 't-1', { nQuestion: 4 });
    const started = await save(caller, 't-1', { status: 'started' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<SaveTestStatusResponse>()).toMatchObject({ result: 'saved', test: { status: 'started' } });

    const submitted = (await save(caller, 't-1', { status: 'submitted', nRightQuestion: 3, passingScorePer: 75, failure: false })).json<SaveTestStatusResponse>();
    expect(submitted).toMatchObject({ result: 'saved', test: { status: 'submitted', nRightQuestion: 3, passingScorePer: 75, failure: false } });
    const again = await save(caller, 't-1', { status: 'submitted', nRightQuestion: 0, passingScorePer: 0, failure: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(submitted);

    const restarted = await save(caller, 't-1', { status: 'started' });
    expect(restarted.statusCode).toBe(409);
    expect(restarted.json()).toMatchObject({ error: 'test_submitted', message: expect.any(String) });

    const unknown = await save(caller, 't-9', { status: 'started' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'unknown_test' });
    expect((await save(caller, 't-1', { mode: 'exam', status: 'submitted', nRightQuestion: 1, passingScorePer: 10, failure: true })).statusCode).toBe(404);
  });

  it('answers guests without storing anything', async () => {
    const guest = { userId: 'guest', headers: {} };
    expect(await list(guest)).toEqual({ productId, mode: 'practice', lastActiveTestId: null, tests: [] });
    const created = await init(guest, 'g-1', { name: 'Mine', nQuestion: 5 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<InitTestResponse>()).toMatchObject({ result: 'created', test: { testId: 'g-1', name: 'Mine', status: 'new', nQuestion: 5 } });
    expect((await save(guest, 'g-1', { status: 'submitted', nRightQuestion: 1, passingScorePer: 20, failure: true })).json()).toEqual({ result: 'kept-on-device' });
    expect((await list(guest)).tests).toEqual([]);
  });

  it('answers 404 for unknown products, 403 for another user, 401 without a token', async () => {
    const caller = await user();
    const unknown = 'DE-eq-no-such-product';
    for (const [method, path, body] of [
      ['GET', listPath(caller.userId, 'practice', unknown), undefined],
      ['POST', testPath('init', 't-1', caller.userId, unknown), { action: 'create', tdli: false, mode: 'practice' }],
      ['POST', testPath('saveStatus', 't-1', caller.userId, unknown), { mode: 'practice', status: 'started' }],
      ['GET', listPath('guest', 'practice', unknown), undefined],
    ] as const) {
      const response = await jsonCall(app, method, path, body, { headers: caller.headers });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ error: 'unknown_product', message: expect.any(String) });
    }
    const other = await user();
    expect((await jsonCall(app, 'GET', listPath(caller.userId), undefined, { headers: other.headers })).statusCode).toBe(403);
    expect((await init({ ...caller, headers: other.headers }, 't-1', {})).statusCode).toBe(403);
    expect((await save({ ...caller, headers: other.headers }, 't-1', { status: 'started' })).statusCode).toBe(403);
    expect((await init({ ...caller, headers: {} }, 't-1', {})).statusCode).toBe(401);
    expect((await list(other)).tests).toEqual([]);
  });

  it('refuses hostile and out-of-range input with a 400', async () => {
    const caller = await user();
    await init(caller, 't-1', {});
    const bad: [string, Awaited<ReturnType<typeof init>>][] = [
      ['unknown property', await init(caller, 't-2', { extra: 1 })],
      ['unknown action', await init(caller, 't-2', { action: 'delete' })],
      ['tdli missing', await jsonCall(app, 'POST', testPath('init', 't-2', caller.userId), { action: 'create', mode: 'practice' }, { headers: caller.headers })],
      ['name too long', await init(caller, 't-2', { name: 'x'.repeat(81) })],
      ['name with a NUL', await init(caller, 't-2', { name: 'a\u0000b' })],
      ['blank name', await init(caller, 't-2', { name: '   ' })],
      ['no questions', await init(caller, 't-2', { nQuestion: 0 })],
      ['more questions than the product has', await jsonCall(app, 'POST', testPath('init', 't-2', caller.userId, cloudDemo('de')), { action: 'create', tdli: false, mode: 'practice', nQuestion: 11 }, { headers: caller.headers })],
      ['odd test id', await init(caller, 'a%20b', {})],
      ['unknown mode', await jsonCall(app, 'GET', listPath(caller.userId, 'flashCard'), undefined, { headers: caller.headers })],
      ['status new', await save(caller, 't-1', { status: 'new' })],
      ['score above 100', await save(caller, 't-1', { status: 'submitted', passingScorePer: 101 })],
      ['negative right answers', await save(caller, 't-1', { status: 'submitted', nRightQuestion: -1 })],
      ['huge right answers', await save(caller, 't-1', { status: 'submitted', nRightQuestion: 2 ** 40 })],
      ['submitted without its results', await save(caller, 't-1', { status: 'submitted', nRightQuestion: 3 })],
      ['array body', await jsonCall(app, 'POST', testPath('saveStatus', 't-1', caller.userId), [], { headers: caller.headers })],
    ];
    for (const [label, response] of bad) {
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await list(caller)).tests).toMatchObject([{ testId: 't-1', status: 'new' }]);
  });
});

describe('tests kept in step by exam sync', () => {
  const bank = readBank('cloud-fundamentals', 'de');
  const right = (question: number, at = T0 + question * 1000): ExamEvent => ({ type: 'answer.select', at, question, picked: [...bank.questions[question - 1]!.correct], correct: true });

  async function signedIn() {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    return { userId, token, headers: bearer(token) };
  }

  async function sync(caller: { userId: string; token: string }, clientId: string, events: ExamEvent[], firstSeq = 1, mode: 'practice' | 'exam' = 'practice') {
    const response = await syncCall(app, caller.userId, caller.token, { clientId, entries: entries(clientId, productId, events, firstSeq, mode) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SyncResponse>();
  }

  it('starts the named test on exam.start and submits it with the score on exam.submit', async () => {
    const caller = await signedIn();
    const named = { testId: 'sync-1', testName: 'Synced mock' };
    const started = await sync(caller, 'dev-a', [startEvent(productId, caller.userId, 4, T0, named), right(1)]);
    expect(started.states[productId]).toMatchObject({ state: { testId: 'sync-1', testName: 'Synced mock' } });
    expect((await list(caller)).tests).toMatchObject([{ testId: 'sync-1', name: 'Synced mock', status: 'started', nQuestion: 4, nRightQuestion: null }]);

    await sync(caller, 'dev-a', [right(2), { type: 'exam.submit', at: T0 + 10_000 }], 3);
    const listed = await list(caller);
    expect(listed.lastActiveTestId).toBe('sync-1');
    expect(listed.tests).toMatchObject([{ testId: 'sync-1', status: 'submitted', nRightQuestion: 2, passingScorePer: 50, failure: true }]);

    // Submitted is final: a status save or a start without restart leaves it; a restart of the same test resets it.
    expect((await save(caller, 'sync-1', { status: 'started' })).statusCode).toBe(409);
    await sync(caller, 'dev-a', [startEvent(productId, caller.userId, 4, T0 + 20_000, named)], 5);
    expect((await list(caller)).tests[0]).toMatchObject({ status: 'submitted', nRightQuestion: 2 });
    await sync(caller, 'dev-a', [{ type: 'exam.submit', at: T0 + 21_000 }], 6);
    expect((await list(caller)).tests[0]).toMatchObject({ status: 'submitted', nRightQuestion: 2 });
    await sync(caller, 'dev-a', [startEvent(productId, caller.userId, 3, T0 + 30_000, { ...named, restart: true })], 7);
    expect((await list(caller)).tests[0]).toMatchObject({ status: 'started', nQuestion: 3, nRightQuestion: null, passingScorePer: null, failure: null });
  });

  it('marks a test abandoned when a new test or the other mode replaces its attempt before it is submitted', async () => {
    const caller = await signedIn();
    await sync(caller, 'dev-e', [startEvent(productId, caller.userId, 4, T0, { testId: 'p-1', testName: 'First' }), right(1)]);
    // Another tab or device starts the same test again: nothing is replaced.
    await sync(caller, 'dev-e', [startEvent(productId, caller.userId, 4, T0 + 1000, { testId: 'p-1', testName: 'First' })], 3);
    expect((await list(caller)).tests).toMatchObject([{ testId: 'p-1', status: 'started' }]);

    await sync(caller, 'dev-e', [startEvent(productId, caller.userId, 4, T0 + 2000, { testId: 'p-2', testName: 'Second', restart: true })], 4);
    expect((await list(caller)).tests).toMatchObject([
      { testId: 'p-1', status: 'abandoned' },
      { testId: 'p-2', status: 'started' },
    ]);

    // A timed exam replaces the practice attempt: the practice test is abandoned, the exam test runs.
    await sync(caller, 'dev-e', [startEvent(productId, caller.userId, 4, T0 + 3000, { testId: 'e-1', testName: 'Exam' })], 5, 'exam');
    expect((await list(caller)).tests.map((test) => [test.testId, test.status])).toEqual([
      ['p-1', 'abandoned'],
      ['p-2', 'abandoned'],
    ]);
    expect((await list(caller, 'exam')).tests).toMatchObject([{ testId: 'e-1', status: 'started' }]);

    // A submitted test stays submitted when the next one starts.
    await sync(caller, 'dev-e', [{ type: 'exam.submit', at: T0 + 4000 }], 6, 'exam');
    await sync(caller, 'dev-e', [startEvent(productId, caller.userId, 4, T0 + 5000, { testId: 'e-2', testName: 'Exam 2' })], 7, 'exam');
    expect((await list(caller, 'exam')).tests.map((test) => [test.testId, test.status])).toEqual([
      ['e-1', 'submitted'],
      ['e-2', 'started'],
    ]);
  });

  it('submits, with its score, a timed exam whose time ran out before a practice test replaced it', async () => {
    const caller = await signedIn();
    await sync(caller, 'dev-f', [startEvent(productId, caller.userId, 2, T0, { testId: 'late-exam', testName: 'Timed' }), right(1)], 1, 'exam');
    // The 20 minutes are long over when the learner starts practising on the same product.
    await sync(caller, 'dev-f', [startEvent(productId, caller.userId, 2, T0 + 3_600_000, { testId: 'p-after', testName: 'Practice' })], 3);
    expect((await list(caller, 'exam')).tests).toMatchObject([{ testId: 'late-exam', status: 'submitted', nRightQuestion: 1, passingScorePer: 50, failure: true }]);
    expect((await list(caller)).tests).toMatchObject([{ testId: 'p-after', status: 'started' }]);
  });

  it('submits the test when a timed exam runs out, and leaves attempts without a test out of the list', async () => {
    const caller = await signedIn();
    await sync(caller, 'dev-b', [startEvent(productId, caller.userId, 2, T0, { testId: 'timed-1' }), right(1), right(2, T0 + 1_300_000)], 1, 'exam');
    expect((await list(caller, 'exam')).tests).toMatchObject([{ testId: 'timed-1', name: 'timed-1', status: 'submitted', nRightQuestion: 1, passingScorePer: 50 }]);

    const other = await signedIn();
    await sync(other, 'dev-c', [startEvent(productId, other.userId, 2), { type: 'exam.submit', at: T0 + 5000 }]);
    expect((await list(other)).tests).toEqual([]);
  });

  it('refuses a sync start with a bad test id or name', async () => {
    const caller = await signedIn();
    for (const extra of [{ testId: 'a b' }, { testName: '' }, { testName: 'x'.repeat(81) }, { testName: 'tab\there' }, { testName: 'half \uD83D pair' }]) {
      const body = { clientId: 'dev-d', entries: entries('dev-d', productId, [startEvent(productId, caller.userId, 2, T0, extra)]) };
      expect((await syncCall(app, caller.userId, caller.token, body)).statusCode, JSON.stringify(extra)).toBe(400);
    }
    // A name beyond the Basic Multilingual Plane is fine: its surrogates are paired.
    const body = { clientId: 'dev-d', entries: entries('dev-d', productId, [startEvent(productId, caller.userId, 2, T0, { testId: 'emoji-1', testName: 'Mock 😀' })]) };
    expect((await syncCall(app, caller.userId, caller.token, body)).statusCode).toBe(200);
    expect((await list(caller)).tests).toMatchObject([{ testId: 'emoji-1', name: 'Mock 😀' }]);
  });
});
