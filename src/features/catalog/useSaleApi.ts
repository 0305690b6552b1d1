// The sale page's calls for components: the injected ones (tests), else the app's API client; null outside the app.
import { createContext, useContext, useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { createSaleApi, type SaleApi } from './saleApi.ts';

export const SaleApiContext = createContext<SaleApi | null>(null);

export function useSaleApi(): SaleApi | null {
  const injected = useContext(SaleApiContext);
  // Without a RouterProvider (component tests) there are no app services.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const api = router?.options.context.services.api;
  return useMemo(() => injected ?? (api ? createSaleApi(api) : null), [injected, api]);
}
