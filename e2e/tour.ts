// The pages a learner meets first, in order, each opened the way a learner gets there: the sale page, a product
// page, the test setup, sign-in, a running timed exam and its results. Shared by the accessibility checks
// (a11y.spec.ts) and the screenshots (scripts/screens.ts).
import { expect, type Page } from '@playwright/test';

// The free demo: a visitor without an account takes its exam (the full product's questions come with a purchase).
export const PRODUCT_PAGE = '/us/it-certification/cloud/cloud-demo/quiz';

export interface TourStop {
  name: 'sale' | 'product' | 'setup' | 'sign-in' | 'exam' | 'results';
  open: (page: Page, base?: string) => Promise<void>;
}

const at = (base: string | undefined, path: string) => (base ? new URL(path, base).toString() : path);

export const TOUR: readonly TourStop[] = [
  {
    name: 'sale',
    open: async (page, base) => {
      await page.goto(at(base, '/us'));
      await expect(page.locator('.product-card').first()).toBeVisible();
    },
  },
  {
    name: 'product',
    open: async (page, base) => {
      await page.goto(at(base, `${PRODUCT_PAGE}?mode=exam`));
      await expect(page.getByRole('tab', { name: 'Timed exam' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Start the exam' })).toBeVisible();
    },
  },
  {
    name: 'setup',
    open: async (page) => {
      await page.getByRole('link', { name: 'Set up the test' }).click();
      await expect(page.getByRole('heading', { name: 'Set up your test' })).toBeVisible();
    },
  },
  {
    name: 'sign-in',
    open: async (page, base) => {
      await page.goto(at(base, '/us/auth/signin'));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    name: 'exam',
    open: async (page, base) => {
      await page.goto(at(base, `${PRODUCT_PAGE}?mode=exam`));
      await page.getByRole('button', { name: 'Start the exam' }).click();
      await page.getByRole('button', { name: 'Begin' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      const options = page.locator('.question__options [role="radio"], .question__options [role="checkbox"]');
      await options.nth(1).click();
      await expect(options.nth(1)).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await options.first().click();
      await expect(options.first()).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('button', { name: 'Mark for review' }).click();
      await expect(page.getByRole('button', { name: 'Unmark' })).toBeVisible();
    },
  },
  {
    name: 'results',
    open: async (page) => {
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByRole('heading', { name: /passed/i })).toBeVisible();
      await expect(page.getByRole('region', { name: 'By topic' })).toBeVisible();
    },
  },
];
