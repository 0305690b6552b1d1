// A product's price on its card: "Free", the price, or under a promo the old price struck through and the new one.
import { useLingui } from '@lingui/react/macro';
import type { ProductPricing } from '../../domain/catalog/types.ts';
import { isSold } from '../../domain/commerce/forSale.ts';
import type { Market } from '../../domain/markets/market.ts';
import { formatPrice } from './formatPrice.ts';

export function ProductPrice({ pricing, market, discountedMinor }: { pricing: ProductPricing; market: Market; discountedMinor?: number }) {
  const { t } = useLingui();
  if (!isSold(pricing)) return <p className="product-card__price">{t`Free`}</p>;
  const price = formatPrice(pricing, market);
  if (discountedMinor === undefined || discountedMinor >= pricing.amountMinor) return <p className="product-card__price">{price}</p>;
  return (
    <p className="product-card__price product-card__price--discounted">
      <span className="visually-hidden">{t`Old price:`}</span> <s>{price}</s> <span className="visually-hidden">{t`New price:`}</span>{' '}
      <strong>{formatPrice({ ...pricing, amountMinor: discountedMinor }, market)}</strong>
    </p>
  );
}
