import { createFileRoute } from '@tanstack/react-router';
import type { Catalog } from '../../domain/catalog/types.ts';
import { showsComingSoon } from '../../domain/routes/slugs.ts';
import { appEnvironment } from '../../platform/environment.ts';
import { SalePage } from '../../features/catalog/SalePage.tsx';
import { browseStateFrom, searchFrom, validateBrowseSearch } from '../../features/catalog/browseSearch.ts';
import { ComingSoonPage } from '../../features/pages/ComingSoonPage.tsx';
import { catalogWithCopy } from '../../db/catalogCopies.ts';

// The country's home: the sale page, or the coming-soon page where the site is not open yet.
export const Route = createFileRoute('/$country/')({
  validateSearch: validateBrowseSearch,
  loader: async ({ context }) => {
    if (showsComingSoon(context.country, appEnvironment)) return { comingSoon: true as const };
    const { tenant, api } = context.services;
    const catalog = await catalogWithCopy(tenant, context.country, () => api.request<Catalog>('buy/getProductCatalog', { query: { country: context.country } }));
    return { comingSoon: false as const, catalog };
  },
  component: function CountryHome() {
    const data = Route.useLoaderData();
    const { country } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    if (data.comingSoon) return <ComingSoonPage />;
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
