import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { showsComingSoon } from '../../domain/routes/slugs.ts';
import { appEnvironment } from '../../platform/environment.ts';
import { SalePage } from '../../features/catalog/SalePage.tsx';
import { browseStateFrom, searchFrom, validateBrowseSearch, type BrowseSearch } from '../../features/catalog/browseSearch.ts';
import { ComingSoonPage } from '../../features/pages/ComingSoonPage.tsx';
import { loadCatalogOffline } from '../../features/offline/catalogOffline.ts';
import { declarePageNeeds } from '../../features/offline/pageNeedsStore.ts';
import { pageNeeds } from '../../domain/offline/pageNeeds.ts';

// SPEC §2: the bill and My products are the country root too (?bill={orderId}, ?view=my-products), and so is My
// progress (?view=my-progress); their code loads
// only when asked for, so the sale page carries none of it.
const AccountCommercePage = lazy(() => import('../../features/commerce/AccountCommercePage.tsx'));
// My progress (issue 22, ?view=my-progress): read from the device only, its code loaded on visit.
const MyProgressPage = lazy(() => import('../../features/learning/MyProgressPage.tsx'));

const VIEWS = ['my-products', 'my-progress'] as const;
type HomeView = (typeof VIEWS)[number];
const isView = (value: unknown): value is HomeView => VIEWS.includes(value as HomeView);

interface HomeSearch extends BrowseSearch {
  bill?: string;
  view?: HomeView;
}

function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const bill = typeof search.bill === 'string' && /^[\w-]{1,80}$/.test(search.bill) ? search.bill : undefined;
  return { ...validateBrowseSearch(search), ...(bill ? { bill } : {}), ...(isView(search.view) ? { view: search.view } : {}) };
}

// The country's home: the sale page, or the coming-soon page where the site is not open yet.
export const Route = createFileRoute('/$country/')({
  validateSearch: validateHomeSearch,
  loader: async ({ context, location }) => {
    if (showsComingSoon(context.country, appEnvironment)) return { comingSoon: true as const };
    const catalog = await loadCatalogOffline(context.services, context.country);
    // The sale page needs only the catalog offline; the bill and My products read more, so they claim nothing.
    const accountView = 'bill' in location.search || 'view' in location.search;
    declarePageNeeds(location.pathname, accountView ? undefined : pageNeeds({ kind: 'catalog', tenant: context.services.tenant, country: context.country }));
    return { comingSoon: false as const, catalog };
  },
  component: function CountryHome() {
    const data = Route.useLoaderData();
    const { country } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    if (data.comingSoon) return <ComingSoonPage />;
    if (search.view === 'my-progress') {
      return (
        <Suspense fallback={<main className="page"><p role="status" className="skeleton" /></main>}>
          <MyProgressPage />
        </Suspense>
      );
    }
    if (search.bill !== undefined || search.view === 'my-products') {
      return (
        <Suspense fallback={<main className="page"><p role="status" className="skeleton" /></main>}>
          <AccountCommercePage country={country} catalog={data.catalog} bill={search.bill} />
        </Suspense>
      );
    }
    return (
      <SalePage
        catalog={data.catalog}
        country={country}
        state={browseStateFrom(search)}
        onChange={(next) => void navigate({ search: searchFrom(next) })}
      />
    );
  },
});
