// The buy and dynamic-buy pages (SPEC §2 "Links": ?super_category=…&category=…&product=…): the product, what is in
// it, its plans (1, 3 or 12 months) in the country's currency, a promo code, "Add to cart"; the app store badges
// where the country's app sells in-app. Nothing here loads payment code: that comes with the checkout page.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { pricingOptions, type PlanMonths } from '../../domain/catalog/pricingOptions.ts';
import { discountedAmountMinor } from '../../domain/catalog/promoDiscount.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import { PRODUCT_KIND_LABELS } from '../catalog/productKindLabels.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import { ShopOtherPricingButton, ShopPromoCodeButton } from './ShopDialogButtons.tsx';
import { Breadcrumbs } from '../pages/Breadcrumbs.tsx';
import { useSiteSegment } from '../account/useCountry.ts';
import { StoreBadges } from './StoreBadges.tsx';
import { useCartPromo } from './useCartPromo.ts';
import './commerce.css';

export interface BuyPageProps {
  country: CountryCode;
  product: CatalogProduct | undefined;
  demo: CatalogProduct | undefined;
  /** Adds the line to the device's cart (cartStore.add in the app). */
  addToCart: (productId: string, months: PlanMonths) => Promise<void>;
}

export function BuyPage({ country, product, demo, addToCart }: BuyPageProps) {
  const { t, i18n } = useLingui();
  const site = useSiteSegment();
  const market = MARKETS[country];
  const { promo, apply } = useCartPromo(country);
  const [months, setMonths] = useState<PlanMonths>(1);
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');

  if (!product) {
    return (
      <main className="page buy-page">
        <h1>{t`Buy a product`}</h1>
        <p role="status">{t`This product is not in the catalog of this country any more.`}</p>
        <Link className="button" to="/$country" params={{ country: site }}>
          {t`See all products`}
        </Link>
      </main>
    );
  }
  const options = pricingOptions(product.pricing.amountMinor);
  const covered = promo !== null && promo.productIds.includes(product.productId);
  const price = (amountMinor: number) => formatPrice({ ...product.pricing, amountMinor }, market);
  const title = product.title;
  const topics = product.numberOfTopics;
  const tests = Math.max(1, product.numberOfTests);
  const promoCode = promo?.promoCode ?? '';

  async function add() {
    if (!product) return;
    setState('adding');
    try {
      await addToCart(product.productId, months);
      setState('added');
    } catch {
      setState('failed');
    }
  }

  return (
    <main className="page buy-page">
      <Breadcrumbs country={country} trail={[{ label: title, href: productQuizPath(site, product) }, { label: t`Buy` }]} />
      <p className="pill">{i18n._(PRODUCT_KIND_LABELS[product.kind])}</p>
      <h1>{t`Buy ${title}`}</h1>
      {(product.description || product.seoDescription) && <p>{product.description || product.seoDescription}</p>}
      <ul className="buy-page__facts" aria-label={t`What is inside`}>
        <li>
          <Plural value={product.numberOfQuestions} one="# question" other="# questions" />
        </li>
        <li>
          <Plural value={tests} one="# test" other="# tests" />
        </li>
        <li>
          <Plural value={topics} one="# topic" other="# topics" />
        </li>
      </ul>
      {options.length === 0 ? (
        <p className="notice notice--info">
          {t`This product is free.`}{' '}
          <a href={productQuizPath(site, product)}>{t`Start it now`}</a>
        </p>
      ) : (
        <form
          className="buy-page__offer"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <fieldset className="plan-choice">
            <legend>{t`Choose your plan`}</legend>
            {options.map((option) => {
              const amount = covered ? discountedAmountMinor(option.amountMinor, promo.percentOff) : option.amountMinor;
              return (
                <label key={option.months} className="plan-choice__option">
                  <input type="radio" name="plan" value={option.months} checked={months === option.months} onChange={() => setMonths(option.months)} />
                  <span className="plan-choice__months">
                    <Plural value={option.months} one="# month" other="# months" />
                  </span>
                  <span className="plan-choice__price">
                    {amount < option.amountMinor && (
                      <>
                        <span className="visually-hidden">{t`Old price:`}</span> <s>{price(option.amountMinor)}</s>{' '}
                        <span className="visually-hidden">{t`New price:`}</span>
                      </>
                    )}
                    <strong>{price(amount)}</strong>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <div className="buy-page__secondary">
            <ShopOtherPricingButton product={product} country={country} />
            <ShopPromoCodeButton country={country} onApplied={apply} />
          </div>
          {covered && <p className="muted">{t`Promo code ${promoCode} applied.`}</p>}
          <button type="submit" className="button button--wide-mobile" disabled={state === 'adding'} aria-busy={state === 'adding'}>
            {t`Add to cart`}
          </button>
          {state === 'added' && (
            <p role="status" className="buy-page__added">
              {t`Added to your cart.`}{' '}
              <Link className="button button--secondary" to="/$country/checkout" params={{ country: site }}>
                {t`Go to checkout`}
              </Link>
            </p>
          )}
          {state === 'failed' && (
            <p role="alert" className="field__error">
              {t`This device could not save your cart. Please try again.`}
            </p>
          )}
        </form>
      )}
      {demo && (
        <p>
          <a className="button button--secondary" href={productQuizPath(site, demo)}>
            {t`Try the free demo`}
          </a>
        </p>
      )}
      <StoreBadges country={country} />
    </main>
  );
}
