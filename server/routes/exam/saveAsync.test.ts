// The pagehide beacon: saveAsync authenticated by the token in its body, as JSON or text/plain, without XSRF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { api } from '../../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudProduct, entries, startEvent, syncCall } from '../../test/exam.ts';
import type { SyncRequest, SyncResponse } from '@domain/sync/protocol.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');

function beacon(userId: string, body: unknown, contentType = 'application/json') {
  // No XSRF pair and no Authorization header: a beacon carries neither.
  return app.fastify.inject({
    method: 'POST',
    url: api(`products/${productId}/tests/current/saveAsync/${userId}`),
    headers: { 'content-type': contentType },
    payload: JSON.stringify(body),
  });
}

async function user() {
  const userId = await insertTestUser(app);
  return { userId, token: await mintAccessToken(app, userId) };
}

const batch = (clientId: string, userId: string): SyncRequest => ({ clientId, entries: entries(clientId, productId, [startEvent(productId, userId, 3)]) });

describe('POST products/:productId/tests/:testId/saveAsync/:userId', () => {
  it.each(['application/json', 'text/plain;charset=UTF-8', 'text/plain'])('applies a batch sent as %s and answers 202', async (contentType) => {
    const { userId, token } = await user();
    const response = await beacon(userId, { ...batch('beacon', userId), accessToken: token }, contentType);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json<SyncResponse>();
    expect(body.results).toEqual([{ seq: 1, status: 'applied' }]);
    expect(body.states[productId]).toMatchObject({ state: { nQuestion: 3 } });
  });

  it('leaves entries for the next flush to confirm as duplicates', async () => {
    const { userId, token } = await user();
    expect((await beacon(userId, { ...batch('tab', userId), accessToken: token })).statusCode).toBe(202);
    const flushed = await syncCall(app, userId, token, batch('tab', userId));
    expect(flushed.json<SyncResponse>().results).toEqual([{ seq: 1, status: 'duplicate' }]);
  });

  it("refuses another user's token (403), an expired token (401), no token (401) and a guest (403)", async () => {
    const alice = await user();
    const bob = await user();
    expect((await beacon(bob.userId, { ...batch('x', bob.userId), accessToken: alice.token })).statusCode).toBe(403);
    const expired = await mintAccessToken(app, alice.userId, { clock: () => Date.now() - 2 * 3600_000 });
    const late = await beacon(alice.userId, { ...batch('x', alice.userId), accessToken: expired });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: 'unauthorized' });
    expect((await beacon(alice.userId, batch('x', alice.userId))).statusCode).toBe(401);
    expect((await beacon(alice.userId, { ...batch('x', alice.userId), accessToken: 'not-a-token' })).statusCode).toBe(401);
    expect((await beacon('guest', { ...batch('x', 'guest'), accessToken: alice.token })).statusCode).toBe(403);
  });

  it('refuses malformed bodies with 400 once the token is good', async () => {
    const { userId, token } = await user();
    expect((await beacon(userId, { clientId: 'x', entries: [], accessToken: token })).statusCode).toBe(400);
    const broken = await app.fastify.inject({ method: 'POST', url: api(`products/${productId}/tests/current/saveAsync/${userId}`), headers: { 'content-type': 'text/plain' }, payload: '{"accessToken":' });
    expect(broken.statusCode).toBe(400);
  });
});
