// user/me edits and deletion, and user/secret-question.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bearer, jsonCall, newSignedInUser, passwordGrant, refreshGrant } from '../../test/auth.ts';
import { users } from '../../db/schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('PATCH user/me', () => {
  it('changes user name, locale and country, and clears them with null', async () => {
    const { tokens } = await newSignedInUser(app);
    const auth = { headers: bearer(tokens.access_token) };
    const changed = await jsonCall(app, 'PATCH', 'user/me', { userName: '  Maria  ', locale: 'pt-BR', country: 'BR' }, auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userName: 'Maria', locale: 'pt-BR', country: 'br' });
    expect((await jsonCall(app, 'PATCH', 'user/me', { locale: null, country: null }, auth)).json()).toMatchObject({ userName: 'Maria', locale: null, country: null });
    expect((await jsonCall(app, 'PATCH', 'user/me', {}, auth)).statusCode).toBe(200);
  });

  it('refuses bad values, unknown fields and callers without a token', async () => {
    const { tokens } = await newSignedInUser(app);
    const auth = { headers: bearer(tokens.access_token) };
    expect((await jsonCall(app, 'PATCH', 'user/me', { country: 'xx' }, auth)).json()).toMatchObject({ error: 'unknown_country' });
    expect((await jsonCall(app, 'PATCH', 'user/me', { userName: '   ' }, auth)).statusCode).toBe(400);
    expect((await jsonCall(app, 'PATCH', 'user/me', { email: 'other@example.com' }, auth)).statusCode).toBe(400);
    expect((await jsonCall(app, 'PATCH', 'user/me', { roles: ['admin'] }, auth)).statusCode).toBe(400);
    expect((await jsonCall(app, 'PATCH', 'user/me', { userName: 'x' })).statusCode).toBe(401);
  });
});

describe('PUT user/secret-question', () => {
  it('stores the question and only an argon2 hash of the trimmed, lower-cased answer', async () => {
    const { userId, tokens } = await newSignedInUser(app);
    const auth = { headers: bearer(tokens.access_token) };
    const response = await jsonCall(app, 'PUT', 'user/secret-question', { question: 'First school?', answer: '  Saint Mary ' }, auth);
    expect(response.statusCode).toBe(204);
    expect((await jsonCall(app, 'GET', 'user/me', undefined, auth)).json()).toMatchObject({ secretQuestion: 'First school?' });
    const [row] = await app.testDb.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.secretAnswerHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row?.secretAnswerHash ?? '', 'saint mary')).toBe(true);
  });

  it.each([
    [{ question: 'ab', answer: 'fine' }],
    [{ question: 'Fine question?', answer: 'x' }],
    [{ question: 'Fine question?', answer: '  x  ' }],
    [{ question: 'q'.repeat(201), answer: 'fine' }],
    [{ question: 'Fine question?' }],
  ])('refuses %j', async (body) => {
    const { tokens } = await newSignedInUser(app);
    expect((await jsonCall(app, 'PUT', 'user/secret-question', body, { headers: bearer(tokens.access_token) })).statusCode).toBe(400);
  });
});

describe('DELETE user/me', () => {
  it('needs the right password, then deletes the account and ends every session', async () => {
    const { email, password, tokens } = await newSignedInUser(app);
    const auth = { headers: bearer(tokens.access_token) };
    expect((await jsonCall(app, 'DELETE', 'user/me', {}, auth)).json()).toMatchObject({ error: 'password_required' });
    expect((await jsonCall(app, 'DELETE', 'user/me', { password: 'not-my-password' }, auth)).json()).toMatchObject({ error: 'wrong_password' });
    expect((await jsonCall(app, 'DELETE', 'user/me', { password }, auth)).statusCode).toBe(204);

    expect((await jsonCall(app, 'GET', 'user/me', undefined, auth)).statusCode).toBe(401);
    expect((await refreshGrant(app, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await passwordGrant(app, email, password)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('throttles password guesses made through it', async () => {
    const { tokens } = await newSignedInUser(app);
    const auth = { headers: bearer(tokens.access_token) };
    for (let i = 0; i < 5; i++) expect((await jsonCall(app, 'DELETE', 'user/me', { password: `guess-${i}-xyz` }, auth)).statusCode).toBe(400);
    const throttled = await jsonCall(app, 'DELETE', 'user/me', { password: 'guess-6-xyz' }, auth);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
  });
});
