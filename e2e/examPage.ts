// What the exam tests do on a page: sign up, wait for the service worker, answer, and read what the device and
// the server hold (IndexedDB read directly, answers unpacked as the app reads them).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { unpackExamState, type PackedExamState } from '../src/domain/exam/stateCodec.ts';
import { signUpAndConfirm } from './signUpAndConfirm.ts';

export const QUIZ = '/us/it-certification/cloud/cloud-fundamentals/quiz?mode=exam';
export const PASSWORD = 'practice makes perfect 2026';

export async function signUp(page: Page): Promise<string> {
  const email = `exam-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await signUpAndConfirm(page, { email, password: PASSWORD });
  return email;
}

export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The navigator's grid of questions, from its sheet at the bottom of the exam (opened when closed). */
export async function questionGrid(page: Page) {
  const grid = page.getByRole('navigation', { name: 'Questions' });
  if (!(await grid.isVisible())) await page.getByRole('button', { name: /^All questions/ }).click();
  await expect(grid).toBeVisible();
  return grid;
}

/** Goes to question n through the navigator sheet (which closes again). */
export async function goToQuestion(page: Page, n: number) {
  await (await questionGrid(page)).getByRole('button', { name: new RegExp(`^Question ${n}(,|$)`) }).click();
}

export const options = (page: Page) => page.locator('.question__options [role="radio"], .question__options [role="checkbox"]');

export async function answerCurrent(page: Page) {
  const option = options(page).first();
  await option.click();
  await expect(option).toHaveAttribute('aria-checked', 'true');
}

export async function session(page: Page) {
  return page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { userId: string } | null,
    login: JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { access_token: string } | null,
  }));
}

/** The attempt and the outbox size as IndexedDB holds them (answers unpacked as the app reads them). */
export async function localAttempt(page: Page, productId: string) {
  const raw = await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('exam-quiz-shop');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T,>(store: string, fn: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = fn(db.transaction(store).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const stored = await read<{ state: PackedExamState | null } | undefined>('examStates', (s) => s.get(id));
    const outbox = await read<number>('outbox', (s) => s.count());
    db.close();
    return { state: stored?.state ?? null, outbox };
  }, productId);
  return { state: raw.state ? unpackExamState(raw.state) : null, outbox: raw.outbox };
}

export async function productIdOf(context: BrowserContext) {
  const catalog = await (await context.request.get('/api/2.0/eq/buy/getProductCatalog?country=us')).json();
  return catalog['it-certification'].categories.cloud.products.find((p: { productNameUrl: string }) => p.productNameUrl === 'cloud-fundamentals').productId as string;
}

