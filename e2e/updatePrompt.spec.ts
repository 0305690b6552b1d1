// A new version of the app (a new service worker) is offered, never forced (ARCHITECTURE.md §5): workbox-window
// (src/app/pwa.ts) sees the new worker waiting, the app shows "A new version is available", Reload asks the worker to
// take over and reloads once it controls the page. During a running exam the offer is not shown.
import { expect, test, type Page } from '@playwright/test';

/** Serves the worker with one more line from now on: to the browser a new version, installed beside the old one. */
async function publishNewWorker(page: Page) {
  await page.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// a new version ${Date.now()}\n` });
  });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
const controllerScript = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { active: registration?.active?.state, waiting: registration?.waiting !== null && registration?.waiting !== undefined };
  });

test('a waiting version is offered, and Reload brings it in with one reload', async ({ page }) => {
  await page.goto('/gb/');
  await controlled(page);
  const offer = page.getByRole('status').filter({ hasText: 'A new version is available.' });
  await expect(offer).toHaveCount(0);

  await publishNewWorker(page);
  await expect(offer).toBeVisible({ timeout: 30_000 });
  expect((await controllerScript(page)).waiting).toBe(true);

  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await controlled(page);
  // The new worker controls the page and nothing waits any more.
  await expect.poll(async () => (await controllerScript(page)).waiting, { timeout: 15_000 }).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available.' })).toHaveCount(0);
});

test('no offer while an exam runs', async ({ page }) => {
  await page.goto('/gb/it-certification/cloud/cloud-demo/quiz?mode=exam');
  await controlled(page);
  await page.getByRole('button', { name: /Start the free demo|Start your exam/ }).click();
  await page.getByRole('dialog', { name: 'Name this test' }).getByRole('button', { name: 'Begin' }).click();
  await expect(page.locator('.question__options').first()).toBeVisible({ timeout: 20_000 });

  await publishNewWorker(page);
  await expect.poll(async () => (await controllerScript(page)).waiting, { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available.' })).toHaveCount(0);
});
