// Top ads (SPEC §9): promoting a product, and the job that deletes promotions whose retention has passed. The
// catalog already leaves an expired promotion out when it reads (services/catalog.ts); the job only keeps the table
// to the live ones. Both are idempotent, so overlapping or repeated runs do no harm.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { products, topAds } from '../db/schema.ts';
import { oldestLivePromotion, topAdUntil } from '@domain/catalog/topAds.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@domain/markets/types.ts';

/** Promotes a product from `now` (again, if it already was: its days start over); returns when it ends, or null. */
export async function promoteProduct(db: Db, productId: string, now: number): Promise<Date | null> {
  const [product] = await db.select({ country: products.country }).from(products).where(eq(products.productId, productId));
  if (!product || !isCountryCode(product.country)) return null;
  await db
    .insert(topAds)
    .values({ productId, promotedAt: new Date(now) })
    .onConflictDoUpdate({ target: topAds.productId, set: { promotedAt: new Date(now) } });
  return new Date(topAdUntil(now, MARKETS[product.country].topAdsRetentionDays));
}

/** Deletes (or with dryRun only lists) the promotions no longer live at `now`; returns their product ids. */
export async function expireTopAds(db: Db, { now, dryRun = false }: { now: number; dryRun?: boolean }): Promise<string[]> {
  const byRetention = new Map<number, CountryCode[]>();
  for (const country of COUNTRY_CODES) {
    const days = MARKETS[country].topAdsRetentionDays;
    byRetention.set(days, [...(byRetention.get(days) ?? []), country]);
  }
  const expired: string[] = [];
  for (const [days, countries] of byRetention) {
    const stale = and(
      lt(topAds.promotedAt, new Date(oldestLivePromotion(days, now))),
      inArray(topAds.productId, db.select({ productId: products.productId }).from(products).where(inArray(products.country, countries))),
    );
    const rows = dryRun
      ? await db.select({ productId: topAds.productId }).from(topAds).where(stale)
      : await db.delete(topAds).where(stale).returning({ productId: topAds.productId });
    expired.push(...rows.map((row) => row.productId));
  }
  return expired.sort();
}
