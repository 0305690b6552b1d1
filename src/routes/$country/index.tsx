import { createFileRoute } from '@tanstack/react-router';
import type { Catalog } from '../../domain/catalog/types.ts';
import { showsComingSoon } from '../../domain/routes/slugs.ts';
import { appEnvironment } from '../../app/environment.ts';
import { SalePage } from '../../features/catalog/SalePage.tsx';
import { ComingSoonPage } from '../../features/pages/ComingSoonPage.tsx';

// The country's home: the sale page, or the coming-soon page where the site is not open yet.
export const Route = createFileRoute('/$country/')({
  loader: async ({ context }) => {
    if (showsComingSoon(context.country, appEnvironment)) return { comingSoon: true as const };
    const catalog = await context.services.api.request<Catalog>('buy/getProductCatalog', { query: { country: context.country } });
    return { comingSoon: false as const, catalog };
  },
  component: function CountryHome() {
    const data = Route.useLoaderData();
    const { country } = Route.useRouteContext();
    return data.comingSoon ? <ComingSoonPage /> : <SalePage catalog={data.catalog} country={country} />;
  },
});
