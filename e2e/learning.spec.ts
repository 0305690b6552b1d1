// Learning that shows progress (issue 22): a buyer fails an exam, practises the questions they missed, then questions
// they have not seen in two more topics, and the readiness estimate appears once there are enough answers; offline,
// the product page still shows it and the practice sets, and My progress shows the score history and the estimate.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { buyWithTestCard } from './buyProduct.ts';
import { controlledByServiceWorker, options, productIdOf, QUIZ, signUp } from './examPage.ts';

/** Picks the first option of every question of the running attempt, then submits it. */
async function answerFirstOptionsAndSubmit(page: Page, questions: number) {
  for (let n = 1; n <= questions; n++) {
    await expect(page.getByText(`Question ${n} of ${questions}`).first()).toBeVisible();
    await options(page).first().click();
    if (n < questions) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Starts a practice set limited to exactly `topics` (none: every topic); returns how many questions it asks. */
async function startSet(page: Page, set: RegExp, topics: string[] = []) {
  const sets = page.getByRole('region', { name: 'Practise what you need' });
  const chips = sets.getByRole('group', { name: 'Limit to topics' }).getByRole('button');
  for (let i = 0; i < (await chips.count()); i++) {
    const chip = chips.nth(i);
    const wanted = topics.includes((await chip.textContent()) ?? '');
    if ((await chip.getAttribute('aria-pressed')) !== String(wanted)) await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', String(wanted));
  }
  await sets.getByRole('radio', { name: set }).click();
  const start = sets.getByRole('button', { name: /^Practise \d+ questions?$/ });
  const count = Number((await start.textContent())?.match(/\d+/)?.[0]);
  await start.click();
  await page.getByRole('button', { name: 'Begin' }).click();
  return count;
}

test('a buyer fails an exam, practises what they missed and what they have not seen, and sees the readiness estimate, offline too', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signUp(page);
  const productId = await productIdOf(context);
  await buyWithTestCard(page, productId);
  await page.goto(QUIZ);
  await controlledByServiceWorker(page);
  await page.reload();

  // The exam: the first option of each of the 10 questions is right twice: not passed.
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  await answerFirstOptionsAndSubmit(page, 10);
  await expect(page.getByRole('heading', { name: 'Not passed this time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your pace' })).toBeVisible();
  await expect(page.getByText(/^Average time per question: .+ \(the exam allows 2:00 per question\)$/)).toBeVisible();
  await expect(page.getByText('Answer 10 more questions to see your estimated chance to pass. Include 2 more topics.')).toBeVisible();

  // The Practice tab offers the questions missed in the last test: the 8 answered wrong.
  await page.getByRole('button', { name: 'Back to the product' }).click();
  await page.getByRole('tab', { name: 'Practice' }).click();
  const sets = page.getByRole('region', { name: 'Practise what you need' });
  await expect(sets.getByRole('radio', { name: 'Missed in my last test 8 questions' })).toBeVisible();
  await expect(sets.getByRole('radio', { name: 'Not seen yet 90 questions' })).toBeVisible();
  expect(await startSet(page, /^Missed in my last test/)).toBe(8);
  await answerFirstOptionsAndSubmit(page, 8);

  // Questions not seen yet, in two more topics (the results offer the sets again): then the estimate has enough answers.
  await expect(page.getByRole('heading', { name: 'Not passed this time' })).toBeVisible();
  await startSet(page, /^Not seen yet/, ['Scalability, availability and disaster recovery']);
  await answerFirstOptionsAndSubmit(page, 10);
  await expect(page.getByText('Answer questions from 1 more topic to see your estimated chance to pass: the estimate needs answers from at least half of the topics.')).toBeVisible();
  await startSet(page, /^Not seen yet/, ['Storage and networking']);
  await answerFirstOptionsAndSubmit(page, 10);
  const estimate = page.getByText(/^Estimated chance to pass: (under |over )?\d+ % \(\d+–\d+ %\)$/);
  await expect(estimate).toBeVisible();
  await expect(page.getByText(/^Holding you back: /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Offline, the product page (still on the last results) shows the estimate and the sets from the device.
  await context.setOffline(true);
  await page.reload();
  // The header says so, quietly: the answers are on the device.
  await page.getByRole('banner').getByRole('button', { name: /^Offline/ }).click();
  await expect(page.getByText('You are offline. Your answers are kept on this device and sent when you are back online.')).toBeVisible();
  await expect(page.getByText(/^Estimated chance to pass: (under |over )?\d+ % \(\d+–\d+ %\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Practise what you need' }).getByRole('radio', { name: /^Missed in any test \d+ questions$/ })).toBeVisible();
  // My progress, from the header, offline: the score history, the estimate and the way back to the sets.
  await page.getByRole('button', { name: 'Back to the product' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My progress' }).click();
  await expect(page.getByRole('heading', { name: 'My progress', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Cloud fundamentals' });
  await expect(card.getByRole('img', { name: /^Scores of your tests, oldest first: 20 %, \d+ %, \d+ %, \d+ %; pass mark 70 %$/ })).toBeVisible();
  await expect(card.getByText(/^Estimated chance to pass: (under |over )?\d+ % \(\d+–\d+ %\)$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Practise what you need' })).toHaveAttribute('href', /\/cloud-fundamentals\/quiz\?mode=practice$/);
  expect(await seriousViolations(page)).toEqual([]);
  await context.setOffline(false);
});
