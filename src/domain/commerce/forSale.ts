// Which products the shop sells (issue 13): every product with a price, whatever its kind (full products and the
// per-topic configured quizzes); free demo quizzes, demo AI quizzes and anything priced 0 stay free and public.
// A product that is sold needs a purchase (an entitlement) before its questions are served.
import type { ProductPricing } from '../catalog/types.ts';

export function isSold(pricing: Pick<ProductPricing, 'amountMinor'>): boolean {
  return Number.isInteger(pricing.amountMinor) && pricing.amountMinor > 0;
}
