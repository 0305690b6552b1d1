// VAT included in consumer prices per country (standard rates, 2026): prices are shown and charged tax-inclusive;
// the receipt states the VAT part. Countries without a national VAT on these sales (United States: state sales tax,
// not collected here) have 0.
import type { CountryCode } from '../markets/types.ts';

export const VAT_RATE_PERCENT: Readonly<Record<CountryCode, number>> = {
  de: 19, be: 21, pt: 23, in: 18, mt: 18, lu: 17, it: 22, mx: 16, nz: 15, fr: 20, es: 21, br: 0, at: 20, au: 10,
  gb: 20, ie: 23, nl: 21, ca: 5, us: 0,
};

/** The VAT part of a tax-inclusive amount, in minor units (rounded half up). */
export function vatIncluded(totalMinor: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return totalMinor - Math.round((totalMinor * 100) / (100 + ratePercent));
}
