import { createFileRoute } from '@tanstack/react-router';
import { BuyPage } from '../../features/commerce/BuyPage.tsx';
import { addLineToCart } from '../../features/commerce/addLineToCart.ts';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';
import { validateBuySearch } from './-buySearch.ts';

// The 'dynamic-buy' page at its localized slug (the router's URL rewrite maps it to this path): SPEC §2 buy link rules.
export const Route = createFileRoute('/$country/buy-product')({
  validateSearch: validateBuySearch,
  beforeLoad: ({ context }) => guardPage(context.country, 'dynamic-buy'),
  loaderDeps: ({ search }) => search,
  // The loader's helpers load with the page, not with the route tree (the first load of every page carries that).
  loader: ({ context, deps }) => import('./-buyRoute.ts').then((route) => route.loadBuyProduct(context.services, context.country, deps)),
  component: function DynamicBuyPageRoute() {
    const { product, demo } = Route.useLoaderData();
    const { country } = Route.useRouteContext();
    return (
      <PageFrame pageKey="dynamic-buy">
        <BuyPage country={country} product={product} demo={demo} addToCart={addLineToCart} />
      </PageFrame>
    );
  },
});
