// Revocation at once: a deleted account, a password reset and "sign out everywhere" make every access and refresh
// token of the user fail with 401 on the very next request, on every route and on every API process.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, XSRF_OK, type TestApp } from '../../test/helper.ts';
import { api, bearer, jsonCall, newSignedInUser, passwordGrant, refreshGrant } from '../../test/auth.ts';
import { createPasswordResets } from '../../auth/passwordResets.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudProduct, entries, startEvent } from '../../test/exam.ts';
import { users } from '../../db/schema.ts';
import { defaultProductConfig } from '@domain/config/defaults.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');

/** Every route that takes a userId, plus user/me, each with a body that would succeed for a live user. */
function userCalls(userId: string, token: string) {
  const sync = { clientId: 'revoked-device', entries: entries('revoked-device', productId, [startEvent(productId, userId, 3)]) };
  return [
    ['POST', `products/${productId}/config/save/${userId}`, defaultProductConfig(userId, 100)],
    ['GET', `products/${productId}/config/load/${userId}`, undefined],
    ['DELETE', `products/${productId}/config/resetDefault/${userId}/practice`, undefined],
    ['DELETE', `products/${productId}/config/delete/${userId}/exam`, undefined],
    ['GET', `products/${productId}/tests/${userId}/practice`, undefined],
    ['POST', `products/${productId}/tests/t-1/init/${userId}`, { action: 'create', tdli: false, mode: 'practice' }],
    ['POST', `products/${productId}/tests/t-1/saveStatus/${userId}`, { mode: 'practice', status: 'in_progress' }],
    ['POST', `exam-sync/${userId}`, sync],
    ['GET', `exam-state/${userId}/${productId}`, undefined],
    ['POST', `products/${productId}/tests/current/saveAsync/${userId}`, { ...sync, accessToken: token }],
    ['POST', `votes/${userId}`, { productId, rating: 5 }],
    ['GET', `user/${userId}/recent-products`, undefined],
    ['GET', 'user/me', undefined],
    ['PATCH', 'user/me', { userName: 'Still here?' }],
    ['POST', 'user/me/sign-out-everywhere', {}],
  ] as const;
}

async function expectRefused(target: App | TestApp, userId: string, token: string): Promise<void> {
  const answers: string[] = [];
  for (const [method, path, body] of userCalls(userId, token)) {
    const response = await target.fastify.inject({
      method,
      url: api(path),
      headers: { ...XSRF_OK, ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    answers.push(`${method} ${path.replace(userId, ':userId')} → ${response.statusCode} ${response.json<{ error?: string }>().error}`);
  }
  expect(answers).toEqual(userCalls(userId, token).map(([method, path]) => `${method} ${path.replace(userId, ':userId')} → 401 unauthorized`));
}

describe('a deleted account', () => {
  it('has every token refused with 401 on every route that takes a userId, never a 5xx', async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    await app.testDb.database.db.delete(users).where(eq(users.id, userId));
    await expectRefused(app, userId, token);
  });

  it('deleted through DELETE user/me: its access and refresh tokens stop at once', async () => {
    const { userId, password, tokens } = await newSignedInUser(app);
    const deleted = await jsonCall(app, 'DELETE', 'user/me', { password }, { headers: bearer(tokens.access_token) });
    expect(deleted.statusCode).toBe(204);
    await expectRefused(app, userId, tokens.access_token);
    expect((await refreshGrant(app, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('sign out everywhere', () => {
  it('revokes the access and refresh tokens of every device, this one included', async () => {
    const phone = await newSignedInUser(app);
    const laptop = (await passwordGrant(app, phone.email, phone.password)).json<{ access_token: string; refresh_token: string }>();
    expect((await jsonCall(app, 'GET', 'user/me', undefined, { headers: bearer(laptop.access_token) })).statusCode).toBe(200);

    const signedOut = await jsonCall(app, 'POST', 'user/me/sign-out-everywhere', undefined, { headers: bearer(phone.tokens.access_token) });
    expect(signedOut.statusCode, signedOut.body).toBe(204);

    await expectRefused(app, phone.userId, phone.tokens.access_token);
    await expectRefused(app, phone.userId, laptop.access_token);
    for (const refresh of [phone.tokens.refresh_token, laptop.refresh_token]) {
      expect((await refreshGrant(app, refresh)).json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('also through GET oauth/revoke-token without x-refresh-token (the old "all sessions" call)', async () => {
    const { userId, tokens } = await newSignedInUser(app);
    const response = await app.fastify.inject({ method: 'GET', url: api('oauth/revoke-token'), headers: bearer(tokens.access_token) });
    expect(response.json()).toEqual({ revoked: true });
    await expectRefused(app, userId, tokens.access_token);
  });

  it('a new sign-in afterwards works again', async () => {
    const { email, password, tokens } = await newSignedInUser(app);
    await jsonCall(app, 'POST', 'user/me/sign-out-everywhere', {}, { headers: bearer(tokens.access_token) });
    const again = (await passwordGrant(app, email, password)).json<{ access_token: string }>();
    expect((await jsonCall(app, 'GET', 'user/me', undefined, { headers: bearer(again.access_token) })).statusCode).toBe(200);
  });

  it('holds on another API process at once (two apps on one database, no shared memory)', async () => {
    const other = await buildApp({ database: app.testDb.database, config: app.config });
    await other.fastify.ready();
    try {
      const { userId, tokens } = await newSignedInUser(app);
      expect((await other.fastify.inject({ method: 'GET', url: api('user/me'), headers: bearer(tokens.access_token) })).statusCode).toBe(200);
      await jsonCall(app, 'POST', 'user/me/sign-out-everywhere', {}, { headers: bearer(tokens.access_token) });
      await expectRefused(other, userId, tokens.access_token);
    } finally {
      await other.fastify.close();
    }
  });
});

describe('a password reset', () => {
  it('ends every session: old access and refresh tokens are refused', async () => {
    const { userId, tokens } = await newSignedInUser(app);
    const raw = await createPasswordResets(app.testDb.database.db, Date.now, 30).issue(userId);
    const reset = await jsonCall(app, 'POST', 'user/reset-password', { token: raw, password: 'a-brand-new-passphrase-7' });
    expect(reset.statusCode, reset.body).toBe(204);
    await expectRefused(app, userId, tokens.access_token);
    expect((await refreshGrant(app, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});
