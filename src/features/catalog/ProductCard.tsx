// One product on the sale page: kind, title, question count, rating (read-only), price (with its promo price), and
// its one action (start the free demo, or the buy label), and on paid products the other pricing options.
import { Plural, useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { isSold } from '../../domain/commerce/forSale.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import { PRODUCT_KIND_LABELS } from './productKindLabels.ts';
import { ProductPrice } from './ProductPrice.tsx';
import { OtherPricingButton } from './OtherPricingButton.tsx';
import { RatingLine } from '../votes/RatingLine.tsx';
import { productBuyHref } from '../commerce/buyHref.ts';

interface ProductCardProps {
  product: CatalogProduct;
  country: CountryCode;
  /** The promo price in minor units, when a promo discounts this product. */
  discountedMinor?: number;
}

export function ProductCard({ product, country, discountedMinor }: ProductCardProps) {
  const { i18n, t } = useLingui();
  const free = !isSold(product.pricing);
  return (
    <li className="product-card" data-product-id={product.productId}>
      <span className="product-card__kind">{i18n._(PRODUCT_KIND_LABELS[product.kind])}</span>
      {product.popularProduct && <span className="product-card__badge">{t`Popular`}</span>}
      <h3 className="product-card__title">
        <a href={productQuizPath(country, product)}>{product.title}</a>
      </h3>
      <p className="product-card__meta">
        <Plural value={product.numberOfQuestions} one="# question" other="# questions" />
      </p>
      {/* A catalog copy saved before ratings existed has no votes field: nothing is shown then. */}
      {product.ratingVotes > 0 && <RatingLine summary={{ average: product.ratingAverage, votes: product.ratingVotes }} />}
      <div className="product-card__offer">
        <ProductPrice pricing={product.pricing} market={MARKETS[country]} discountedMinor={discountedMinor} />
        {!free && <span className="product-card__period">{t`per month`}</span>}
      </div>
      {/* The card's one action. The whole card links to the product page (the title's stretched link); BUY NOW is a
          link of its own above it, to the buy or dynamic-buy page (SPEC §2), named with the product for screen readers. */}
      {free ? (
        <span className="product-card__action">
          {t`Start the free demo`} <span aria-hidden="true">→</span>
        </span>
      ) : (
        <BuyNowLink href={productBuyHref(country, product)} title={product.title} />
      )}
      {!free && <OtherPricingButton product={product} country={country} />}
    </li>
  );
}

function BuyNowLink({ href, title }: { href: string; title: string }) {
  const { t } = useLingui();
  if (href === '') return null;
  return (
    <a className="product-card__action product-card__buy-now" href={href}>
      {t`BUY NOW`} <span className="visually-hidden">{title}</span> <span aria-hidden="true">→</span>
    </a>
  );
}
