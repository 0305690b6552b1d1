// The catalog.maintenance job's work (cron, once across replicas): catalog cleanup and top-ad expiry. The database
// holds the state (super_categories.retired_at, top_ads), so a second run at the same time changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { runCatalogCleanup } from './catalogCleanup.ts';
import { expireTopAds } from './topAdsExpiry.ts';

/** Hourly is plenty for keep times counted in days. */
export const CATALOG_MAINTENANCE_CRON = '7 * * * *';

export async function runCatalogMaintenance(db: Db, log: FastifyBaseLogger, now: number): Promise<void> {
  const retired = await runCatalogCleanup(db, { now });
  if (retired.length > 0) log.info({ lists: retired.map((list) => `${list.tenant}/${list.country}/${list.url} (level ${list.level})`) }, 'catalog cleanup retired super-category lists');
  const expired = await expireTopAds(db, { now });
  if (expired.length > 0) log.info({ products: expired }, 'top ads expired');
}
