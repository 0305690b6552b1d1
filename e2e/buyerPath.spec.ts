// The buyer's path without dead ends (issue 21): the sale card's BUY NOW is a link of its own that opens the buy
// page; a guest who signs up from the checkout comes back to it with the cart; a bought product's page says whose it
// is and until when, with Start first; the header's account menu reaches My products on a phone, with no serious
// axe finding; the bill links to My products.
import { appStarted, expect, test } from './fixtures.ts';
import { expectAccessible } from './accessible.ts';
import { PASSWORD, productIdOf } from './examPage.ts';
import { buyWithTestCard } from './buyProduct.ts';

const PRODUCT_PAGE = '/us/it-certification/cloud/cloud-fundamentals/quiz';

test("BUY NOW opens the buy page; sign-up from the checkout returns to it; a bought product is yours until a date; the account menu reaches My products on a phone", async ({ page, context }) => {
  test.setTimeout(150_000);

  // The sale page: the card links to the product page by its title and has a BUY NOW link of its own.
  await page.goto('/us/');
  const card = page.locator('.product-card', { has: page.getByRole('link', { name: 'Cloud fundamentals', exact: true }) }).first();
  const buyNow = card.getByRole('link', { name: /^BUY NOW Cloud fundamentals/ });
  await expect(buyNow).toBeVisible();
  const titleHref = await card.getByRole('link', { name: 'Cloud fundamentals', exact: true }).getAttribute('href');
  expect(titleHref).toContain('/quiz');
  expect(await buyNow.getAttribute('href')).toMatch(/\?super_category=it-certification&category=cloud&product=cloud-fundamentals$/);
  // Keyboard: BUY NOW takes the focus and Enter follows it.
  await buyNow.focus();
  await expect(buyNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Buy Cloud fundamentals' })).toBeVisible();
  await appStarted(page);

  // A guest puts it in the cart, goes to the checkout and creates an account from there.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(page.locator('.site-header__cart-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/us\/auth\/signup\?redirect=/);
  const email = `buyer-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Bea');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password (at least 8 characters)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const mailbox = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
      link = mailbox.flatMap((mail) => mail.links).find((url) => url.includes('confirm=')) ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status')).toContainText('Your e-mail address is confirmed.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back at the checkout, signed in, with the cart.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/checkout/);
  await expect(page.locator('.site-header__cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();

  // Bought: the product page shows "Yours until {date}" in place of the price, and Start first.
  const productId = await productIdOf(context);
  const orderId = await buyWithTestCard(page, productId);
  // Bought through the API here, as if on another device: the product page asks the account again when the device's
  // record says the learner does not own it.
  const hero = page.locator('.product-hero');
  await page.goto(PRODUCT_PAGE);
  await expect(hero.getByText(/^Yours until \w+ \d{1,2}, \d{4}$/)).toBeVisible({ timeout: 15_000 });
  await expect(hero.getByText('per month')).toHaveCount(0);
  await expect(hero.locator('.product-hero__primary')).toHaveText('Start your exam');

  // The bill links to My products.
  await page.goto(`/us/?bill=${orderId}`);
  await expect(page.getByRole('heading', { name: /^Bill / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My products' })).toBeVisible();

  // On a phone: the account menu opens, passes axe, and reaches My products; Escape closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/us/');
  const menuButton = page.getByRole('button', { name: /account menu/ });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const myProducts = page.getByRole('link', { name: 'My products' });
  await expect(myProducts).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const box = await myProducts.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'account menu open');
  await page.keyboard.press('Escape');
  await expect(myProducts).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await myProducts.click();
  await expect(page.getByRole('heading', { name: 'My products' })).toBeVisible();
  await expect(page.locator('.my-products__item', { hasText: 'Cloud fundamentals' })).toContainText('Active until');
  // Sign out from the menu: the sign-in page, and the header offers sign-in again.
  await menuButton.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);
});
