// Accounts as a learner lives them: sign up and confirm the address, recover the password through the e-mailed link, sign in, keep working
// while the access token expires and is refreshed, and see the session-expired dialog once the server revokes it.
import { expect, test, type Page } from './fixtures.ts';
import { signUpAndConfirm } from './signUpAndConfirm.ts';

const email = `learner-${Date.now()}@example.com`;
const firstPassword = 'correct horse battery staple';
const secondPassword = 'a brand new passphrase 42';

async function storedLogin(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { access_token: string; refresh_token: string } | null);
}

test.describe.configure({ mode: 'serial' });

test('sign up, confirm the address from the mailed link, reset the password the same way, and sign in again', async ({ page }) => {
  await signUpAndConfirm(page, { email, password: firstPassword, name: 'Ada' });
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedLogin(page)).toBeNull();

  await page.goto('/us/auth/forgot-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists');

  // The reset mail is written by a job just after the answer (the job decides, whatever the address): wait for it.
  let resetText = '';
  await expect
    .poll(async () => {
      const mailbox = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
      resetText = mailbox.find((m) => /reset-password\?token=/.test(m.text))?.text ?? '';
      return resetText;
    })
    .not.toBe('');
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(resetText)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password (at least 8 characters)').fill(secondPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  await page.goto('/us/auth/signin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct');
  await page.getByLabel('Password').fill(secondPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('an expired access token is refreshed while the learner keeps working; a revoked session ends with the dialog', async ({ page }) => {
  await page.goto('/us/auth/signin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(secondPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  const first = await storedLogin(page);

  // The e2e server issues access tokens for 35 s; the client renews 30 s early, so after 6 s a call refreshes.
  await page.waitForTimeout(6_000);
  const refreshed = page.waitForRequest((request) => request.url().includes('/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token'));
  await page.reload();
  await refreshed;
  await expect(page.locator('main[data-synced="true"]')).toBeVisible();
  const second = await storedLogin(page);
  expect(second?.access_token).not.toBe(first?.access_token);
  expect(second?.refresh_token).not.toBe(first?.refresh_token);

  // The server revokes the session; the next renewal is refused and the learner is told.
  const revoke = await page.request.get('/api/2.0/eq/oauth/revoke-token', {
    headers: { authorization: `Bearer ${second!.access_token}`, 'x-refresh-token': second!.refresh_token },
  });
  expect(revoke.status()).toBe(200);
  await page.waitForTimeout(6_000);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible();
  expect(await storedLogin(page)).toBeNull();
});
