// A first visit to the sale page or a buy offer (issue 23): the server sends the whole page, rendered by the app's
// own components (src/app/renderFirstVisit.tsx), and the app's JavaScript runs only when the visitor first touches,
// types or points (public/boot.js). Nothing the visitor does before it runs is lost, and a visitor who only read the
// page finds it offline later.
import { expect, test, type Page } from '@playwright/test';

const CATALOG = '/api/2.0/eq/buy/getProductCatalog?country=gb';

/** The app's scripts the page asked for (boot.js, the one script of a first visit, aside). */
function appScriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().endsWith('/boot.js')) scripts.push(request.url());
  });
  return scripts;
}

test('the sale page is whole before any app script runs, and a click made before the app runs opens the dialog', async ({ page }) => {
  const scripts = appScriptRequests(page);
  await page.goto('/gb/');
  await expect(page.locator('#root[data-first-visit]')).toBeAttached();
  await expect(page.locator('.product-grid > li')).toHaveCount(25);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(scripts, 'no app script before the visitor does anything').toEqual([]);

  await page.getByRole('button', { name: 'Get a free quiz by e-mail' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // The app took the page over in place: one header, one heading.
  await expect(page.locator('header.site-header')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('what the visitor typed before the app ran is what the app searches', async ({ page }) => {
  await page.goto('/gb/');
  await expect(page.locator('#root[data-first-visit]')).toBeAttached();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('cloud');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=cloud/);
  await expect(search).toHaveValue('cloud');
});

test('a buy offer is whole before any app script runs', async ({ page }) => {
  const scripts = appScriptRequests(page);
  await page.goto('/gb/it-certification/cloud/cloud-fundamentals/quiz');
  await expect(page.locator('#root[data-first-visit]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud fundamentals' })).toBeVisible();
  await expect(page.locator('main[data-buy-offer]')).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(scripts).toEqual([]);
});

test('a visitor who only read the sale page finds it offline later', async ({ page, context }) => {
  await page.goto('/gb/');
  await expect(page.getByRole('heading', { name: 'Cloud fundamentals', exact: true }).first()).toBeVisible();
  // Without any touch: the worker registers and keeps the page's catalog.
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), CATALOG), { timeout: 20_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cloud fundamentals', exact: true }).first()).toBeVisible();
  await expect(page.locator('.product-grid > li')).toHaveCount(25);
  await context.setOffline(false);
});

test('nothing on the screen moves when the app takes a first visit over: the page came with its routes\' stylesheets', async ({ page }) => {
  // What the first screen shows (cards further down are sized when they come near: content-visibility).
  const pages: [string, string[]][] = [
    ['/gb/', ['h1', 'form[role="search"]', '.sale-page__actions', '.filters', '.product-grid > li:first-child']],
    ['/gb/it-certification/cloud/cloud-fundamentals/quiz', ['main[data-buy-offer] h1', '.product-hero', '.product-hero__offer']],
  ];
  for (const [address, selectors] of pages) {
    await page.goto(address);
    await expect(page.locator('#root[data-first-visit]')).toBeAttached();
    const boxes = () =>
      page.evaluate(
        (all) =>
          all.map((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [selector, 'missing'];
          }),
        selectors,
      );
    const before = await boxes();
    // The page never goes blank in between (a part of it still loading when the app renders).
    await page.evaluate(() => {
      const flags = window as { mainMissing?: boolean };
      flags.mainMissing = false;
      new MutationObserver(() => {
        if (!document.querySelector('main h1')) flags.mainMissing = true;
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
    const rendered = page.evaluate(() => new Promise((resolve) => document.addEventListener('app:rendered', resolve, { once: true })));
    await page.mouse.move(1, 1);
    await rendered;
    await page.waitForLoadState('networkidle');
    expect(await boxes(), address).toEqual(before);
    expect(await page.evaluate(() => (window as { mainMissing?: boolean }).mainMissing), `${address}: the page's heading left the screen`).toBe(false);
  }
});
