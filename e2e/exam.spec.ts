// The exam simulator's promise: a timed exam keeps running offline, survives reloads and closed tabs, and every
// answer reaches the server once the connection is back; one tab writes at a time.
import { expect, test } from './fixtures.ts';
import { buyWithTestCard } from './buyProduct.ts';
import { answerCurrent, controlledByServiceWorker, goToQuestion, localAttempt, options, productIdOf, QUIZ, questionGrid, session, signUp } from './examPage.ts';

test('a timed exam runs offline through reloads and a closed tab, and syncs every answer when back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const productId = await productIdOf(context);
  await buyWithTestCard(page, productId);
  await page.goto(QUIZ);
  await controlledByServiceWorker(page);
  await page.reload();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  // The exam-mode dialog names the test.
  await page.getByLabel('Name of this test').fill('Offline mock exam');
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await context.setOffline(true);
  for (let question = 1; question <= 3; question++) {
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.reload();
  await page.getByRole('dialog', { name: 'Continue where you left off?' }).getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await goToQuestion(page, 2);
  await expect(options(page).first()).toHaveAttribute('aria-checked', 'true');

  // Close the tab and open the exam again, still offline.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(QUIZ);
  await reopened.getByRole('button', { name: 'Resume' }).click();
  await expect(reopened.getByRole('timer')).toBeVisible();
  await goToQuestion(reopened, 4);
  await answerCurrent(reopened);
  const local = await localAttempt(reopened, productId);
  expect(Object.keys(local.state!.userSolution)).toHaveLength(4);
  // The four answers given offline wait in the outbox (the start may have been sent while still online).
  expect(local.outbox).toBeGreaterThanOrEqual(4);

  // Back online: the outbox drains and the server holds the same attempt.
  await context.setOffline(false);
  await reopened.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await localAttempt(reopened, productId)).outbox, { timeout: 30_000 }).toBe(0);
  const { user, login } = await session(reopened);
  const server = await (
    await reopened.request.get(`/api/2.0/eq/exam-state/${user!.userId}/${productId}`, { headers: { authorization: `Bearer ${login!.access_token}` } })
  ).json();
  expect(Object.keys(server.state.userSolution).sort()).toEqual(Object.keys(local.state!.userSolution).sort());
  expect(Math.abs(server.state.stopDate - local.state!.stopDate)).toBeLessThan(1_000);
  const shownSeconds = await reopened.getByRole('timer').textContent();
  const [minutes, seconds] = (shownSeconds ?? '0:00').split(':').map(Number);
  const remainingOnServer = (server.state.stopDate - Date.now()) / 1000;
  expect(Math.abs(minutes! * 60 + seconds! - remainingOnServer)).toBeLessThan(2);
  // The named test is in the learner's tests list on the server, and on the page.
  const tests = await (
    await reopened.request.get(`/api/2.0/eq/products/${productId}/tests/${user!.userId}/exam`, { headers: { authorization: `Bearer ${login!.access_token}` } })
  ).json();
  expect(tests.tests).toMatchObject([{ name: 'Offline mock exam', status: 'started' }]);
  await reopened.reload();
  await reopened.getByRole('button', { name: 'Resume' }).click();
  // The running exam shows nothing else; leaving it (which pauses it) brings the product page back.
  await expect(reopened.getByRole('region', { name: 'Your tests' })).toHaveCount(0);
  await reopened.getByRole('button', { name: 'Exit' }).click();
  await expect(reopened.getByRole('region', { name: 'Your tests' })).toContainText('Offline mock exam');
  await reopened.getByRole('button', { name: 'Continue the exam' }).click();
  await expect(reopened.getByRole('timer')).toBeVisible();
});

test('two tabs on one attempt: only one writes, and the other can take over', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/us/it-certification/cloud/cloud-demo/quiz?mode=practice');
  await first.getByRole('button', { name: 'Start practising' }).click();
  await first.getByRole('button', { name: 'Begin' }).click();
  await answerCurrent(first);

  const second = await context.newPage();
  await second.goto('/us/it-certification/cloud/cloud-demo/quiz?mode=practice');
  await expect(second.getByRole('alert')).toContainText('open in another tab');
  await expect(second.locator('.question__options')).toHaveCount(0);

  await second.getByRole('button', { name: 'Continue here' }).click();
  await second.getByRole('button', { name: 'Resume' }).click();
  await expect(second.locator('.question__options')).toBeVisible();
  await expect(first.getByRole('alert')).toContainText('open in another tab');
});

test('a tab killed while answering loses at most the answer being written', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/us/networking/basics/networking-demo/quiz?mode=practice');
  await page.getByRole('button', { name: 'Start practising' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  for (let question = 1; question <= 3; question++) {
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await options(page).first().click();
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/us/networking/basics/networking-demo/quiz?mode=practice');
  await again.getByRole('button', { name: 'Resume' }).click();
  const navigator = await questionGrid(again);
  for (const question of [1, 2, 3]) await expect(navigator.getByRole('button', { name: new RegExp(`^Question ${question}, answered`) })).toBeVisible();
});

test('the test setup chooses the topics and the number of questions of the next session', async ({ page, context }) => {
  // A bought full product: its questions span every topic of its bank.
  await signUp(page);
  const catalog = await (await context.request.get('/api/2.0/eq/buy/getProductCatalog?country=us')).json();
  const productId = catalog.networking.categories.basics.products.find((p: { productNameUrl: string }) => p.productNameUrl === 'networking-basics').productId as string;
  await buyWithTestCard(page, productId);
  await page.goto('/us/networking/basics/networking-basics/quiz?mode=practice');
  await page.getByRole('link', { name: /Set up the test/ }).click();
  await expect(page.getByRole('heading', { name: 'Set up your test' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Practice/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  const topics = page.getByRole('checkbox');
  const count = await topics.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 1; i < count; i++) await topics.nth(i).uncheck();
  await expect(page.getByRole('status')).toContainText(`1 of ${count} topics`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Questions per test').fill('6');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('6 questions per test')).toBeVisible();
  await page.getByRole('button', { name: 'Start practising' }).click();
  await expect(page).toHaveURL(/\/quiz\?mode=practice/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Networking basics');

  await page.getByRole('button', { name: 'Start practising' }).click();

  await page.getByRole('button', { name: 'Begin' }).click();
  await expect((await questionGrid(page)).getByRole('button')).toHaveCount(6);
});
