// Addresses of the shop's pages that e-mails and payment providers link to (contract: src/domain/commerce/README.md).
import { pagePath } from '@domain/routes/slugs.ts';
import type { CountryCode } from '@domain/markets/types.ts';
import { MARKETS } from '@domain/markets/countries.ts';

export const checkoutPath = (country: CountryCode) => pagePath(country, 'checkout', { html: false });
export const successPath = (country: CountryCode, orderId: string) => `${checkoutPath(country)}?order=${encodeURIComponent(orderId)}`;
export const cancelPath = (country: CountryCode, orderId: string) => `${checkoutPath(country)}?cancelled=${encodeURIComponent(orderId)}`;
export const billPath = (country: CountryCode, orderId: string) => `/${country}/?bill=${encodeURIComponent(orderId)}`;
export { myProductsPath } from '@domain/commerce/myProducts.ts';
export const testPaymentPath = (country: CountryCode, sessionId: string) => `/${country}/pay/test/${encodeURIComponent(sessionId)}`;

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount as the country's site shows it, e.g. "49,99 €" (formatters are made once: they are costly). */
export function formatMoney(country: CountryCode, currency: string, amountMinor: number): string {
  const key = `${country}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(MARKETS[country].currencyFormatLocal, { style: 'currency', currency })));
  return formatter.format(amountMinor / 100);
}

/** A date as the country's site writes it in a mail, e.g. "27. Dezember 2026". */
export function formatMailDate(country: CountryCode, date: Date): string {
  return new Intl.DateTimeFormat(MARKETS[country].intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
