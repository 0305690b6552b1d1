// Runs the catalog jobs from the server process: an interval is only the trigger, the database holds the state
// (super_categories.retired_at, top_ads), so a restart, a missed tick or several replicas change nothing but timing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import type { Clock } from '../auth/clock.ts';
import { runCatalogCleanup } from './catalogCleanup.ts';
import { expireTopAds } from './topAdsExpiry.ts';

/** Hourly is plenty for keep times counted in days. */
export const CATALOG_JOBS_INTERVAL_MS = 60 * 60_000;

export interface CatalogJobs {
  /** One run of every job now (the interval calls this too); overlapping calls share the run under way. */
  runNow(): Promise<void>;
  /** Stops the trigger and waits for a run under way (before the database closes). */
  stop(): Promise<void>;
}

export function startCatalogJobs(db: Db, log: FastifyBaseLogger, { clock = Date.now, intervalMs = CATALOG_JOBS_INTERVAL_MS }: { clock?: Clock; intervalMs?: number } = {}): CatalogJobs {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= (async () => {
      const now = clock();
      const retired = await runCatalogCleanup(db, { now });
      if (retired.length > 0) log.info({ lists: retired.map((list) => `${list.tenant}/${list.country}/${list.url} (level ${list.level})`) }, 'catalog cleanup retired super-category lists');
      const expired = await expireTopAds(db, { now });
      if (expired.length > 0) log.info({ products: expired }, 'top ads expired');
    })()
      .catch((error: unknown) => log.error({ err: error }, 'catalog jobs failed'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void runNow(), 5_000);
  first.unref();
  return {
    runNow,
    stop() {
      clearInterval(timer);
      clearTimeout(first);
      return running ?? Promise.resolve();
    },
  };
}
