// The buy or dynamic-buy link of a product (SPEC §2 "Links"), with the country's localized slugs.
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { buyLink } from '../../domain/links.ts';
import { pagePath } from '../../domain/routes/slugs.ts';
import { currentTenant } from '../../platform/tenant.ts';

export function productBuyHref(country: CountryCode, product: CatalogProduct): string {
  return buyLink({
    superCategory: product.superCategoryUrl,
    category: product.categoryNameUrl,
    product: product.productNameUrl,
    pricingLabel: product.pricing.label,
    buyPath: pagePath(country, 'buy', { html: false }),
    dynamicBuyPath: pagePath(country, 'dynamic-buy', { html: false }),
    tenant: currentTenant,
  });
}
