// Other pricing options of a paid product (SPEC §2 other-pricing dialog): 1, 3 and 12 months, from the product's
// own (one-month) price at 1×, 2.5× and 8×. The longer plans are rounded to the nearest price ending in .99, so a
// 19.90 product costs 49.99 for 3 months and 158.99 for 12. The 1-month plan is the product's price as the card
// shows it, unrounded: the dialog must not contradict the card.
export const PRICING_PLANS = [
  { months: 1, factor: 1 },
  { months: 3, factor: 2.5 },
  { months: 12, factor: 8 },
] as const;

export type PlanMonths = (typeof PRICING_PLANS)[number]['months'];

export interface PricingOption {
  months: PlanMonths;
  amountMinor: number;
}

/** The nearest amount (in minor units) ending in 99, at least 99; halfway rounds up. */
export function roundToNinetyNine(amountMinor: number): number {
  return Math.max(99, Math.round((amountMinor - 99) / 100) * 100 + 99);
}

/** The plans of a product priced `amountMinor` a month; none for a free (or broken) price. */
export function pricingOptions(amountMinor: number): PricingOption[] {
  if (!Number.isFinite(amountMinor) || amountMinor <= 0) return [];
  return PRICING_PLANS.map(({ months, factor }) => ({
    months,
    amountMinor: factor === 1 ? Math.round(amountMinor) : roundToNinetyNine(amountMinor * factor),
  }));
}
