// The lines of a receipt or renewal mail: each product by its title (the product's site is the mail's language),
// with the plan's period and the amount.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../services/syncStore.ts';
import { products } from '../db/schema.ts';
import type { CountryCode } from '@domain/markets/types.ts';
import type { MailLanguage } from '../mail/templates.ts';
import { receiptLine } from '../mail/commerceMails.ts';
import { formatMoney } from './links.ts';

export async function receiptLines(
  tx: Tx,
  lang: MailLanguage,
  country: CountryCode,
  currency: string,
  lines: readonly { productId: string; months: number; amountMinor: number }[],
): Promise<string[]> {
  const rows = lines.length === 0 ? [] : await tx.select({ productId: products.productId, title: products.title }).from(products).where(inArray(products.productId, lines.map((line) => line.productId)));
  const titles = new Map(rows.map((row) => [row.productId, row.title]));
  return titledReceiptLines(lang, country, currency, lines.map((line) => ({ ...line, title: titles.get(line.productId) ?? null })));
}

/** The same from lines that carry their product's title already (null: the product is gone, its id stands in). */
export function titledReceiptLines(
  lang: MailLanguage,
  country: CountryCode,
  currency: string,
  lines: readonly { productId: string; months: number; amountMinor: number; title: string | null }[],
): string[] {
  return lines.map((line) => receiptLine(lang, line.title ?? line.productId, line.months, formatMoney(country, currency, line.amountMinor)));
}

/** The lines with `totalMinor` (a renewal's charge) shared out in proportion to what each line first cost. */
export function linesAtTotal<T extends { amountMinor: number }>(lines: readonly T[], totalMinor: number): T[] {
  const first = Math.max(1, lines.reduce((sum, line) => sum + line.amountMinor, 0));
  return lines.map((line) => ({ ...line, amountMinor: Math.round((totalMinor * line.amountMinor) / first) }));
}
