// The operator of the e2e server (made on its fresh database by `operator:create` before it starts, see
// playwright.config.ts): the test payments dashboard answers operators only.
import { expect, type Browser, type Page } from '@playwright/test';
import { appStarted } from './fixtures.ts';

export const E2E_OPERATOR = { email: 'e2e-operator@example.com', password: 'operator of the e2e shop 2026' };

/** A page of a new browser context, signed in as the operator through the sign-in page. */
export async function operatorPage(browser: Browser, site = 'us'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/${site}/auth/signin`);
  await appStarted(page);
  await page.getByLabel('E-mail address').fill(E2E_OPERATOR.email);
  await page.getByLabel('Password').fill(E2E_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(E2E_OPERATOR.email);
  return page;
}
