// Every country site's home page in its own language and currency (SPEC §1, §9).
import { expect, test } from './fixtures.ts';
import { COUNTRY_CODES } from '../src/domain/markets/types.ts';
import { MARKETS, isCountryActive } from '../src/domain/markets/countries.ts';
import type { Catalog } from '../src/domain/catalog/types.ts';
import { listProducts } from '../src/domain/catalog/browse.ts';
import { translation } from './translations.ts';

for (const country of COUNTRY_CODES) {
  const market = MARKETS[country];
  test(`${country}: the home page speaks ${market.language} and prices in ${market.currency}`, async ({ page }) => {
    await page.goto(`/${country}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', market.language);
    const english = market.messageLocale === 'en';
    if (!isCountryActive(country, 'prod')) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation(market.messageLocale, 'Coming soon'));
      return;
    }
    const heading = english ? 'Practice exams and quizzes' : translation(market.messageLocale, 'Practice exams and quizzes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

    const catalog = (await (await page.request.get(`/api/2.0/eq/buy/getProductCatalog?country=${country}`)).json()) as Catalog;
    // The first paid product in the sale page's order (popularity comes from sales and attempts: none on a fresh site).
    const paid = listProducts(catalog).find((product) => product.pricing.amountMinor > 0);
    expect(paid, 'every open site sells at least one paid product').toBeDefined();
    expect(paid!.pricing.currency).toBe(market.currency);
    const card = page.locator(`[data-product-id="${paid!.productId}"]`);
    await expect(card.getByRole('heading')).toHaveText(paid!.title);
    await expect(card).toContainText(market.currencySymbol);
  });
}
