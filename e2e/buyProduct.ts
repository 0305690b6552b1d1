// Buying a product for the signed-in learner of a page through the API, as the checkout and the test-mode payment
// page do (test card 4242…): for specs that need a Full Product's questions (issue 13 keeps them to buyers).
import { expect, type Page } from '@playwright/test';
import { session } from './examPage.ts';

const BILLING = {
  licensed: 'person', name: 'Test', lastName: 'Buyer', address: '1 Main Street', city: 'Springfield', zip: '12345', region: 'Illinois',
  country: 'US', prefix: '+1', phone: '555 1234567', businessName: '', vat: '',
};

/** Pays one month of `productId` (a product of the `country` site) with the test card; resolves once the order is paid. */
export async function buyWithTestCard(page: Page, productId: string, country = 'us', tenant = 'eq'): Promise<string> {
  const { user, login } = await session(page);
  if (!user || !login) throw new Error('buyWithTestCard needs a signed-in learner');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${login.access_token}`, 'x-country': country, 'x-xsrf-token': decodeURIComponent(xsrf) };
  const catalog = await (await page.request.get(`/api/2.0/${tenant}/buy/getProductCatalog?country=${country}`)).json();
  const products = Object.values(catalog as Record<string, { categories: Record<string, { products: { productId: string; pricing: { amountMinor: number; currency: string } }[] }> }>)
    .flatMap((superCategory) => Object.values(superCategory.categories).flatMap((category) => category.products));
  const product = products.find((candidate) => candidate.productId === productId);
  if (!product) throw new Error(`${productId} is not in the ${country} catalog`);
  const checkout = await page.request.post(`/api/2.0/${tenant}/checkout`, {
    headers,
    data: { lines: [{ productId, months: 1 }], billing: BILLING, currency: product.pricing.currency, expectedTotalMinor: product.pricing.amountMinor, marketingConsent: false, acceptTerms: true },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { orderId, redirectUrl } = (await checkout.json()) as { orderId: string; redirectUrl: string };
  const sessionId = new URL(redirectUrl, 'http://localhost').pathname.split('/').pop()!;
  const paid = await page.request.post(`/api/test-payments/${sessionId}/pay`, {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/2.0/${tenant}/orders/${user.userId}/${orderId}`, { headers })).json()) as { status: string }).status)
    .toBe('paid');
  return orderId;
}
