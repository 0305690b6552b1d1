// The top of a product page, above the fold: what it is (kind, title, one paragraph), what is inside (topics,
// questions, tests, time), the price with its period, and one primary action: start the free demo, buy, or start
// the exam when the learner owns it. "Set up the test" and the drill's due cards sit beside it as secondary actions.
import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { PRODUCT_KIND_LABELS } from '../catalog/productKindLabels.ts';
import { ProductPrice } from '../catalog/ProductPrice.tsx';

export type PrimaryAction = { kind: 'start-demo' } | { kind: 'start-exam' } | { kind: 'continue' } | { kind: 'buy'; href: string };

interface ProductHeroProps {
  product: CatalogProduct;
  country: CountryCode;
  topics: number;
  examMinutes: number;
  primary: PrimaryAction;
  onStart: () => void;
  /** The site's URL segment and the mode, for the test setup's link. */
  site: string;
  mode: TestMode;
  dueCards: number;
  onReview: () => void;
}

export function ProductHero({ product, country, topics, examMinutes, primary, onStart, site, mode, dueCards, onReview }: ProductHeroProps) {
  const { t, i18n } = useLingui();
  const free = product.pricing.amountMinor === 0;
  const tests = Math.max(1, product.numberOfTests);
  const due = dueCards;
  return (
    <section className="product-hero" aria-labelledby="product-title">
      <p className="product-hero__kind pill">{i18n._(PRODUCT_KIND_LABELS[product.kind])}</p>
      <h1 id="product-title">{product.title}</h1>
      {product.description && <p className="product-hero__description">{product.description}</p>}
      <ul className="product-hero__facts" aria-label={t`What is inside`}>
        <li>
          <span aria-hidden="true">◆</span> <Plural value={topics} one="# topic" other="# topics" />
        </li>
        <li>
          <span aria-hidden="true">?</span> <Plural value={product.numberOfQuestions} one="# question" other="# questions" />
        </li>
        <li>
          <span aria-hidden="true">☰</span> <Plural value={tests} one="# test" other="# tests" />
        </li>
        <li>
          <span aria-hidden="true">⏱</span> <Plural value={examMinutes} one="# minute per exam" other="# minutes per exam" />
        </li>
      </ul>
      <div className="product-hero__offer">
        <div className="product-hero__price">
          <ProductPrice pricing={product.pricing} market={MARKETS[country]} />
          {!free && <span className="product-card__period">{t`per month`}</span>}
        </div>
        <div className="product-hero__actions">
          {primary.kind === 'buy' ? (
            <a className="button product-hero__primary" href={primary.href}>
              {t`Buy`}
            </a>
          ) : (
            <button type="button" className="button product-hero__primary" onClick={onStart}>
              {primary.kind === 'start-demo' ? t`Start the free demo` : primary.kind === 'continue' ? t`Continue where you left off` : t`Start your exam`}
            </button>
          )}
          <Link className="button button--secondary" to="/$country/test-config" params={{ country: site }} search={{ productId: product.productId, mode }}>
            {t`Set up the test`}
          </Link>
          {due > 0 && (
            <button type="button" className="button button--secondary" onClick={onReview}>
              {t`Review due (${due})`}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
