// Buys a product for the signed-in learner of a page the way the shop's own calls do it, through the built-in test
// mode: checkout, the test card 4242 4242 4242 4242 on the test payment session, then the order's status until the
// signed webhook event has fulfilled it. For the specs whose subject is the exam, not the shop (e2e/commerce.spec.ts
// buys through the pages).
import { expect, type Page } from '@playwright/test';
import { session } from './examPage.ts';

const BILLING = {
  licensed: 'person',
  name: 'Ada',
  lastName: 'Lovelace',
  address: '1 Analytical Street',
  city: 'Boston',
  zip: '02110',
  region: 'MA',
  country: 'US',
  prefix: '+1',
  phone: '617 5550100',
  businessName: '',
  vat: '',
};

export async function buyThroughTestMode(page: Page, productId: string, country = 'us'): Promise<void> {
  const { user, login } = await session(page);
  expect(user && login, 'signed in').toBeTruthy();
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${login!.access_token}`, 'x-country': country, 'x-xsrf-token': xsrf };
  const catalog = await (await page.request.get(`/api/2.0/eq/buy/getProductCatalog?country=${country}`)).json();
  const product = Object.values(catalog as Record<string, { categories: Record<string, { products: { productId: string; pricing: { amountMinor: number; currency: string } }[] }> }>)
    .flatMap((superCategory) => Object.values(superCategory.categories).flatMap((category) => category.products))
    .find((candidate) => candidate.productId === productId)!;

  const checkout = await page.request.post('/api/2.0/eq/checkout', {
    headers,
    data: {
      lines: [{ productId, months: 1 }],
      billing: BILLING,
      currency: product.pricing.currency,
      expectedTotalMinor: product.pricing.amountMinor,
      marketingConsent: false,
      acceptTerms: true,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { orderId, redirectUrl } = (await checkout.json()) as { orderId: string; redirectUrl: string };
  const sessionId = redirectUrl.split('/').pop()!;
  const paid = await page.request.post(`/api/test-payments/${sessionId}/pay`, {
    headers: { 'x-xsrf-token': xsrf },
    data: { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/2.0/eq/orders/${user!.userId}/${orderId}`, { headers })).json()) as { status: string }).status, { timeout: 15_000 })
    .toBe('paid');
}
