// The developer mailbox: an HTML page with clickable links and a JSON list filtered by recipient; absent in production.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { signUp, STRONG_PASSWORD, uniqueEmail } from '../test/auth.ts';
import { loadConfig } from '../config.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('lists the newest messages, filters by recipient and makes links clickable', async () => {
  const first = uniqueEmail('first');
  const second = uniqueEmail('second');
  await signUp(app, { email: first, password: STRONG_PASSWORD, country: 'nl' });
  await app.jobs.settled(); // sign-up mails are written by jobs after the answer, in order here
  await signUp(app, { email: second, password: STRONG_PASSWORD, userName: '<b>Bold</b>' });

  await app.jobs.settled();
  const all = (await app.fastify.inject({ method: 'GET', url: '/dev/mailbox.json' })).json<{ to: string }[]>();
  expect(all.map((m) => m.to).slice(0, 2)).toEqual([second, first]);
  const filtered = (await app.fastify.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(first.toUpperCase())}` })).json();
  expect(filtered).toHaveLength(1);
  expect(filtered[0]).toMatchObject({ to: first, subject: 'Bevestig je e-mailadres – Exam Quiz Shop', locale: 'nl', links: [expect.stringMatching(/^http:\/\/localhost:3000\/nl\/auth\/signin\?confirm=/)] });
  const link = (filtered[0] as { links: string[] }).links[0]!;

  const page = await app.fastify.inject({ method: 'GET', url: '/dev/mailbox' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain(`<a href="${link}">${link}</a>`);
  expect(page.body).not.toContain('<b>Bold</b>');
  expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');
});

it('is not there in production', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
  expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
});
