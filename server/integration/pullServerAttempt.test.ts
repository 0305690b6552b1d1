// A second device picks up the attempt the first device synced, merged with its own answers.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopDatabase } from '../../src/db/db.ts';
import { pullServerAttempt } from '../../src/features/exam/pullServerAttempt.ts';
import { recordExamAction } from '../../src/db/examActions.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { cloudDemo, entries, startEvent, syncCall, T0 } from '../test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('pullServerAttempt', () => {
  it("merges the server's attempt into the device's, answer by answer", async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const productId = cloudDemo('de');
    const start = startEvent(productId, userId, 10, T0);
    const firstDevice = await syncCall(app, userId, token, {
      clientId: 'device-a',
      entries: entries('device-a', productId, [start, { type: 'answer.select', at: T0 + 100, question: 1, picked: ['A'], correct: true }]),
    });
    expect(firstDevice.statusCode).toBe(200);

    const db = new ShopDatabase(`pull-${Math.random()}`);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, start);
    await recordExamAction(db, { productId, mode: 'practice', owner: userId }, { type: 'answer.select', at: T0 + 200, question: 2, picked: ['B'], correct: false });

    expect(await pullServerAttempt(injectApiClient(app, token), db, userId, productId, 'practice')).toBe(true);
    const stored = await db.examStates.get(productId);
    expect(Object.keys(stored!.state!.userSolution).sort()).toEqual(['1', '2']);
    expect(await db.outbox.count()).toBe(2); // the device's own actions still go to the server
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
