// The sale page: search, filters by super category and category, highlighted products, 25 products a page, search
// messages, testimonials, and the promo-code and free-quiz dialogs (loaded on open).
// Browsing rules are the pure ones in domain/catalog/browse; the state is kept in the URL by the route.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Catalog, ProductKind } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { browse, browseResults, listProducts, type BrowseEvent, type BrowseState, type PriceFilter } from '../../domain/catalog/browse.ts';
import { highlightedProducts, isPlainFirstPage } from '../../domain/catalog/highlighted.ts';
import { ForYou } from './ForYou.tsx';
import { Filters } from './Filters.tsx';
import { FreeQuizButton } from './FreeQuizButton.tsx';
import { HighlightedProducts } from './HighlightedProducts.tsx';
import { MobileFilters } from './MobileFilters.tsx';
import { ProductCard } from './ProductCard.tsx';
import { Pagination } from './Pagination.tsx';
import { PromoCodeButton } from './PromoCodeButton.tsx';
import { SearchBar } from './SearchBar.tsx';
import { SearchMessage } from './SearchMessage.tsx';
import { usePromoDiscount } from './usePromoDiscount.ts';
import { pageOrigin, useDocumentHead } from '../../platform/documentHead.ts';
import { appEnvironment } from '../../platform/environment.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { hreflangAlternates } from '../../domain/seo.ts';
import { pageAvailable, pagePath } from '../../domain/routes/slugs.ts';
import './salePage.css';

// Testimonials come after the products, below the fold: they load after the page.
const Testimonials = lazy(() => import('./Testimonials.tsx').then((module) => ({ default: module.Testimonials })));

interface SalePageProps {
  catalog: Catalog;
  country: CountryCode;
  state: BrowseState;
  onChange: (next: BrowseState) => void;
}

export function SalePage({ catalog, country, state, onChange }: SalePageProps) {
  const { t } = useLingui();
  const products = useMemo(() => listProducts(catalog), [catalog]);
  const results = browseResults(products, state);
  // A top ad whose promotion ended while the catalog was cached is dropped (the time the page opened is enough).
  const [openedAt] = useState(() => Date.now());
  const highlighted = highlightedProducts(products, state, openedAt);
  const promo = usePromoDiscount(country);
  const send = (event: BrowseEvent) => onChange(browse(state, event));
  const filterProps = {
    catalog,
    filters: state.filters,
    onSuperCategory: (superCategory: string | null) => send({ type: 'filter.superCategory', superCategory }),
    onCategory: (category: string | null) => send({ type: 'filter.category', category }),
    onKind: (kind: ProductKind | null) => send({ type: 'filter.kind', kind }),
    onPrice: (price: PriceFilter | null) => send({ type: 'filter.price', price }),
  };
  useDocumentHead({
    title: `${t`Practice exams and quizzes`} · ${SITE_NAMES[currentTenant]}`,
    description: t`Timed exams and practice quizzes with explanations, in your language. Practise online or offline.`,
    alternates: hreflangAlternates(pageOrigin(), appEnvironment, (site) => `/${site}/`),
  });

  return (
    <main className="page sale-page">
      <h1>{t`Practice exams and quizzes`}</h1>
      <SearchBar key={state.term} term={state.term} onSearch={(term) => send({ type: 'search.run', term })} />
      <div className="sale-page__actions">
        <PromoCodeButton country={country} onApplied={promo.apply} />
        <FreeQuizButton country={country} />
        {pageAvailable(country, 'create-quiz') && (
          <a className="button button--secondary" href={pagePath(country, 'create-quiz', { html: false })}>
            {t`Create your own quiz`}
          </a>
        )}
      </div>
      <div className="desktop-filters">
        <Filters {...filterProps} />
      </div>
      <MobileFilters {...filterProps} />
      {state.term && <SearchMessage count={results.total} />}
      {products.length === 0 && <p>{t`No products are available here yet.`}</p>}
      {isPlainFirstPage(state) && <ForYou products={products} country={country} prices={promo.prices} />}
      <HighlightedProducts products={highlighted} country={country} prices={promo.prices} />
      {/* The product cards' titles are h3: this heading keeps the outline whole for screen readers. */}
      <h2 className="visually-hidden">{t`Products`}</h2>
      <ul className="product-grid" aria-label={t`Products`}>
        {results.items.map((product) => (
          <ProductCard key={product.productId} product={product} country={country} discountedMinor={promo.prices.get(product.productId)} />
        ))}
      </ul>
      <Pagination page={results.page} pageCount={results.pageCount} onPage={(page) => send({ type: 'page.go', page })} />
      <Suspense fallback={null}>
        <Testimonials />
      </Suspense>
    </main>
  );
}
