// SEO rules: hreflang alternates of a page across the active country sites, and product JSON-LD.
import { activeCountries, MARKETS } from './markets/countries.ts';
import type { CountryCode, Environment } from './markets/types.ts';
import type { CatalogProduct } from './catalog/types.ts';

/** hreflang → URL of the same page on every active country site, plus x-default (the US site). */
export function hreflangAlternates(origin: string, environment: Environment, pathFor: (country: CountryCode) => string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const country of activeCountries(environment)) alternates[MARKETS[country].intlLocale] = `${origin}${pathFor(country)}`;
  alternates['x-default'] = `${origin}${pathFor('us')}`;
  return alternates;
}

/** schema.org Product with its offer, for search engines. */
export function productJsonLd(product: CatalogProduct, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.seoDescription || product.description || product.title,
    sku: product.productId,
    url,
    offers: {
      '@type': 'Offer',
      price: (product.pricing.amountMinor / 100).toFixed(2),
      priceCurrency: product.pricing.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
