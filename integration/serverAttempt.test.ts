// The device and the server's attempt: the server's view comes back with each sync reply and is taken once the
// device has nothing of that product left to send; opening a product pulls another device's attempt only then.
// The first case is the defect of issue 10: a pause made offline, then a browser restart, used to come back as a
// running exam on the page while the server kept it paused, with clocks 9-54 s apart.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopDatabase } from '../src/db/db.ts';
import { recordExamAction } from '../src/db/examActions.ts';
import { pullServerAttempt } from '../src/features/exam/pullServerAttempt.ts';
import { httpSyncTransport } from '../src/features/sync/httpTransport.ts';
import { flushOutbox } from '../src/features/sync/syncEngine.ts';
import { remainingMs } from '@domain/exam/clock.ts';
import type { ExamEvent } from '@domain/exam/events.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudDemo, cloudProduct, entries, startEvent, syncCall, T0 } from '../server/test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

async function serverAttempt(userId: string, token: string, productId: string) {
  return injectApiClient(app, token).request<{ mode: string; state: import('@domain/exam/types.ts').LocalExamState | null }>(
    `exam-state/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`,
  );
}

describe('the server attempt on the device', () => {
  it('keeps a pause made offline through a browser restart, sends it when back online, and both clocks agree', async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const productId = cloudProduct('de');
    const context = { productId, mode: 'exam' as const, owner: userId };
    const now = Date.now();
    const name = `restart-${Math.random()}`;
    const api = injectApiClient(app, token);

    // Online: the exam starts and an answer reaches the server.
    const before = new ShopDatabase(name);
    await recordExamAction(before, context, { ...startEvent(productId, userId, 10, now - 60_000), timeToFinish: 1_200_000 } as ExamEvent);
    await recordExamAction(before, context, { type: 'answer.select', at: now - 50_000, question: 1, picked: ['A'], correct: true });
    expect(await flushOutbox(before, httpSyncTransport(api), userId)).toMatchObject({ kind: 'done', applied: 2 });
    // Offline: the learner pauses, then the browser is closed.
    await recordExamAction(before, context, { type: 'exam.pause', at: now - 40_000 });
    before.close();

    // The browser opens again, online: opening the product must not undo the pause with the server's older copy.
    const after = new ShopDatabase(name);
    expect(await pullServerAttempt(api, after, userId, productId, 'exam')).toBe(false);
    expect((await after.examStates.get(productId))?.state?.pause).toBe(true);
    expect(await flushOutbox(after, httpSyncTransport(api), userId)).toMatchObject({ kind: 'done', applied: 1 });

    const local = (await after.examStates.get(productId))!.state!;
    const server = (await serverAttempt(userId, token, productId)).state!;
    expect(local.pause).toBe(true);
    expect(server.pause).toBe(true);
    const at = Date.now();
    expect(Math.abs(remainingMs(local, at) - remainingMs(server, at))).toBeLessThan(1_000);
    expect(remainingMs(local, at)).toBe(1_200_000 - 20_000);
    await after.delete();
  });

  it("takes another device's answers from the sync reply, with no second request", async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const productId = cloudDemo('de');
    const start = startEvent(productId, userId, 10, T0);
    const otherDevice = await syncCall(app, userId, token, {
      clientId: 'device-a',
      entries: entries('device-a', productId, [start, { type: 'answer.select', at: T0 + 100, question: 1, picked: ['A'], correct: true }]),
    });
    expect(otherDevice.statusCode).toBe(200);

    const db = new ShopDatabase(`reply-${Math.random()}`);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, start);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, { type: 'answer.select', at: T0 + 200, question: 2, picked: ['B'], correct: false });
    const requests: string[] = [];
    const api = injectApiClient(app, token, { onRequest: (path) => requests.push(path) });
    expect(await flushOutbox(db, httpSyncTransport(api), userId)).toMatchObject({ kind: 'done', applied: 2 });
    const stored = await db.examStates.get(productId);
    expect(Object.keys(stored!.state!.userSolution).sort()).toEqual(['1', '2']);
    expect(await db.outbox.count()).toBe(0);
    expect(requests).toEqual([`exam-sync/${userId}`]);
    await db.delete();
  });

  it("joins another device's attempt while this device still has actions to send, losing none of them", async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const productId = cloudDemo('de');
    const start = startEvent(productId, userId, 10, T0);
    await syncCall(app, userId, token, { clientId: 'device-a', entries: entries('device-a', productId, [start, { type: 'answer.select', at: T0 + 100, question: 1, picked: ['A'], correct: true }]) });
    const db = new ShopDatabase(`pending-${Math.random()}`);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, start);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, { type: 'answer.select', at: T0 + 200, question: 2, picked: ['B'], correct: false });
    const api = injectApiClient(app, token);
    expect(await pullServerAttempt(api, db, userId, productId, 'practice')).toBe(true);
    expect(Object.keys((await db.examStates.get(productId))!.state!.userSolution).sort()).toEqual(['1', '2']);
    expect(await db.outbox.count()).toBe(2);
    await flushOutbox(db, httpSyncTransport(api), userId);
    const server = await api.request<{ state: unknown }>(`exam-state/${userId}/${productId}`);
    expect((await db.examStates.get(productId))!.state).toEqual(server.state);
    await db.delete();
  });

  it("pulls another device's attempt when the device has sent everything", async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const productId = cloudDemo('de');
    const start = startEvent(productId, userId, 10, T0);
    const db = new ShopDatabase(`pull-${Math.random()}`);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, start);
    const api = injectApiClient(app, token);
    await flushOutbox(db, httpSyncTransport(api), userId);
    await syncCall(app, userId, token, { clientId: 'device-b', entries: entries('device-b', productId, [{ type: 'answer.select', at: T0 + 300, question: 3, picked: ['C'], correct: false }]) });

    expect(await pullServerAttempt(api, db, userId, productId, 'practice')).toBe(true);
    expect(Object.keys((await db.examStates.get(productId))!.state!.userSolution)).toEqual(['3']);
    await db.delete();
  });

  it('changes nothing when the server has no attempt', async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const db = new ShopDatabase(`pull-${Math.random()}`);
    expect(await pullServerAttempt(injectApiClient(app, token), db, userId, cloudDemo('de'), 'practice')).toBe(false);
    expect(await db.examStates.count()).toBe(0);
    await db.delete();
  });
});
