// The sale page with a full catalog: 25 products a page, filters send the learner back to page 1; the
// certification tenant on its own host (cq.localhost) with its cq super category and legacy links.
import { expect, test } from './fixtures.ts';
import type { Catalog } from '../src/domain/catalog/types.ts';
import { translation } from './translations.ts';

const productCards = 'ul.product-grid[aria-label] > li';

test('page 2 holds the products after the first 25; choosing a filter goes back to page 1', async ({ page }) => {
  const catalog = (await (await page.request.get('/api/2.0/eq/buy/getProductCatalog?country=es')).json()) as Catalog;
  const total = Object.values(catalog).reduce((sum, s) => sum + Object.values(s.categories).reduce((n, c) => n + c.products.length, 0), 0);
  expect(total).toBeGreaterThan(25);

  await page.goto('/es/');
  await expect(page.locator(productCards)).toHaveCount(25);
  await page.getByRole('button', { name: translation('es', 'Page {number}').replace('{number}', '2') }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator(productCards)).toHaveCount(total - 25);
  // Reload keeps the page (the browse state lives in the URL).
  await page.reload();
  await expect(page.locator(productCards)).toHaveCount(total - 25);

  const area = page.getByRole('group', { name: translation('es', 'Area') });
  await area.getByRole('button', { name: 'Empresa y gestión' }).click();
  await expect(area.getByRole('button', { name: 'Empresa y gestión' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.locator(productCards)).toHaveCount(catalogCount(catalog, 'business'));
  await page.locator(productCards).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/es\/business\/project-management\/[^/]+\/quiz/);
});

test('the certification tenant: its own host, English, its cq super category per country, old pdf links rewritten', async ({ page, baseURL }) => {
  const cq = baseURL!.replace('//localhost', '//cq.localhost');
  await page.goto(`${cq}/de/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en-cq', 'Practice exams and quizzes'));
  await expect(page.locator('.site-header__brand')).toHaveText('Cert Quiz Shop');
  const catalog = (await (await page.request.get('/api/2.0/cq/buy/getProductCatalog?country=de')).json()) as Catalog;
  const certification = Object.entries(catalog).find(([, s]) => s.isCqSuperCategory);
  expect(certification?.[0]).toBe('zertifizierung-pruefungsfragen');
  await expect(page.getByRole('group', { name: translation('en-cq', 'Area') }).getByRole('button', { name: certification![1].superCategory })).toHaveCount(1);

  // Links of the certification tenant use the segment "en": its English (United States) site.
  await page.goto(`${cq}/en/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en-cq', 'Practice exams and quizzes'));
  // A legacy pdf link lands on the product's current address.
  await page.goto(`${cq}/us/pdf/cloud-pdf/cloud-fundamentals-pdf/quiz`);
  await expect(page).toHaveURL(/\/us\/dumps\/cloud-exam\/cloud-fundamentals-dumps\/quiz$/);
});

function catalogCount(catalog: Catalog, superCategory: string): number {
  return Object.values(catalog[superCategory]?.categories ?? {}).reduce((n, c) => n + c.products.length, 0);
}
