// SEO: a product as schema.org JSON-LD for its quiz page.
import type { CatalogProduct } from './catalog/types.ts';

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
