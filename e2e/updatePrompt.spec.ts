// The update prompt (issue 32): once a new version of the service worker waits, the page offers "A new version is
// available"; Reload hands over to it and the page reloads once. While an exam runs nothing is offered; the offer
// comes when the learner leaves the exam. The shop's own server on a copy of the build, whose sw.js the spec changes
// as a deploy would (Playwright cannot route the worker script's own update check).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/processes.ts';
import { appStarted } from './fixtures.ts';
import { controlledByServiceWorker } from './examPage.ts';

let server: ServerProcess | undefined;
let origin = '';
let staticDir = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-update-static-'));
  fs.cpSync(path.resolve('dist'), staticDir, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-update-data-'));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = startServerProcess(port, { STATIC_DIR: staticDir, DATA_DIR: path.join(dataDir, 'db'), PUBLIC_URL: origin, LOG_LEVEL: 'warn', PAGE_RENDER_TIMEOUT_MS: '30000' });
  await server.ready(180_000);
});

test.afterAll(async () => {
  await server?.stop();
  for (const dir of [staticDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A deploy of a new worker: the browser compares the script byte by byte, so one more line is a new version. */
function deployNewWorker(version: number) {
  const file = path.join(staticDir, 'sw.js');
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n// deploy ${version}\n`);
  for (const compressed of ['.br', '.gz']) fs.rmSync(file + compressed, { force: true });
}

const workerWaits = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
const updateOffer = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available.' });

test('a new version waits, is offered, and Reload brings it in with one reload', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/gb/');
  await appStarted(page);
  await controlledByServiceWorker(page);
  await expect(updateOffer(page)).toHaveCount(0);

  deployNewWorker(2);
  await page.reload();
  await appStarted(page);
  await expect(updateOffer(page)).toBeVisible({ timeout: 30_000 });
  expect(await workerWaits(page)).toBe(true);

  let loads = 0;
  page.on('load', () => (loads += 1));
  await updateOffer(page).getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  await appStarted(page);
  // The waiting version took over: nothing waits, nothing is offered, and the page did not reload again.
  expect(await workerWaits(page)).toBe(false);
  await expect(updateOffer(page)).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(loads).toBe(1);
  await context.close();
});

test('nothing is offered while an exam runs; the offer comes once the learner leaves it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/gb/it-certification/cloud/cloud-demo/quiz?mode=practice');
  await appStarted(page);
  await controlledByServiceWorker(page);
  await page.getByRole('button', { name: 'Start practising' }).click();
  await page.getByRole('dialog', { name: 'Name this test' }).getByRole('button', { name: 'Begin' }).click();
  await expect(page.locator('.question__options')).toBeVisible();

  deployNewWorker(3);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(() => workerWaits(page), { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  await expect(updateOffer(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(updateOffer(page)).toBeVisible();
  await context.close();
});
