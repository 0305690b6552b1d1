// The foundation as a learner sees it: country sites in their language and currency, localized page slugs,
// translated 404 and coming-soon pages, and offline reloads through the service worker.
import { expect, test } from './fixtures.ts';
import { signUpAndConfirm } from './signUpAndConfirm.ts';
import { translation } from './translations.ts';

test('the German site shows the demo catalog in German with euro prices', async ({ page }) => {
  await page.goto('/de/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'Practice exams and quizzes'));
  await expect(page.getByRole('heading', { name: 'Cloud-Grundlagen', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Netzwerkgrundlagen', exact: true })).toBeVisible();
  await expect(page.getByText('19,90 €').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('the US site shows dollars and the Indian site rupees', async ({ page }) => {
  await page.goto('/us/');
  await expect(page.getByRole('heading', { name: 'Cloud fundamentals', exact: true })).toBeVisible();
  await expect(page.getByText('$19.90').first()).toBeVisible();
  await page.goto('/in/');
  await expect(page.getByText(/₹/).first()).toBeVisible();
});

test('page keys open at their localized slug, with and without .html', async ({ page }) => {
  for (const url of ['/at/kaufen', '/at/kaufen.html']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'Buy a product'));
  }
  await page.goto('/gb/all-products.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
});

test('links inside the app are routes: the address shows the localized slug, with the query the page reads', async ({ page }) => {
  await page.goto('/de/it-certification/cloud/cloud-demo/quiz');
  await page.getByRole('link', { name: translation('de', 'Set up the test') }).click();
  await expect(page).toHaveURL(/\/de\/test-konfiguration\?productId=[^&]+&mode=practice$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: translation('de', 'Sign in') }).click();
  await expect(page).toHaveURL(/\/de\/auth\/signin$/);
  // The canonical path of a page shows as the country's slug too.
  await page.goto('/at/buy');
  await expect(page).toHaveURL(/\/at\/kaufen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'Buy a product'));
});

test('a page for signed-in learners sends a visitor to sign in first, and back there afterwards', async ({ page }) => {
  const email = `guard-${Date.now()}@example.com`;
  await signUpAndConfirm(page, { email, password: 'practice makes perfect 2026' });
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto('/us/secret-question');
  await expect(page).toHaveURL(/\/us\/auth\/signin\?redirect=%2Fus%2Fsecret-question$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('practice makes perfect 2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/us\/secret-question$/);

  await page.goto('/de/mein-profil');
  await expect(page).toHaveURL(/\/de\/mein-profil$/);
  await page.getByRole('button', { name: translation('de', 'Sign out'), exact: true }).click();
  await page.goto('/de/mein-profil');
  await expect(page).toHaveURL(/\/de\/auth\/signin\?redirect=%2Fde%2Fmein-profil$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'Sign in'));
  // Another host is never a place to come back to.
  await page.goto('/de/auth/signin?redirect=%2F%2Fevil.example%2Fde%2F');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('de', 'Sign in'));
});

test('an unknown page gets a translated 404 with a way back home', async ({ page }) => {
  await page.goto('/fr/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'Page not found'));
  await page.getByRole('link', { name: translation('fr', 'Back to the home page') }).click();
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(page.getByRole('heading', { name: 'Fondamentaux du cloud', exact: true })).toBeVisible();
});

test('an unknown country gets the 404 page', async ({ page }) => {
  await page.goto('/zz/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the Netherlands site shows its coming-soon page in Dutch', async ({ page }) => {
  await page.goto('/nl/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('nl', 'Coming soon'));
});

test('after one visit, the site reloads and navigates offline', async ({ page, context }) => {
  await page.goto('/it/');
  await expect(page.getByRole('heading', { name: 'Fondamenti di cloud', exact: true })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit may not be controlled yet; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fondamenti di cloud', exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fondamenti di cloud', exact: true })).toBeVisible();
  // A page never visited before still opens offline: the shell is precached.
  await page.goto('/it/informativa-privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'Privacy policy'));
  await context.setOffline(false);
});

test('search and filters follow the sale-page rules and work offline', async ({ page, context }) => {
  const networking = 'Notions de base sur les réseaux';
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { name: networking, exact: true })).toBeVisible();
  const area = page.getByRole('group', { name: translation('fr', 'Area') });
  await area.getByRole('button', { name: 'Certification informatique' }).click();
  await expect(page.getByRole('heading', { name: networking, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Fondamentaux du cloud', exact: true })).toBeVisible();

  // Running a search clears the filters; accents do not matter.
  const networkingDemo = 'Quiz réseaux (démo gratuite)';
  await page.getByRole('searchbox').fill('reseaux demo');
  await page.getByRole('button', { name: translation('fr', 'Search'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(translation('fr', 'One product matches your search.'));
  await expect(area.getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: networkingDemo, exact: true })).toBeVisible();

  // Offline, the same search still runs on the cached catalog.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: networkingDemo, exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('searchbox').fill('cloud');
  await page.getByRole('button', { name: translation('fr', 'Search'), exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Fondamentaux du cloud', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: networkingDemo, exact: true })).toBeHidden();
  await context.setOffline(false);
});
