// Product popularity (issue 15): sales and attempts counted per product and UTC day in product_popularity_days,
// one upsert in the transaction of the paid order (fulfil's writePaid statement) or of the attempt (here), so no scan
// runs when the catalog is read; summed over the country's window (SPEC §9: 14 days, 7 in Italy) when the catalog is
// built, at most once a minute per country.
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { productPopularityDays } from '../db/schema.ts';
import { popularityWindowFirstDay, utcDay } from '@domain/catalog/popularity.ts';
import { getMarket } from '@domain/markets/countries.ts';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@domain/markets/types.ts';

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

/** The rows of `country`'s window ending on `now`'s day (SPEC §9: 14 days, 7 in Italy). */
function inWindow(country: CountryCode, now: Date) {
  const firstDay = popularityWindowFirstDay(getMarket(country).salesPopularityWindowDays, now);
  return and(eq(productPopularityDays.country, country), gte(productPopularityDays.day, firstDay), lte(productPopularityDays.day, utcDay(now)));
}

const total = sql<number>`sum(${productPopularityDays.sales} + ${productPopularityDays.attempts})::int`;

/** Sales plus attempts per product of the country in its window ending on `now`'s day. */
export async function popularityCounts(db: Db, country: CountryCode, now: Date): Promise<Map<string, number>> {
  const rows = await db.select({ productId: productPopularityDays.productId, total }).from(productPopularityDays).where(inWindow(country, now)).groupBy(productPopularityDays.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.total)]));
}

/** popularityCounts of every country in one query (each in its own window): the minutely snapshot's one read. */
export async function popularityCountsOfAll(db: Db, now: Date): Promise<Map<CountryCode, Map<string, number>>> {
  const rows = await db
    .select({ country: productPopularityDays.country, productId: productPopularityDays.productId, total })
    .from(productPopularityDays)
    .where(or(...COUNTRY_CODES.map((country) => inWindow(country, now))))
    .groupBy(productPopularityDays.country, productPopularityDays.productId);
  const byCountry = new Map<CountryCode, Map<string, number>>(COUNTRY_CODES.map((country) => [country, new Map()]));
  for (const row of rows) byCountry.get(row.country as CountryCode)?.set(row.productId, Number(row.total));
  return byCountry;
}
