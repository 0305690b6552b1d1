// A learner answering through a 20-second database outage (issue 36): the shop's own server on PostgreSQL, reached
// through a fault proxy (server/test/faultProxy.ts) that stops the database. The exam goes on, the page says the
// server cannot be reached and the answers are kept on the device; once the database is back they are all sent, and
// the server holds every one of them. Runs where PostgreSQL answers (CI sets TEST_DATABASE_URL); skipped elsewhere.
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createDatabase, dropDatabase, postgresAnswers, POSTGRES_URL } from '../server/test/postgres.ts';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/processes.ts';
import { startFaultProxy, type FaultProxy } from '../server/test/faultProxy.ts';
import { appStarted } from './fixtures.ts';
import { signUpAndConfirm } from './signUpAndConfirm.ts';
import { buyWithTestCard } from './buyProduct.ts';
import { answerCurrent, controlledByServiceWorker, localAttempt, PASSWORD, productIdOf, QUIZ, session } from './examPage.ts';

const baseUrl = process.env.TEST_DATABASE_URL ?? POSTGRES_URL;
const name = `e2e_outage_${crypto.randomBytes(4).toString('hex')}`;
let server: ServerProcess | undefined;
let database: FaultProxy | undefined;
let origin = '';

test.beforeAll(async () => {
  test.skip(!(await postgresAnswers(baseUrl)), 'no PostgreSQL answers here');
  test.setTimeout(240_000);
  await createDatabase(baseUrl, name);
  const direct = new URL(baseUrl);
  direct.pathname = `/${name}`;
  database = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  direct.port = String(database.port);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = startServerProcess(port, {
    DATABASE_URL: direct.toString(),
    STATIC_DIR: path.resolve('dist'),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PAGE_RENDER_TIMEOUT_MS: '30000',
  });
  await server.ready(180_000);
});

test.afterAll(async () => {
  await server?.stop();
  await database?.close();
  if (server) await dropDatabase(baseUrl, name);
});

test('a learner answering through a 20-second database outage sees "server unreachable, your answers are kept", then everything synced', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signUpAndConfirm(page, { email: `outage-${Date.now()}@example.com`, password: PASSWORD });
  const productId = await productIdOf(context);
  await buyWithTestCard(page, productId);
  await page.goto(QUIZ);
  await appStarted(page);
  await controlledByServiceWorker(page);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await page.getByLabel('Name of this test').fill('Through the outage');
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await answerCurrent(page);
  await expect(page.getByText('All answers are saved in your account.')).toBeVisible({ timeout: 20_000 });

  // The database stops: the learner keeps answering; the page says where the answers are.
  database!.stop();
  const outageStarted = Date.now();
  for (let question = 2; question <= 4; question++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await answerCurrent(page);
  }
  await expect(page.getByText(/^The server cannot be reached right now\. Your answers are kept on this device \(\d+ waiting\)/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForTimeout(Math.max(0, 20_000 - (Date.now() - outageStarted)));

  // Back: the outbox drains (after the server's Retry-After), the page says so, the server holds all four answers.
  database!.start();
  await expect(page.getByText('All answers are saved in your account.')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await localAttempt(page, productId)).outbox, { timeout: 30_000 }).toBe(0);
  const { user, login } = await session(page);
  const state = (await (await page.request.get(`/api/2.0/eq/exam-state/${user!.userId}/${productId}`, { headers: { authorization: `Bearer ${login!.access_token}` } })).json()) as {
    state: { userSolution: Record<string, unknown> };
  };
  const local = await localAttempt(page, productId);
  expect(Object.keys(local.state!.userSolution)).toHaveLength(4);
  expect(Object.keys(state.state.userSolution).sort()).toEqual(Object.keys(local.state!.userSolution).sort());
  expect(server!.exitCode()).toBeUndefined();
  await context.close();
});
