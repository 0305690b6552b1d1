// The lines of an order as its mails list them: each product by its title (the product's site is the mail's
// language), with the plan's months and the amount as the country writes it.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../services/syncStore.ts';
import { products } from '../db/schema.ts';
import type { CountryCode } from '@domain/markets/types.ts';
import type { ReceiptLine } from '../mail/commerceMails.ts';
import { formatMoney } from './links.ts';

export async function receiptLines(
  tx: Tx,
  country: CountryCode,
  currency: string,
  lines: readonly { productId: string; months: number; amountMinor: number }[],
): Promise<ReceiptLine[]> {
  const rows = lines.length === 0 ? [] : await tx.select({ productId: products.productId, title: products.title }).from(products).where(inArray(products.productId, lines.map((line) => line.productId)));
  const titles = new Map(rows.map((row) => [row.productId, row.title]));
  return titledReceiptLines(country, currency, lines.map((line) => ({ ...line, title: titles.get(line.productId) ?? null })));
}

/** The same from lines that carry their product's title already (null: the product is gone, its id stands in). */
export function titledReceiptLines(
  country: CountryCode,
  currency: string,
  lines: readonly { productId: string; months: number; amountMinor: number; title: string | null }[],
): ReceiptLine[] {
  return lines.map((line) => ({ title: line.title ?? line.productId, months: line.months, amount: formatMoney(country, currency, line.amountMinor) }));
}

/** The lines with `totalMinor` (a renewal's charge) shared out in proportion to what each line first cost. */
export function linesAtTotal<T extends { amountMinor: number }>(lines: readonly T[], totalMinor: number): T[] {
  const first = Math.max(1, lines.reduce((sum, line) => sum + line.amountMinor, 0));
  return lines.map((line) => ({ ...line, amountMinor: Math.round((totalMinor * line.amountMinor) / first) }));
}
