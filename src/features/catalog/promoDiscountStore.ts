// The promo discount's cookies and prices (loaded only when a promo is in play, not with every sale page): a kept
// code is asked for again, since the cookies hold no prices; a code the server no longer accepts is forgotten.
import { ApiError } from '../../api/client.ts';
import { discountedPrices, type PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import { normalizeDiscountIds } from '../../domain/validation/promo.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { clearDiscountCookies, readDiscountCookies, writeDiscountCookies } from './discountCookies.ts';
import type { SaleApi } from './saleApi.ts';

/** The prices of the promo kept in cookies, or null (no promo, refused, or offline: the cookies then wait). */
export async function restoreDiscount(api: SaleApi, country: CountryCode, signal: AbortSignal): Promise<ReadonlyMap<string, number> | null> {
  const stored = readDiscountCookies();
  if (!stored) return null;
  try {
    return discountedPrices(await api.redeemPromo(stored.promoCode, country, signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) clearDiscountCookies();
    return null;
  }
}

/** Keeps a promo applied in the dialog (code and product ids) for 30 days; returns its prices. */
export function keepDiscount(result: PromoDiscount): ReadonlyMap<string, number> {
  writeDiscountCookies({ promoCode: result.promoCode, productIds: normalizeDiscountIds(result.productIds) });
  return discountedPrices(result);
}
