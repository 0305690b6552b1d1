// Signing up as a learner does: the form, the "check your mailbox" page, the link from the dev mailbox (which confirms
// the address on the sign-in page), then signing in. Ends on the profile page.
import { expect, type Page } from '@playwright/test';
import { appStarted } from './fixtures.ts';

export async function signUpAndConfirm(page: Page, input: { email: string; password: string; name?: string }): Promise<void> {
  await page.goto('/us/auth/signup');
  await appStarted(page);
  if (input.name) await page.getByLabel('Name').fill(input.name);
  await page.getByLabel('E-mail address').fill(input.email);
  await page.getByLabel('Password (at least 8 characters)').fill(input.password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();

  // The mail is written just after the answer: wait for it.
  let link = '';
  await expect
    .poll(async () => {
      const mailbox = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(input.email)}`)).json()) as { links: string[] }[];
      link = mailbox.flatMap((mail) => mail.links).find((url) => url.includes('confirm=')) ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await appStarted(page);
  await expect(page.getByRole('status')).toContainText('Your e-mail address is confirmed.');
  await expect(page.getByLabel('E-mail address')).toHaveValue(input.email);
  await page.getByLabel('Password').fill(input.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(input.email);
}
