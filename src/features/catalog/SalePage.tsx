// The sale page: search, filters by super category and category, 25 products a page, search messages.
// Browsing rules are the pure ones in domain/catalog/browse; the state is kept in the URL by the route.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { browse, browseResults, listProducts, type BrowseEvent, type BrowseState } from '../../domain/catalog/browse.ts';
import { Filters } from './Filters.tsx';
import { MobileFilters } from './MobileFilters.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductCard } from './ProductCard.tsx';
import { SearchBar } from './SearchBar.tsx';
import { SearchMessage } from './SearchMessage.tsx';
import { useDocumentHead } from '../../app/documentHead.ts';
import { appEnvironment } from '../../app/environment.ts';
import { SITE_NAMES, currentTenant } from '../../app/tenant.ts';
import { hreflangAlternates } from '../../domain/seo.ts';

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
  const send = (event: BrowseEvent) => onChange(browse(state, event));
  const filterProps = {
    catalog,
    filters: state.filters,
    onSuperCategory: (superCategory: string | null) => send({ type: 'filter.superCategory', superCategory }),
    onCategory: (category: string | null) => send({ type: 'filter.category', category }),
  };
  useDocumentHead({
    title: `${t`Practice exams and quizzes`} · ${SITE_NAMES[currentTenant]}`,
    description: t`Timed exams and practice quizzes with explanations, in your language. Practise online or offline.`,
    alternates: hreflangAlternates(location.origin, appEnvironment, (site) => `/${site}/`),
  });

  return (
    <main className="page sale-page">
      <h1>{t`Practice exams and quizzes`}</h1>
      <SearchBar key={state.term} term={state.term} onSearch={(term) => send({ type: 'search.run', term })} />
      <div className="desktop-filters">
        <Filters {...filterProps} />
      </div>
      <MobileFilters {...filterProps} />
      {state.term && <SearchMessage count={results.total} />}
      {products.length === 0 && <p>{t`No products are available here yet.`}</p>}
      <ul className="product-grid" aria-label={t`Products`}>
        {results.items.map((product) => (
          <ProductCard key={product.productId} product={product} country={country} />
        ))}
      </ul>
      <Pagination page={results.page} pageCount={results.pageCount} onPage={(page) => send({ type: 'page.go', page })} />
    </main>
  );
}
