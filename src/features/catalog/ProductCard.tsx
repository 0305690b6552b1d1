// One product on the sale page: kind, title, question count, rating (read-only), price, and the buy label on paid products.
import { Plural, useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { formatPrice } from './formatPrice.ts';
import { PRODUCT_KIND_LABELS } from './productKindLabels.ts';
import { RatingLine } from '../votes/RatingStars.tsx';

export function ProductCard({ product, country }: { product: CatalogProduct; country: CountryCode }) {
  const { i18n, t } = useLingui();
  const free = product.pricing.amountMinor === 0;
  return (
    <li className="product-card" data-product-id={product.productId}>
      <span className="product-card__kind">{i18n._(PRODUCT_KIND_LABELS[product.kind])}</span>
      {product.popularProduct && <span className="product-card__badge">{t`Popular`}</span>}
      <h3 className="product-card__title">
        <a href={`/${country}/${product.superCategoryUrl}/${product.categoryNameUrl}/${product.productNameUrl}/quiz`}>{product.title}</a>
      </h3>
      <p className="product-card__meta">
        <Plural value={product.numberOfQuestions} one="# question" other="# questions" />
      </p>
      {/* A catalog copy saved before ratings existed has no votes field: nothing is shown then. */}
      {product.ratingVotes > 0 && <RatingLine summary={{ average: product.ratingAverage, votes: product.ratingVotes }} />}
      <p className="product-card__price">{free ? t`Free` : formatPrice(product.pricing, MARKETS[country])}</p>
      {!free && <span className="product-card__buy">{t`BUY NOW`}</span>}
    </li>
  );
}
