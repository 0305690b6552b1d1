// What a cart costs (issue 13): each line's plan price (pricingOptions.ts), a promo's percent off the plan price of
// the products it covers (promoDiscount.ts), the VAT included in the total (vat.ts). The checkout page shows these
// and sends the total as `expectedTotalMinor`; the server computes the same and refuses a different one.
import { pricingOptions, type PlanMonths } from '../catalog/pricingOptions.ts';
import { discountedAmountMinor } from '../catalog/promoDiscount.ts';
import type { CartLine } from './orders.ts';
import { vatIncluded } from './vat.ts';

export interface CartPromo {
  promoCode: string;
  percentOff: number;
  productIds: readonly string[];
}

export interface PricedLine extends CartLine {
  /** The plan's price before the promo. */
  listMinor: number;
  /** What the line costs (the promo applied). */
  amountMinor: number;
}

export interface CartTotals {
  lines: PricedLine[];
  discountMinor: number;
  totalMinor: number;
  vatMinor: number;
  vatRatePercent: number;
}

/** The price of a product's plan, from its one-month price; 0 for a free product or an unknown plan. */
export function planAmountMinor(monthlyMinor: number, months: PlanMonths): number {
  return pricingOptions(monthlyMinor).find((option) => option.months === months)?.amountMinor ?? 0;
}

/** Lines priced from `monthlyPrice` (productId → one-month price; lines of unknown products are left out). */
export function cartTotals(
  lines: readonly CartLine[],
  monthlyPrice: (productId: string) => number | undefined,
  promo: CartPromo | null,
  vatRatePercent: number,
): CartTotals {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const monthly = monthlyPrice(line.productId);
    if (monthly === undefined || monthly <= 0) continue;
    const listMinor = planAmountMinor(monthly, line.months);
    const covered = promo !== null && promo.productIds.includes(line.productId);
    priced.push({ ...line, listMinor, amountMinor: covered ? discountedAmountMinor(listMinor, promo.percentOff) : listMinor });
  }
  const totalMinor = priced.reduce((sum, line) => sum + line.amountMinor, 0);
  const discountMinor = priced.reduce((sum, line) => sum + line.listMinor - line.amountMinor, 0);
  return { lines: priced, discountMinor, totalMinor, vatMinor: vatIncluded(totalMinor, vatRatePercent), vatRatePercent };
}
