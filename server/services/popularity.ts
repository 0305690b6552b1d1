// Product popularity (issue 15): sales and attempts counted per product and UTC day in product_popularity_days,
// one upsert in the transaction of the paid order (fulfil's writePaid statement) or of the attempt (here), so no scan
// runs when the catalog is read; summed over the country's window (SPEC §9: 14 days, 7 in Italy) when the catalog is
// built, at most once a minute per country.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { productPopularityDays } from '../db/schema.ts';
import { popularityWindowFirstDay, utcDay } from '@domain/catalog/popularity.ts';
import { getMarket } from '@domain/markets/countries.ts';
import { isCountryCode, type CountryCode } from '@domain/markets/types.ts';

/** A database handle or an open transaction: the count joins the caller's transaction. */
type Writer = Pick<Db, 'insert'>;

export interface PopularityEvent {
  productId: string;
  /** The product's country (the first two letters of its id, SPEC §2 links). */
  country: string;
  at: Date;
}

/** Counts one new attempt of a product (an exam.start that began one), in the sync transaction. */
export async function recordAttempt(tx: Writer, event: PopularityEvent): Promise<void> {
  await tx
    .insert(productPopularityDays)
    .values({ productId: event.productId, country: event.country.toLowerCase(), day: utcDay(event.at), attempts: 1 })
    .onConflictDoUpdate({ target: [productPopularityDays.productId, productPopularityDays.day], set: { attempts: sql`${productPopularityDays.attempts} + 1` } });
}

/** The country of a product id (its first two letters), or null. */
export function countryOfProduct(productId: string): CountryCode | null {
  const code = productId.slice(0, 2).toLowerCase();
  return isCountryCode(code) ? code : null;
}

/** Sales plus attempts per product of the country in its window ending on `now`'s day. */
export async function popularityCounts(db: Db, country: CountryCode, now: Date): Promise<Map<string, number>> {
  const firstDay = popularityWindowFirstDay(getMarket(country).salesPopularityWindowDays, now);
  const rows = await db
    .select({ productId: productPopularityDays.productId, total: sql<number>`sum(${productPopularityDays.sales} + ${productPopularityDays.attempts})::int` })
    .from(productPopularityDays)
    .where(and(eq(productPopularityDays.country, country), gte(productPopularityDays.day, firstDay), lte(productPopularityDays.day, utcDay(now))))
    .groupBy(productPopularityDays.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.total)]));
}
