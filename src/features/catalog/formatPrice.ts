// Prices in the country's format and currency, through Intl (ARCHITECTURE.md §6).
import type { Market } from '../../domain/markets/market.ts';
import type { ProductPricing } from '../../domain/catalog/types.ts';

export function formatPrice(pricing: ProductPricing, market: Market): string {
  const formatted = new Intl.NumberFormat(market.currencyFormatLocal, { style: 'currency', currency: pricing.currency }).format(
    pricing.amountMinor / 100,
  );
  // New Zealand prices in EUR with a dollar symbol (SPEC §9): show the market's own symbol where it differs.
  const standardSymbol = new Intl.NumberFormat(market.currencyFormatLocal, { style: 'currency', currency: pricing.currency })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return standardSymbol && standardSymbol !== market.currencySymbol && pricing.currency === market.currency
    ? formatted.replace(standardSymbol, market.currencySymbol)
    : formatted;
}
