// The sale page's promo discount: applied from the promo dialog and kept in cookies (code and product ids); on the
// next visit the prices are asked for again (promoDiscountStore.ts, loaded only when a promo cookie is there).
import { useCallback, useEffect, useState } from 'react';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { useSaleApi } from './useSaleApi.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';

export interface PromoDiscountState {
  /** productId → discounted price in minor units. */
  prices: ReadonlyMap<string, number>;
  apply(discount: PromoDiscount): void;
}

const NO_PRICES: ReadonlyMap<string, number> = new Map();
/** The promo_code cookie of discountCookies.ts, looked for without loading it. */
const hasPromoCookie = (): boolean => typeof document !== 'undefined' && /(?:^|;\s*)promo_code=/.test(document.cookie);
const loadStore = () => import('./promoDiscountStore.ts');

export function usePromoDiscount(country: CountryCode): PromoDiscountState {
  const api = useSaleApi();
  const enabled = MARKETS[country].promo.enabled;
  const [prices, setPrices] = useState<ReadonlyMap<string, number> | null>(null);

  useEffect(() => {
    if (!enabled || !api || !hasPromoCookie()) return;
    const controller = new AbortController();
    const restoring = loadStore()
      .then(({ restoreDiscount }) => restoreDiscount(api, country, controller.signal))
      // A code applied in the dialog meanwhile wins over the one from the cookies.
      .then((restored) => restored && !controller.signal.aborted && setPrices((current) => current ?? restored));
    // The cookies stay: the promo prices come back on the next visit.
    settleQuietly(restoring, 'promo restore');
    return () => controller.abort();
  }, [api, country, enabled]);

  const apply = useCallback((result: PromoDiscount) => {
    settleQuietly(loadStore().then(({ keepDiscount }) => setPrices(keepDiscount(result))), 'promo apply');
  }, []);

  return { prices: enabled && prices ? prices : NO_PRICES, apply };
}
