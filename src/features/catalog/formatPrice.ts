// Prices in the country's format and currency, through Intl (ARCHITECTURE.md §6). Building an Intl.NumberFormat
// costs far more than using one, and a sale page formats dozens of prices: one formatter per locale and currency.
import type { Market } from '../../domain/markets/market.ts';
import type { ProductPricing } from '../../domain/catalog/types.ts';

interface CurrencyFormatter {
  format: (amount: number) => string;
  standardSymbol: string | undefined;
}

const formatters = new Map<string, CurrencyFormatter>();

function formatterFor(locale: string, currency: string): CurrencyFormatter {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatter = { format: (amount) => intl.format(amount), standardSymbol: intl.formatToParts(0).find((part) => part.type === 'currency')?.value };
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatPrice(pricing: ProductPricing, market: Market): string {
  const { format, standardSymbol } = formatterFor(market.currencyFormatLocal, pricing.currency);
  const formatted = format(pricing.amountMinor / 100);
  // New Zealand prices in EUR with a dollar symbol (SPEC §9): show the market's own symbol where it differs.
  return standardSymbol && standardSymbol !== market.currencySymbol && pricing.currency === market.currency
    ? formatted.replace(standardSymbol, market.currencySymbol)
    : formatted;
}
