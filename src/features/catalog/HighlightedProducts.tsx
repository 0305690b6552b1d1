// The highlighted products above the grid (SPEC §2): the popular ones as compact tiles (title and price, with its
// promo price) under their own heading. The full cards stay in the grid: one card per product on the page.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import { ProductPrice } from './ProductPrice.tsx';

interface HighlightedProductsProps {
  products: readonly CatalogProduct[];
  country: CountryCode;
  /** productId → promo price in minor units. */
  prices: ReadonlyMap<string, number>;
  /** The section's heading: "Popular with learners" unless given (the homepage's "for you" lists use it too). */
  title?: string;
}

export function HighlightedProducts({ products, country, prices, title }: HighlightedProductsProps) {
  const { t } = useLingui();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="highlighted-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t`Popular with learners`}</h2>
      <ul className="highlighted-products__list">
        {products.map((product) => (
          <li key={product.productId} className="highlighted-card">
            <a className="highlighted-card__title" href={productQuizPath(country, product)}>
              {product.title}
            </a>
            <ProductPrice pricing={product.pricing} market={MARKETS[country]} discountedMinor={prices.get(product.productId)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
