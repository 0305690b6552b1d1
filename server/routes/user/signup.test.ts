// user/signup: e-mail and password rules, the same answer for new and registered addresses, confirmation by e-mailed
// link before the first sign-in, per-tenant uniqueness whatever the case, argon2id storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bearer, confirmationToken, confirmEmail, jsonCall, mailboxFor, newSignedInUser, passwordGrant, STRONG_PASSWORD, signUp, uniqueEmail } from '../../test/auth.ts';
import { users } from '../../db/schema.ts';
import { commonPasswords } from '../../auth/commonPasswords.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('password rules', () => {
  it('ships a list of at least 1,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(1000);
    expect(commonPasswords().has('password1')).toBe(true);
  });

  it.each([
    ['too short', 'abc1234', /at least 8 characters/],
    ['common', 'password1', /most common/],
    ['common in another case', 'SunShine', /most common/],
    ['common German', 'Passwort123', /most common/],
    ['too long', 'x'.repeat(1025), /at most 1024/],
  ])('refuses a %s password with 400 weak_password and a clear message', async (_name, password, message) => {
    const response = await signUp(app, { email: uniqueEmail(), password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'weak_password', message: expect.stringMatching(message) });
  });

  it('accepts a long passphrase of 1024 characters and a short uncommon one', async () => {
    expect((await signUp(app, { email: uniqueEmail(), password: 'word '.repeat(204) + 'last' })).statusCode).toBe(202);
    expect((await signUp(app, { email: uniqueEmail(), password: 'k9#Lm2!q' })).statusCode).toBe(202);
  });

  it('refuses the e-mail address as password', async () => {
    const email = uniqueEmail();
    expect((await signUp(app, { email, password: email })).json()).toMatchObject({ error: 'weak_password' });
  });
});

describe('accounts', () => {
  it.each(['not-an-email', 'a@b', 'two@@example.com', ' '])('refuses %j with 400 invalid_email', async (email) => {
    const response = await signUp(app, { email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_email' });
  });

  it('answers a registered address exactly like a new one, and e-mails its owner instead', async () => {
    const email = uniqueEmail('Case');
    await newSignedInUser(app, { email, country: 'de', userName: 'Anna' });
    const fresh = await signUp(app, { email: uniqueEmail(), password: STRONG_PASSWORD });
    const again = await signUp(app, { email: `  ${email.toUpperCase()} `, password: 'another-passphrase-9' });
    expect([again.statusCode, again.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ ok: true });
    const [notice] = await mailboxFor(app, email);
    expect(notice).toMatchObject({ subject: 'Jemand wollte mit Ihrer Adresse ein Konto erstellen – Exam Quiz Shop', locale: 'de' });
    expect(notice?.text).toContain('Hallo Anna,');
    expect(notice?.links).toEqual(['http://localhost:3000/de/auth/signin', 'http://localhost:3000/de/auth/forgot-password']);
    // The old password still signs in; the new one does not.
    expect((await passwordGrant(app, email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(app, email, 'another-passphrase-9')).statusCode).toBe(400);
  });

  it('makes a separate account for the same address in the other tenant', async () => {
    const email = uniqueEmail('tenant');
    await newSignedInUser(app, { email });
    const other = await newSignedInUser(app, { email }, { tenant: 'cq' });
    expect(other.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives one account to two parallel sign-ups with the same address: the first link opened wins', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([signUp(app, { email, password: STRONG_PASSWORD }), signUp(app, { email, password: 'second-passphrase-1' })]);
    expect(responses.map((r) => r.statusCode)).toEqual([202, 202]);
    const links = (await mailboxFor(app, email)).map((m) => new URL(m.links[0]!).searchParams.get('confirm')!);
    expect(links).toHaveLength(2);
    expect((await confirmEmail(app, links[0]!)).statusCode).toBe(200);
    const late = await confirmEmail(app, links[1]!);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'invalid_confirmation', message: expect.any(String) });
  });

  it('stores only an argon2id hash of the password', async () => {
    const { userId } = await newSignedInUser(app);
    const [row] = await app.testDb.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(STRONG_PASSWORD);
  });

  it('refuses unknown countries, bad locales and unknown fields', async () => {
    const base = { email: uniqueEmail(), password: STRONG_PASSWORD };
    expect((await signUp(app, { ...base, country: 'zz' })).json()).toMatchObject({ error: 'unknown_country' });
    expect((await signUp(app, { ...base, locale: 'not a locale' })).json()).toMatchObject({ error: 'validation_failed' });
    const extra = await signUp(app, { ...base, roles: ['admin'] } as Parameters<typeof signUp>[1]);
    expect(extra.statusCode).toBe(400);
  });
});

describe('confirmation by e-mail', () => {
  it('e-mails a link in the learner’s language; no account (and no sign-in) before it is opened', async () => {
    const email = uniqueEmail('willkommen');
    expect((await signUp(app, { email, password: STRONG_PASSWORD, country: 'at' })).statusCode).toBe(202);
    const [link] = await mailboxFor(app, email);
    expect(link).toMatchObject({ subject: 'Bestätigen Sie Ihre E-Mail-Adresse – Exam Quiz Shop', locale: 'de', sentAt: null });
    expect(link?.links[0]).toMatch(/^http:\/\/localhost:3000\/at\/auth\/signin\?confirm=[\w-]{43}$/);
    const before = await passwordGrant(app, email, STRONG_PASSWORD);
    expect([before.statusCode, before.json<{ error: string }>().error]).toEqual([400, 'invalid_grant']);

    const token = await confirmationToken(app, email);
    const confirmed = await confirmEmail(app, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email });
    const signedIn = await passwordGrant(app, email, STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const me = await jsonCall(app, 'GET', 'user/me', undefined, { headers: bearer(signedIn.json<{ access_token: string }>().access_token) });
    expect(me.json()).toMatchObject({ email, userName: email.split('@')[0], country: 'at', locale: null });
    const [welcome] = await mailboxFor(app, email);
    expect(welcome).toMatchObject({ subject: 'Willkommen bei Exam Quiz Shop', locale: 'de' });
  });

  it('works once', async () => {
    const email = uniqueEmail('once');
    await signUp(app, { email, password: STRONG_PASSWORD });
    const token = await confirmationToken(app, email);
    expect((await confirmEmail(app, token)).statusCode).toBe(200);
    expect((await confirmEmail(app, token)).json()).toMatchObject({ error: 'invalid_confirmation' });
  });

  it.each(['x', 'A'.repeat(43), ''])('refuses the token %j with a 4xx', async (token) => {
    const response = await confirmEmail(app, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('sends at most 3 sign-up e-mails an hour to one address', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 6; i++) expect((await signUp(app, { email, password: STRONG_PASSWORD })).statusCode).toBe(202);
    expect(await mailboxFor(app, email)).toHaveLength(3);
  });
});
