// Offline from the first visit (issue 24): a fresh browser opens a product page once, online; once the page says
// "Available offline" it reloads offline into the same page (not "Oops, there was an error") and the learner's
// answers are kept. The worker takes control only after the page has fetched its catalog and questions, so this
// holds only because the page hands it what it fetched (src/app/offlineWarmUp.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitingForTheApp, type Page } from './fixtures.ts';
import { buyWithTestCard } from './buyProduct.ts';
import { answerCurrent, localAttempt, productIdOf, QUIZ, questionGrid, signUp } from './examPage.ts';
import { translation } from './translations.ts';

const DEMO = '/us/it-certification/cloud/cloud-demo/quiz?mode=exam';

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
  expect(serious, what).toEqual([]);
}

async function demoProductId(page: Page): Promise<string> {
  const catalog = await (await page.request.get('/api/2.0/eq/buy/getProductCatalog?country=us')).json();
  return catalog['it-certification'].categories.cloud.products.find((p: { productNameUrl: string }) => p.productNameUrl === 'cloud-demo').productId as string;
}

test('first visit to the free demo: ready offline, then a reload offline opens the exam and keeps an answer', async ({ page, context }) => {
  await page.goto(DEMO);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Available offline' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'product page with the offline status');

  await context.setOffline(true);
  await page.reload();
  // Its test setup opens offline too.
  await page.getByRole('link', { name: 'Set up the test' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your test' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await answerCurrent(page);
  await expect((await questionGrid(page)).getByRole('button', { name: /^Question 1, answered/ })).toBeVisible();
  const local = await localAttempt(page, await demoProductId(page));
  expect(Object.keys(local.state!.userSolution)).toHaveLength(1);
  await context.setOffline(false);
});

test('first visit on this device to a bought Full Product: a running exam reloads offline and records the next answer', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // Sign up and buy in another browser profile; this device starts with the session only (no worker, no caches).
  const elsewhere = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const setup = await elsewhere.newPage();
  await signUp(setup);
  const productId = await productIdOf(elsewhere);
  await buyWithTestCard(setup, productId);
  const storageState = await elsewhere.storageState();
  await elsewhere.close();

  const context = await browser.newContext({ baseURL, storageState });
  const page = waitingForTheApp(await context.newPage());
  await page.goto(QUIZ);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await page.getByLabel('Name of this test').fill('First visit');
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await answerCurrent(page);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Available offline' })).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('dialog', { name: 'Continue where you left off?' }).getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // Leaving the page paused the exam: go on with it.
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await answerCurrent(page);
  const local = await localAttempt(page, productId);
  expect(Object.keys(local.state!.userSolution)).toHaveLength(2);
  expect(local.outbox).toBeGreaterThanOrEqual(1);
  await context.close();
});

test('offline, a country site never opened here says so and offers what the device holds; /dev/ pages are never the app', async ({ page, context }) => {
  await page.goto(DEMO);
  await expect(page.getByRole('status').filter({ hasText: 'Available offline' })).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.goto('/de/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'You are offline'));
  const kept = page.getByRole('region', { name: translation('de', 'Available offline on this device') });
  await expect(kept.getByRole('link')).toHaveCount(2); // the demo's page and the US shop
  await expectAccessible(page, 'offline page');
  await kept.getByRole('link', { name: 'Cloud quiz (free demo)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud quiz (free demo)');
  await context.setOffline(false);

  // The dev mailbox is the server's page: the worker does not answer it with the app shell.
  const mailbox = await page.goto('/dev/mailbox');
  expect(mailbox?.fromServiceWorker()).toBe(false);
});
