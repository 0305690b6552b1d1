// user/signup: e-mail and password rules, per-tenant uniqueness whatever the case, argon2id storage, welcome e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { mailboxFor, passwordGrant, STRONG_PASSWORD, signUp, uniqueEmail } from '../../test/auth.ts';
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
    expect((await signUp(app, { email: uniqueEmail(), password: 'word '.repeat(204) + 'last' })).statusCode).toBe(201);
    expect((await signUp(app, { email: uniqueEmail(), password: 'k9#Lm2!q' })).statusCode).toBe(201);
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

  it('refuses an address already taken in the tenant, whatever its case, with 409 email_taken', async () => {
    const email = uniqueEmail('Case');
    expect((await signUp(app, { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    const again = await signUp(app, { email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'email_taken' });
    // The other tenant is another shop: the same address makes a separate account there.
    expect((await signUp(app, { email, password: STRONG_PASSWORD }, { tenant: 'cq' })).statusCode).toBe(201);
  });

  it('gives one account to two parallel sign-ups with the same address', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([signUp(app, { email, password: STRONG_PASSWORD }), signUp(app, { email, password: STRONG_PASSWORD })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores only an argon2id hash of the password', async () => {
    const email = uniqueEmail();
    const created = await signUp(app, { email, password: STRONG_PASSWORD });
    const [row] = await app.testDb.database.db.select().from(users).where(eq(users.id, created.json().userId));
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

  it('sends a welcome e-mail in the learner’s language and can sign in at once', async () => {
    const email = uniqueEmail('willkommen');
    const created = await signUp(app, { email, password: STRONG_PASSWORD, country: 'at' });
    expect(created.json()).toMatchObject({ userName: email.split('@')[0], country: 'at', locale: null });
    const [welcome] = await mailboxFor(app, email);
    expect(welcome).toMatchObject({ subject: 'Willkommen bei Exam Quiz Shop', locale: 'de', sentAt: null });
    expect(welcome?.links).toEqual(['http://localhost:3000/at/auth/signin']);
    expect((await passwordGrant(app, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});
