// Pages come whole from the server, rendered by the app's own components with React (src/app/renderPage.tsx), and
// the app hydrates them as soon as its scripts arrive (src/app/boot.tsx): no hydration error, nothing on the screen
// moves, a tap right after the page shows works, and a visitor who only read the page finds it offline later.
import { expect, test, type Page } from './fixtures.ts';
import { localAttempt } from './examPage.ts';

const CATALOG = '/api/2.0/eq/buy/getProductCatalog?country=gb';
const PAGES = [
  '/gb/',
  '/de/',
  '/gb/it-certification/cloud/cloud-fundamentals/quiz',
  '/gb/it-certification/cloud/cloud-demo/quiz',
  '/gb/faq',
  '/de/kasse',
  '/gb?view=my-progress',
  '/gb/auth/signin',
];

/** Every console error and uncaught page error: React reports a hydration that failed there. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const hydrated = (page: Page) => expect(page.locator('html[data-app="hydrated"]')).toBeAttached({ timeout: 20_000 });

test('every page the server renders hydrates without a hydration error', async ({ browser }) => {
  for (const address of PAGES) {
    // A first visit each time: once a worker controls the site, it answers navigations with the app's shell.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(address);
    await expect(page.locator('#root[data-server-rendered]'), address).toBeAttached();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const hydrationErrors = errors.filter((error) => /hydrat|Minified React error #(418|423|425)/i.test(error));
    expect(hydrationErrors, address).toEqual([]);
    await context.close();
  }
});

test('the page is whole before the app runs, and one header and heading after it hydrated', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/gb/');
  await expect(page.locator('.product-grid > li')).toHaveCount(25);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await context.close();

  const live = await browser.newPage();
  await live.goto('/gb/');
  await hydrated(live);
  await expect(live.locator('header.site-header')).toHaveCount(1);
  await expect(live.getByRole('heading', { level: 1 })).toHaveCount(1);
  await live.close();
});

// The app's scripts take the page over as soon as they arrive (a first paint needs none of them); a tap from then on,
// while React is still hydrating, is React's to replay: nothing of the app's holds it.
test('a tap on Filters as soon as the app has the page opens the sheet', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto('/gb/', { waitUntil: 'commit' });
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.waitFor();
  await hydrated(page);
  await filters.tap();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.close();
});

test('a tap on a product page\'s primary action as soon as the app has the page starts the demo', async ({ page }) => {
  // The exam's code is held back: the dialog that names the test comes with the page, not with the exam.
  let releaseExam!: () => void;
  const examHeld = new Promise<void>((resolve) => (releaseExam = resolve));
  await page.route(/\/assets\/ExamWorkspace-[^/]+\.js$/, async (route) => {
    await examHeld;
    await route.continue();
  });
  await page.goto('/gb/it-certification/cloud/cloud-demo/quiz', { waitUntil: 'commit' });
  const start = page.getByRole('button', { name: 'Start the free demo' });
  await start.waitFor();
  await hydrated(page);
  await start.click();
  const naming = page.getByRole('dialog', { name: 'Name this test' });
  await expect(naming).toBeVisible();
  await naming.getByLabel('Name of this test').fill('My first go');
  releaseExam();
  await naming.getByRole('button', { name: 'Begin' }).click();
  // The test starts with that name and is not asked again.
  await expect(page.locator('.question__options')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const catalog = await (await page.request.get('/api/2.0/eq/buy/getProductCatalog?country=gb')).json();
  const demoId = catalog['it-certification'].categories.cloud.products.find((p: { productNameUrl: string }) => p.productNameUrl === 'cloud-demo').productId as string;
  await expect.poll(async () => (await localAttempt(page, demoId)).state?.testName).toBe('My first go');
});

test('a visitor who only read the sale page finds it offline later', async ({ page, context }) => {
  await page.goto('/gb/');
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), CATALOG), { timeout: 20_000 })
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cloud fundamentals', exact: true }).first()).toBeVisible();
  await expect(page.locator('.product-grid > li')).toHaveCount(25);
  await context.setOffline(false);
});

test('nothing on the screen moves when the app hydrates: the page came with its routes\' stylesheets', async ({ page }) => {
  const pages: [string, string[]][] = [
    ['/gb/', ['h1', 'form[role="search"]', '.sale-page__actions', '.product-grid > li:first-child']],
    ['/gb/it-certification/cloud/cloud-fundamentals/quiz', ['main[data-buy-offer] h1', '.product-hero', '.product-hero__offer']],
  ];
  for (const [address, selectors] of pages) {
    // The page as the server sent it, without the app.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
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
    await page.unroute('**/assets/*.js');
    await page.goto(address);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await boxes(), address).toEqual(before);
  }
});
