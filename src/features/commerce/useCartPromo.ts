// The promo code the cart uses: the one kept in cookies (catalog/discountCookies.ts, applied on the sale page or
// here) asked for again, since the cookies hold no percentage; a code applied in the dialog replaces it.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import type { CartPromo } from '../../domain/commerce/cartTotals.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { normalizeDiscountIds } from '../../domain/validation/promo.ts';
import { clearDiscountCookies, readDiscountCookies, writeDiscountCookies } from '../catalog/discountCookies.ts';
import { useSaleApi } from '../catalog/useSaleApi.ts';

const promoOf = (discount: PromoDiscount): CartPromo => ({
  promoCode: discount.promoCode,
  percentOff: discount.percentOff,
  productIds: normalizeDiscountIds(discount.productIds),
});

export interface CartPromoState {
  promo: CartPromo | null;
  apply(discount: PromoDiscount): void;
  remove(): void;
}

export function useCartPromo(country: CountryCode): CartPromoState {
  const api = useSaleApi();
  const enabled = MARKETS[country].promo.enabled;
  const [promo, setPromo] = useState<CartPromo | null>(null);

  useEffect(() => {
    const stored = enabled ? readDiscountCookies() : null;
    if (!api || !stored) return;
    const controller = new AbortController();
    api
      .redeemPromo(stored.promoCode, country, controller.signal)
      .then((discount) => !controller.signal.aborted && setPromo((current) => current ?? promoOf(discount)))
      .catch((error: unknown) => {
        // A code the server no longer knows is forgotten; offline it waits in its cookies.
        if (error instanceof ApiError && error.status === 404) clearDiscountCookies();
      });
    return () => controller.abort();
  }, [api, country, enabled]);

  const apply = useCallback((discount: PromoDiscount) => {
    writeDiscountCookies({ promoCode: discount.promoCode, productIds: discount.productIds });
    setPromo(promoOf(discount));
  }, []);
  const remove = useCallback(() => {
    clearDiscountCookies();
    setPromo(null);
  }, []);
  return { promo: enabled ? promo : null, apply, remove };
}
