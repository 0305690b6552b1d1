// Forgot/reset password through the dev mailbox: no enumeration, single use, secret answer, expiry, sessions ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bearer, jsonCall, mailboxFor, manualClock, newSignedInUser, passwordGrant, refreshGrant, uniqueEmail } from '../../test/auth.ts';

const clock = manualClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'violet-canyon-river-77';

async function resetTokenFor(email: string, country?: string): Promise<{ token: string; link: string; subject: string; locale: string }> {
  const response = await jsonCall(app, 'POST', 'user/forgot-password', { email, ...(country ? { country } : {}) });
  expect(response.statusCode).toBe(202);
  const [mail] = await mailboxFor(app, email);
  const link = mail?.links.find((l) => l.includes('/auth/reset-password?token=')) ?? '';
  return { token: new URL(link).searchParams.get('token') ?? '', link, subject: mail?.subject ?? '', locale: mail?.locale ?? '' };
}

const checkToken = (token: string) => jsonCall(app, 'GET', `user/reset-password?token=${encodeURIComponent(token)}`);
const reset = (body: Record<string, string>) => jsonCall(app, 'POST', 'user/reset-password', body);

describe('forgot-password', () => {
  it('answers 202 { ok: true } for unknown and known accounts alike, and mails only the latter', async () => {
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await jsonCall(app, 'POST', 'user/forgot-password', { email: unknownEmail });
    const { email } = await newSignedInUser(app);
    const known = await jsonCall(app, 'POST', 'user/forgot-password', { email: email.toUpperCase() });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
    expect(await mailboxFor(app, unknownEmail)).toEqual([]);
    expect((await mailboxFor(app, email)).map((m) => m.subject)).toContain('Reset your password – Exam Quiz Shop');
  });

  it('links to the country’s reset page, in the learner’s language', async () => {
    const { email } = await newSignedInUser(app, { locale: 'de-AT', country: 'at' });
    const german = await resetTokenFor(email);
    expect(german.link).toMatch(/^http:\/\/localhost:3000\/at\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(german).toMatchObject({ subject: 'Passwort zurücksetzen – Exam Quiz Shop', locale: 'de' });

    const italian = await newSignedInUser(app, { country: 'it' });
    expect(await resetTokenFor(italian.email)).toMatchObject({ subject: 'Reimposta la tua password – Exam Quiz Shop', locale: 'it' });
    const fromFrance = await newSignedInUser(app);
    const french = await resetTokenFor(fromFrance.email, 'fr');
    expect(french).toMatchObject({ subject: expect.stringMatching(/^Réinitialisez/), locale: 'fr' });
    expect(french.link).toContain('/fr/auth/reset-password?token=');
  });

  it('sends at most 3 links an hour to one account', async () => {
    const { email } = await newSignedInUser(app);
    for (let i = 0; i < 5; i++) expect((await jsonCall(app, 'POST', 'user/forgot-password', { email })).statusCode).toBe(202);
    expect((await mailboxFor(app, email)).filter((m) => m.links.some((l) => l.includes('reset-password')))).toHaveLength(3);
  });
});

describe('reset-password', () => {
  it('resets once: new password works, old one and old sessions do not, the link is then invalid', async () => {
    const { email, password, tokens } = await newSignedInUser(app);
    const { token } = await resetTokenFor(email);
    expect((await checkToken(token)).json()).toEqual({ secretQuestion: null });
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(204);

    expect((await passwordGrant(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(app, email, password)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refreshGrant(app, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });

    const again = await reset({ token, password: 'another-new-password-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token', message: expect.any(String) });
    expect((await checkToken(token)).json()).toMatchObject({ error: 'invalid_token' });
  });

  it('requires the secret answer when one is set; a wrong one keeps the link usable', async () => {
    const { email, tokens } = await newSignedInUser(app);
    await jsonCall(app, 'PUT', 'user/secret-question', { question: 'Name of your first pet?', answer: 'Rex' }, { headers: bearer(tokens.access_token) });
    const { token } = await resetTokenFor(email);
    expect((await checkToken(token)).json()).toEqual({ secretQuestion: 'Name of your first pet?' });

    expect((await reset({ token, password: NEW_PASSWORD })).json()).toMatchObject({ error: 'wrong_secret_answer' });
    expect((await reset({ token, password: NEW_PASSWORD, secretAnswer: 'Fido' })).json()).toMatchObject({ error: 'wrong_secret_answer' });
    expect((await reset({ token, password: NEW_PASSWORD, secretAnswer: '  rEX ' })).statusCode).toBe(204);
    expect((await passwordGrant(app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the link after 5 wrong secret answers', async () => {
    const { email, tokens } = await newSignedInUser(app);
    await jsonCall(app, 'PUT', 'user/secret-question', { question: 'Favourite colour?', answer: 'green' }, { headers: bearer(tokens.access_token) });
    const { token } = await resetTokenFor(email);
    for (let i = 0; i < 5; i++) expect((await reset({ token, password: NEW_PASSWORD, secretAnswer: `guess${i}` })).json()).toMatchObject({ error: 'wrong_secret_answer' });
    expect((await reset({ token, password: NEW_PASSWORD, secretAnswer: 'green' })).json()).toMatchObject({ error: 'invalid_token' });
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const { email } = await newSignedInUser(app);
    const { token } = await resetTokenFor(email);
    expect((await reset({ token, password: 'password1' })).json()).toMatchObject({ error: 'weak_password' });
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('expires the link after 60 minutes', async () => {
    const { email } = await newSignedInUser(app);
    const { token } = await resetTokenFor(email);
    clock.advance(59 * 60_000);
    expect((await checkToken(token)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await checkToken(token)).json()).toMatchObject({ error: 'invalid_token' });
    expect((await reset({ token, password: NEW_PASSWORD })).json()).toMatchObject({ error: 'invalid_token' });
  });

  it('refuses made-up tokens and tokens of the other tenant', async () => {
    const { email } = await newSignedInUser(app);
    const { token } = await resetTokenFor(email);
    expect((await checkToken('made-up')).statusCode).toBe(400);
    expect((await jsonCall(app, 'GET', `user/reset-password?token=${token}`, undefined, { tenant: 'cq' })).json()).toMatchObject({ error: 'invalid_token' });
  });
});
