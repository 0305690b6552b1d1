// Accessibility: axe-core on every page of the tour (sale page, product page, test setup, sign-in, a running exam,
// its results) and on the German sale page (a translation can make two landmarks' names alike: issue 35), in the
// light and the dark colour scheme, at a phone's and a desktop's width: no finding of any impact, of WCAG 2.1 A/AA or
// of axe's best practices (zoom never limited, one h1 on every page, landmarks named apart). Also the exam's keyboard:
// a learner can take it without a mouse.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { PRODUCT_PAGE, TOUR } from './tour.ts';

/** Every finding of WCAG 2.1 A/AA and of axe's best practices, whatever its impact (minor ones too). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** The tour, then the sale page in German. */
const STOPS: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  ...TOUR,
  {
    name: 'sale (de)',
    open: async (page) => {
      await page.goto('/de/');
      await expect(page.locator('.product-card').first()).toBeVisible();
    },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`no axe findings of any impact: ${scheme}, ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      for (const stop of STOPS) {
        await test.step(stop.name, async () => {
          await stop.open(page);
          expect(await violations(page), `${stop.name} (${scheme}, ${viewport.width} px)`).toEqual([]);
        });
      }
    });
  }
}

test('the product page’s modes are tabs the arrow keys move between', async ({ page }) => {
  await page.goto(`${PRODUCT_PAGE}?mode=practice`);
  const practice = page.getByRole('tab', { name: 'Practice' });
  await expect(practice).toHaveAttribute('aria-selected', 'true');
  await practice.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Timed exam' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Timed exam' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/mode=exam/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Flash cards' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Practice' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Check each answer');
  // The tab list reads with spaces between the modes, and the offer is above the ratings.
  const offer = await page.locator('.product-hero__offer').boundingBox();
  const ratings = await page.getByRole('heading', { name: 'Ratings and reviews' }).boundingBox();
  expect(offer!.y).toBeLessThan(ratings!.y);
});

test('a timed exam is taken with the keyboard alone, and its wrong answers come back in the drill', async ({ page }) => {
  await page.goto(`${PRODUCT_PAGE}?mode=exam`);
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('dialog')).toContainText('10 questions in 20 minutes; you pass with 70 %');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer')).toBeVisible();
  // Nothing but the exam: no site header, no ratings, no sharing.
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('group', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('2');
  await expect(page.locator('.question__options [aria-checked="true"]')).toHaveCount(1);
  await page.keyboard.press('m');
  await expect(page.getByRole('button', { name: 'Unmark' })).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press(' ');
  await expect(page.getByText('The exam is paused.')).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.locator('.question__options')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Not passed this time' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Share' })).toBeVisible();

  await page.getByRole('button', { name: /^Review due \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the answer' }).click();
  await page.getByRole('button', { name: /^Good/ }).click();
  await expect(page.getByText(/^9 due · 1 done$/)).toBeVisible();
});
