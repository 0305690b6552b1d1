import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { Catalog } from '../../domain/catalog/types.ts';
import { CheckoutPage } from '../../features/commerce/CheckoutPage.tsx';
import { OrderStatusPage } from '../../features/commerce/OrderStatusPage.tsx';
import { CheckoutDepsContext } from '../../features/commerce/checkoutDeps.ts';
import { createAppCheckoutDeps } from '../../features/commerce/appCheckoutDeps.ts';
import { useServices } from '../../platform/useServices.ts';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

const orderIdOf = (value: unknown) => (typeof value === 'string' && /^[\w-]{1,80}$/.test(value) ? value : undefined);

// The 'checkout' page at its localized slug: the cart and billing form, or (?order=…, the payment provider's way
// back) the order following its status; ?cancelled=… after a cancelled payment.
export const Route = createFileRoute('/$country/checkout')({
  validateSearch: (search: Record<string, unknown>): { order?: string; cancelled?: string } => {
    const order = orderIdOf(search.order);
    const cancelled = orderIdOf(search.cancelled);
    return { ...(order ? { order } : {}), ...(cancelled ? { cancelled } : {}) };
  },
  beforeLoad: ({ context }) => guardPage(context.country, 'checkout'),
  loader: async ({ context }) => {
    const { tenant, api } = context.services;
    const { catalogWithCopy } = await import('../../db/catalogCopies.ts');
    return { catalog: await catalogWithCopy(tenant, context.country, () => api.request<Catalog>('buy/getProductCatalog', { query: { country: context.country } })) };
  },
  component: function Checkout() {
    const { catalog } = Route.useLoaderData();
    const { country } = Route.useRouteContext();
    const { country: site } = Route.useParams();
    const { order, cancelled } = Route.useSearch();
    const services = useServices();
    const deps = useMemo(() => createAppCheckoutDeps(services), [services]);
    return (
      <PageFrame pageKey="checkout">
        <CheckoutDepsContext.Provider value={deps}>
          {order ? <OrderStatusPage country={country} site={site} orderId={order} /> : <CheckoutPage country={country} site={site} catalog={catalog} cancelled={cancelled} />}
        </CheckoutDepsContext.Provider>
      </PageFrame>
    );
  },
});
