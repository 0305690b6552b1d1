// The client's tests calls (src/features/exam/testsApi.ts) against the real server, signed in and as a guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initTest, listTests, saveTestStatus } from '../src/features/exam/testsApi.ts';
import type { ApiError } from '../src/api/client.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudDemo, cloudProduct } from '../server/test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');

describe('tests calls of the client', () => {
  it('creates, starts, submits and lists a test with the bearer token', async () => {
    const userId = await insertTestUser(app);
    const api = injectApiClient(app, await mintAccessToken(app, userId));
    const created = await initTest(api, { productId, testId: 'mock-1', userId, action: 'create', tdli: false, mode: 'exam', name: 'Mock 1', nQuestion: 10 });
    expect(created).toMatchObject({ result: 'created', test: { status: 'new' } });
    await saveTestStatus(api, { productId, testId: 'mock-1', userId, mode: 'exam', status: 'submitted', nRightQuestion: 8, passingScorePer: 80, failure: false });
    const listed = await listTests(api, productId, userId, 'exam');
    expect(listed).toMatchObject({ lastActiveTestId: 'mock-1', tests: [{ testId: 'mock-1', name: 'Mock 1', status: 'submitted', passingScorePer: 80 }] });
    const conflict = await saveTestStatus(api, { productId, testId: 'mock-1', userId, mode: 'exam', status: 'started' }).catch((error: ApiError) => error);
    expect(conflict).toMatchObject({ status: 409, code: 'test_submitted' });
  });

  it('answers a guest from the server while the tests stay on the device', async () => {
    const api = injectApiClient(app, null);
    // A free demo's questions come to anyone (a full product's only to its buyers: issue 13).
    const demo = await initTest(api, { productId: cloudDemo('de'), testId: 'g-0', userId: 'guest', action: 'create', tdli: true, mode: 'practice' });
    expect(demo.questions?.questions).toHaveLength(10);
    const refused = await initTest(api, { productId, testId: 'g-0', userId: 'guest', action: 'create', tdli: true, mode: 'practice' }).catch((error: ApiError) => error);
    expect(refused).toMatchObject({ status: 401 });
    const created = await initTest(api, { productId, testId: 'g-1', userId: 'guest', action: 'create', tdli: false, mode: 'practice' });
    expect(created.questions).toBeUndefined();
    expect(await saveTestStatus(api, { productId, testId: 'g-1', userId: 'guest', mode: 'practice', status: 'started' })).toEqual({ result: 'kept-on-device' });
    expect((await listTests(api, productId, 'guest', 'practice')).tests).toEqual([]);
  });
});
