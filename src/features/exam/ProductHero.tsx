// The top of a product page, above the fold: what it is (kind, title, one paragraph), what is inside (topics,
// questions, tests, time), the price with its period, and one primary action: start the free demo, buy, or start
// the exam when the learner owns it. "Set up the test" and the drill's due cards sit beside it as secondary actions.
import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { isSold } from '../../domain/commerce/forSale.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { PRODUCT_KIND_LABELS } from '../catalog/productKindLabels.ts';
import { ProductPrice } from '../catalog/ProductPrice.tsx';
import type { RenewalState } from '../../domain/commerce/subscriptions.ts';

/** Small line icons for the facts (inline SVG, drawn with the text colour's brand tint). */
function FactIcon({ kind }: { kind: 'topics' | 'questions' | 'tests' | 'time' }) {
  const paths = {
    topics: 'M4 6h16M4 12h16M4 18h10',
    questions: 'M9 9a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.7V15M12 18.5v.5',
    tests: 'M7 4h10v16H7zM10 8h4M10 12h4M10 16h2',
    time: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  } as const;
  return (
    <svg className="product-hero__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

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
  /** A paid product's free demo part (its quiz page address), offered beside the buy button. */
  demoPath?: string;
  /** False for a generated quiz: the test set-up page reads products of the catalog. */
  canSetUp?: boolean;
  /** The end of a bought product's running access (ISO): "Yours until {date}" shows in place of the price. */
  ownedUntil?: string;
  /** Its plan renews on a date, or its renewal was cancelled (issue 21). */
  renewal?: RenewalState;
}

/** In place of the price on a bought product's page. */
function OwnedUntil({ until, country, renewal }: { until: string; country: CountryCode; renewal?: RenewalState }) {
  const { t } = useLingui();
  const format = (iso: string) => new Intl.DateTimeFormat(MARKETS[country].intlLocale, { dateStyle: 'long' }).format(new Date(iso));
  const date = format(until);
  const renews = renewal?.kind === 'renews' ? format(renewal.on) : '';
  const nextAttempt = renewal?.kind === 'past_due' && renewal.nextAttempt ? format(renewal.nextAttempt) : null;
  return (
    <div className="product-hero__owned">
      <p>{t`Yours until ${date}`}</p>
      {renewal?.kind === 'renews' && <p className="muted" data-testid="product-renewal">{t`Renews on ${renews}`}</p>}
      {renewal?.kind === 'cancelled' && <p className="muted" data-testid="product-renewal">{t`Renewal cancelled`}</p>}
      {/* A failed renewal (issue 35): past due, never "Renews on". */}
      {renewal?.kind === 'past_due' && (
        <div className="notice notice--warning" data-testid="product-renewal">
          <p>{t`Payment failed: update your card before ${date} to keep access.`}</p>
          {nextAttempt && <p>{t`Next payment attempt: ${nextAttempt}`}</p>}
        </div>
      )}
    </div>
  );
}

export function ProductHero({ product, country, topics, examMinutes, primary, onStart, site, mode, dueCards, onReview, demoPath, canSetUp = true, ownedUntil, renewal }: ProductHeroProps) {
  const { t, i18n } = useLingui();
  const free = !isSold(product.pricing);
  const tests = Math.max(1, product.numberOfTests);
  const due = dueCards;
  const description = product.description || product.seoDescription;
  return (
    <section className="product-hero" aria-labelledby="product-title">
      <p className="product-hero__kind pill">{i18n._(PRODUCT_KIND_LABELS[product.kind])}</p>
      <h1 id="product-title">{product.title}</h1>
      {description && <p className="product-hero__description">{description}</p>}
      <ul className="product-hero__facts" aria-label={t`What is inside`}>
        <li>
          <FactIcon kind="topics" /> <Plural value={topics} one="# topic" other="# topics" />
        </li>
        <li>
          <FactIcon kind="questions" /> <Plural value={product.numberOfQuestions} one="# question" other="# questions" />
        </li>
        <li>
          <FactIcon kind="tests" /> <Plural value={tests} one="# test" other="# tests" />
        </li>
        <li>
          <FactIcon kind="time" /> <Plural value={examMinutes} one="# minute per exam" other="# minutes per exam" />
        </li>
      </ul>
      <div className="product-hero__offer">
        {ownedUntil ? (
          <OwnedUntil until={ownedUntil} country={country} renewal={renewal} />
        ) : (
          <div className="product-hero__price">
            <ProductPrice pricing={product.pricing} market={MARKETS[country]} />
            {!free && <span className="product-card__period">{t`per month`}</span>}
          </div>
        )}
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
          {demoPath && primary.kind === 'buy' && (
            <a className="button button--secondary" href={demoPath}>
              {t`Try the free demo`}
            </a>
          )}
          {canSetUp && (
            <Link className="button button--secondary" to="/$country/test-config" params={{ country: site }} search={{ productId: product.productId, mode }}>
              {t`Set up the test`}
            </Link>
          )}
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
