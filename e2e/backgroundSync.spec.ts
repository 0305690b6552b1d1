// Background Sync of the outbox (issue 34): answers written offline reach the server from the service worker alone,
// with the app's page closed, exactly once each; and when the page and the worker send the same outbox at the same
// moment, no entry goes twice. The browser's own sync event is fired through CDP (ServiceWorker.dispatchSyncEvent),
// as Chromium does when connectivity returns: Playwright's offline mode is an emulation the browser's Background Sync
// scheduler does not see.
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { answerCurrent, controlledByServiceWorker, localAttempt, session, signUp } from './examPage.ts';

const DEMO = '/us/it-certification/cloud/cloud-demo/quiz?mode=practice';

interface SentEntry {
  key: string;
  byWorker: boolean;
  status?: string;
}

/** Every exam-sync call of the context, page and service worker, with each entry's idempotency key and outcome. */
function watchSyncCalls(context: BrowserContext): SentEntry[] {
  const sent: SentEntry[] = [];
  context.on('response', async (response) => {
    const request = response.request();
    if (!request.url().includes('/exam-sync/') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { entries: { seq: number; idempotencyKey: string }[] };
    const answer = (await response.json().catch(() => ({ results: [] }))) as { results: { seq: number; status: string }[] };
    for (const entry of body.entries) {
      sent.push({ key: entry.idempotencyKey, byWorker: request.serviceWorker() !== null, status: answer.results.find((result) => result.seq === entry.seq)?.status });
    }
  });
  return sent;
}

/** The worker's copy of the login (src/db/backgroundSession.ts), read as IndexedDB holds it. */
const READ_COPY = `new Promise((resolve, reject) => {
  const open = indexedDB.open('exam-quiz-shop');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('backgroundSession')) { db.close(); resolve(null); return; }
    const request = db.transaction('backgroundSession').objectStore('backgroundSession').get('current');
    request.onsuccess = () => { db.close(); resolve(request.result ?? null); };
    request.onerror = () => reject(request.error);
  };
})`;

async function loginCopy(page: Page): Promise<{ userId: string; login: { refresh_token: string } | null } | null> {
  return page.evaluate(READ_COPY) as Promise<{ userId: string; login: { refresh_token: string } | null } | null>;
}

/**
 * Gets ready to fire the `outbox` sync event in the app's service worker, as the browser does when the connection
 * returns; the returned function fires it.
 */
async function outboxSyncTrigger(context: BrowserContext, window: Page): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(window);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const live = event.registrations.filter((r) => !r.isDeleted);
      if (live.length > 0) resolve(live);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  return async () => {
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(registration!.scopeURL).origin, registrationId: registration!.registrationId, tag: 'outbox', lastChance: false });
  };
}

async function startPractice(page: Page, context: BrowserContext): Promise<{ productId: string; email: string }> {
  const email = await signUp(page);
  await page.goto(DEMO);
  await controlledByServiceWorker(page);
  await page.reload();
  // The worker's copy of the login is written once the app runs (where Background Sync exists).
  await expect.poll(async () => (await loginCopy(page))?.login?.refresh_token ?? null, { timeout: 15_000 }).not.toBeNull();
  await page.getByRole('button', { name: 'Start practising' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  const catalog = await (await context.request.get('/api/2.0/eq/buy/getProductCatalog?country=us')).json();
  const productId = catalog['it-certification'].categories.cloud.products.find((p: { productNameUrl: string }) => p.productNameUrl === 'cloud-demo').productId as string;
  return { productId, email };
}

async function answerOffline(page: Page, count: number): Promise<void> {
  for (let question = 1; question <= count; question++) {
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

async function serverAnswers(page: Page, userId: string, productId: string, accessToken: string): Promise<number> {
  const answer = await page.request.get(`/api/2.0/eq/exam-state/${userId}/${productId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = (await answer.json()) as { state: { userSolution: Record<string, { hasBeenAnswered?: boolean } | null> } | null };
  return Object.values(body.state?.userSolution ?? {}).filter((solution) => solution?.hasBeenAnswered).length;
}

/** A token of the test's own (password grant), so the check never races the app's token rotation. */
async function ownToken(page: Page, email: string): Promise<string> {
  const grant = await page.request.post('/api/2.0/eq/oauth/token', {
    form: { grant_type: 'password', username: email, password: 'practice makes perfect 2026' },
    headers: { authorization: `Basic ${Buffer.from('exam-quiz-web:dev-web-secret').toString('base64')}` },
  });
  return ((await grant.json()) as { access_token: string }).access_token;
}

test('answers written offline reach the server from the service worker, with the page closed, once each', async ({ page, context }) => {
  test.setTimeout(90_000);
  const sent = watchSyncCalls(context);
  const { productId, email } = await startPractice(page, context);
  await expect.poll(async () => (await localAttempt(page, productId)).outbox, { timeout: 15_000 }).toBe(0); // the start is on the server
  const { user } = await session(page);

  await context.setOffline(true);
  await answerOffline(page, 3);
  await expect.poll(async () => (await localAttempt(page, productId)).outbox).toBeGreaterThanOrEqual(3);
  const queued = (await localAttempt(page, productId)).outbox;

  // The app's page is closed; back online, a page of the same site with no app code gives CDP a window.
  await page.close();
  await context.setOffline(false);
  const helper = await context.newPage();
  await helper.goto('/health');
  const fireOutboxSync = await outboxSyncTrigger(context, helper);
  await fireOutboxSync();
  const token = await ownToken(helper, email);
  await expect.poll(() => serverAnswers(helper, user!.userId, productId, token), { timeout: 20_000 }).toBe(3);
  // Delivered by the worker alone, each entry once, none a duplicate.
  const afterClose = sent.slice(-queued);
  expect(afterClose.every((entry) => entry.byWorker)).toBe(true);
  expect(new Set(afterClose.map((entry) => entry.key)).size).toBe(queued);
  expect(afterClose.map((entry) => entry.status)).toEqual(Array(queued).fill('applied'));
  const keys = sent.map((entry) => entry.key);
  expect(new Set(keys).size).toBe(keys.length);

  // Opened again: nothing is left to send, the learner is still signed in, with the login the worker renewed.
  const reopened = await context.newPage();
  await reopened.goto(DEMO);
  expect((await localAttempt(reopened, productId)).outbox).toBe(0);
  await expect
    .poll(async () => {
      const copy = await loginCopy(reopened);
      const page = await session(reopened);
      return page.login !== null && copy?.login !== null && (page.login as unknown as { refresh_token: string }).refresh_token === copy?.login?.refresh_token;
    })
    .toBe(true);
  await expect(reopened.getByRole('button', { name: 'Resume' })).toBeVisible();
});

test('the page and the service worker sending the same outbox at once send no entry twice', async ({ page, context }) => {
  test.setTimeout(90_000);
  const sent = watchSyncCalls(context);
  const { productId } = await startPractice(page, context);
  await expect.poll(async () => (await localAttempt(page, productId)).outbox, { timeout: 15_000 }).toBe(0);
  const fireOutboxSync = await outboxSyncTrigger(context, page);
  const before = sent.length;

  await context.setOffline(true);
  await answerOffline(page, 6);
  const queued = (await localAttempt(page, productId)).outbox;
  expect(queued).toBeGreaterThanOrEqual(6);

  // Back online: the page's sync and the worker's start together on the same outbox. The server's answer to the
  // page is held 2 s (page.route sees the page's calls, not the worker's), so the worker's sync lands while the page's
  // batch is in flight: with one sender at a time it waits, and then finds nothing left to send.
  await page.route('**/exam-sync/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await context.setOffline(false);
  await Promise.all([page.evaluate(() => window.dispatchEvent(new Event('online'))), fireOutboxSync()]);
  await expect.poll(async () => (await localAttempt(page, productId)).outbox, { timeout: 20_000 }).toBe(0);
  await page.waitForTimeout(1_000); // a second sender, if there were one, would have sent by now

  const raced = sent.slice(before);
  expect(raced.length).toBe(queued);
  expect(new Set(raced.map((entry) => entry.key)).size).toBe(queued);
  expect(raced.every((entry) => entry.status === 'applied')).toBe(true);
});
