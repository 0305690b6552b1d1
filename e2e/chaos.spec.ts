// The chaos run (issue 10): a seeded random learner takes a timed exam through answers, marks, pauses, offline
// periods, reloads, browser restarts (a persistent profile, closed and opened again) and second tabs that take
// over. At the end, online again, the server's attempt, the device's attempt and the model of what the learner did
// must agree: nothing lost, nothing wrong, nothing duplicated, clocks within a second.
// CI runs the seeds in CHAOS_SEEDS (default 1,2,3); `npm run chaos -- --seeds N` runs many and sums them up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { remainingMs } from '../src/domain/exam/clock.ts';
import type { LocalExamState } from '../src/domain/exam/types.ts';
import { compareWithModel, letterAt, newModel, nextAction, seededRandom, type ChaosAction, type ChaosModel } from './chaosModel.ts';
import { buyWithTestCard } from './buyProduct.ts';
import { controlledByServiceWorker, goToQuestion, localAttempt, options, PASSWORD, productIdOf, QUIZ, session, signUp } from './examPage.ts';

const SEEDS = (process.env.CHAOS_SEEDS ?? '1,2,3').split(',').map(Number);
const ACTIONS = Number(process.env.CHAOS_ACTIONS ?? 24);
const REPORT = process.env.CHAOS_REPORT;
const TIME_TO_FINISH_MS = 20 * 60_000;

/** A real browser restart: the same profile directory, closed and launched again. */
async function launch(profile: string, offline: boolean): Promise<BrowserContext> {
  const { launchOptions, baseURL } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  if (offline) await context.setOffline(true);
  // What the pages report goes with the test's output, for a failing seed.
  context.on('page', (page) => page.on('pageerror', (error) => console.log(`page error: ${error.message}`)));
  context.on('console', (message) => {
    if (message.type() === 'error') console.log(`console: ${message.text()}`);
  });
  return context;
}

/** Opens the exam as a learner coming back does: resume it when asked, wait until it shows. */
async function openExam(page: Page): Promise<void> {
  await page.goto(QUIZ);
  const resume = page.getByRole('dialog', { name: 'Continue where you left off?' }).getByRole('button', { name: 'Resume' });
  const shown = page.getByRole('timer');
  await expect(resume.or(shown)).toBeVisible({ timeout: 15_000 });
  if (await resume.isVisible()) await resume.click();
  await expect(shown).toBeVisible();
}

async function clickAt(page: Page, name: string): Promise<number> {
  const before = Date.now();
  await page.getByRole('button', { name, exact: true }).click();
  return (before + Date.now()) / 2;
}

async function onQuestion(page: Page, model: ChaosModel): Promise<void> {
  await goToQuestion(page, model.current);
  await expect(page.locator('.question__number')).toHaveText(new RegExp(`\\b${model.current}\\b`));
}

interface Run {
  context: BrowserContext;
  page: Page;
}

async function act(action: ChaosAction, run: Run, model: ChaosModel, random: () => number, profile: string): Promise<void> {
  const { page } = run;
  switch (action) {
    case 'answer': {
      const choices = options(page);
      const count = await choices.count();
      const index = Math.floor(random() * count);
      const multiple = (await choices.nth(index).getAttribute('role')) === 'checkbox';
      await choices.nth(index).click();
      const letter = letterAt(index);
      const before = model.answers.get(model.current) ?? [];
      const after = multiple ? (before.includes(letter) ? before.filter((l) => l !== letter) : [...before, letter].sort()) : [letter];
      if (after.length === 0) model.answers.delete(model.current);
      else model.answers.set(model.current, after);
      await expect(choices.nth(index)).toHaveAttribute('aria-checked', String(after.includes(letter)));
      return;
    }
    case 'next':
    case 'previous':
      await page.getByRole('button', { name: action === 'next' ? 'Next' : 'Previous', exact: true }).click();
      model.current += action === 'next' ? 1 : -1;
      await expect(page.locator('.question__number')).toHaveText(new RegExp(`\\b${model.current}\\b`));
      return;
    case 'mark': {
      const marked = model.marked.has(model.current);
      await page.getByRole('button', { name: marked ? 'Unmark' : 'Mark for review' }).click();
      if (marked) model.marked.delete(model.current);
      else model.marked.add(model.current);
      await expect(page.getByRole('button', { name: marked ? 'Mark for review' : 'Unmark' })).toBeVisible();
      return;
    }
    case 'pause': {
      const at = await clickAt(page, 'Pause');
      model.leftAtPauseMs -= at - model.runningSince!;
      model.runningSince = null;
      model.paused = true;
      await expect(page.getByText('The exam is paused.')).toBeVisible();
      return;
    }
    case 'resume': {
      model.runningSince = await clickAt(page, 'Resume');
      model.paused = false;
      await expect(page.locator('.question__options')).toBeVisible();
      await onQuestion(page, model);
      return;
    }
    case 'submit':
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      model.submitted = true;
      await expect(page.getByRole('heading', { name: /passed/i })).toBeVisible();
      return;
    case 'offline':
    case 'online':
      model.offline = action === 'offline';
      await run.context.setOffline(model.offline);
      if (!model.offline) await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return;
    case 'reload':
      await page.reload();
      await reopen(run, model);
      return;
    case 'restart':
      await run.context.close();
      run.context = await launch(profile, model.offline);
      run.page = run.context.pages()[0] ?? (await run.context.newPage());
      await reopen(run, model, true);
      return;
    case 'secondTab': {
      const second = await run.context.newPage();
      await second.goto(QUIZ);
      await expect(second.getByRole('alert')).toContainText('open in another tab');
      await second.getByRole('button', { name: 'Continue here' }).click();
      await expect(run.page.getByRole('alert')).toContainText('open in another tab');
      await run.page.close();
      run.page = second;
      await reopen(run, model, false);
      return;
    }
  }
}

/** After a reload, a restart or a take-over the page starts at question 1 and asks to resume a running attempt. */
async function reopen(run: Run, model: ChaosModel, navigate = false): Promise<void> {
  const { page } = run;
  if (navigate) await page.goto(QUIZ);
  const resume = page.getByRole('dialog', { name: 'Continue where you left off?' }).getByRole('button', { name: 'Resume' });
  await expect(resume).toBeVisible({ timeout: 15_000 });
  await resume.click();
  await expect(page.getByRole('timer')).toBeVisible();
  model.current = 1;
  if (!model.paused) await onQuestion(page, model);
}

async function serverView(page: Page, email: string, productId: string) {
  // A token of its own (password grant), so the check never races the app's own token rotation.
  const grant = await page.request.post('/api/2.0/eq/oauth/token', {
    form: { grant_type: 'password', username: email, password: PASSWORD },
    headers: { authorization: `Basic ${Buffer.from('exam-quiz-web:dev-web-secret').toString('base64')}` },
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const { user } = await session(page);
  const headers = { authorization: `Bearer ${token}` };
  const attempt = (await (await page.request.get(`/api/2.0/eq/exam-state/${user!.userId}/${productId}`, { headers })).json()) as { state: LocalExamState | null };
  const tests = (await (await page.request.get(`/api/2.0/eq/products/${productId}/tests/${user!.userId}/exam`, { headers })).json()) as { tests: unknown[] };
  return { state: attempt.state, tests: tests.tests.length };
}

for (const seed of SEEDS) {
  test(`chaos seed ${seed}: the server, the device and the learner agree`, async () => {
    test.setTimeout(60_000 + ACTIONS * 8_000);
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), `chaos-${seed}-`));
    const random = seededRandom(seed);
    const run: Run = { context: await launch(profile, false), page: undefined as unknown as Page };
    try {
      run.page = run.context.pages()[0] ?? (await run.context.newPage());
      const email = await signUp(run.page);
      const productId = await productIdOf(run.context);
      await buyWithTestCard(run.page, productId);
      await run.page.goto(QUIZ);
      await controlledByServiceWorker(run.page);
      await run.page.reload();
      await run.page.getByRole('button', { name: 'Start the exam' }).click();
      const begin = run.page.getByRole('button', { name: 'Begin' });
      await expect(begin).toBeVisible();
      const total = Number((await run.page.getByRole('dialog').textContent())?.match(/(\d+) questions/)?.[1]);
      const startedAt = Date.now();
      await begin.click();
      await expect(run.page.getByRole('timer')).toBeVisible();
      const model = newModel(total, TIME_TO_FINISH_MS, (startedAt + Date.now()) / 2);

      const done: ChaosAction[] = [];
      for (let i = 0; i < ACTIONS; i++) {
        const action = nextAction(model, random);
        if (!action) break;
        done.push(action);
        await test.step(`${i + 1}. ${action}`, () => act(action, run, model, random, profile));
      }

      // Back online; everything the device holds reaches the server.
      if (model.offline) await act('online', run, model, random, profile);
      await openExamIfClosed(run);
      await expect.poll(async () => (await localAttempt(run.page, productId)).outbox, { timeout: 30_000 }).toBe(0);
      const local = (await localAttempt(run.page, productId)).state;
      const server = await serverView(run.page, email, productId);
      const now = Date.now();
      const deviceVerdict = compareWithModel('device', model, local, local ? remainingMs(local, now) : 0, now);
      const serverVerdict = compareWithModel('server', model, server.state, server.state ? remainingMs(server.state, now) : 0, now);
      const clocksApart = local && server.state ? Math.abs(remainingMs(local, now) - remainingMs(server.state, now)) : 0;
      const duplicated = Math.max(0, server.tests - 1);
      const lost = deviceVerdict.lost + serverVerdict.lost;
      const wrong = deviceVerdict.wrong + serverVerdict.wrong + (clocksApart > 1_000 ? 1 : 0);
      if (REPORT) fs.appendFileSync(REPORT, `${JSON.stringify({ seed, actions: done.length, lost, wrong, duplicated, clocksApartMs: clocksApart, problems: [...deviceVerdict.problems, ...serverVerdict.problems] })}\n`);
      expect([...deviceVerdict.problems, ...serverVerdict.problems], `actions: ${done.join(', ')}`).toEqual([]);
      expect(clocksApart).toBeLessThan(1_000);
      expect(duplicated).toBe(0);
    } finally {
      await run.context.close().catch(() => undefined);
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
}

/** The final check needs a page of the app open (the sync runs in it). */
async function openExamIfClosed(run: Run): Promise<void> {
  if (run.page.isClosed()) {
    run.page = await run.context.newPage();
    await openExam(run.page);
  }
}
