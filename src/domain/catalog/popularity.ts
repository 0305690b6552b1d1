// Sales popularity (SPEC §9: counted over the country's window, 14 days, 7 in Italy): which UTC days a window
// covers, and which products the catalog marks popular (the most sold and tried, as the highlighted strip shows).
import { compareIds } from '../text.ts';

const DAY_MS = 86_400_000;

/** The UTC day (yyyy-mm-dd) of an instant. */
export function utcDay(at: Date | number): string {
  return new Date(typeof at === 'number' ? at : at.getTime()).toISOString().slice(0, 10);
}

/** The first day of a window of `windowDays` days ending today (today counts as the window's last day). */
export function popularityWindowFirstDay(windowDays: number, now: Date | number): string {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return utcDay(today - (Math.max(1, windowDays) - 1) * DAY_MS);
}

/** How many products carry the "popular" mark: as many as the highlighted strip shows. */
export const POPULAR_PRODUCTS_MAX = 4;

/** The products marked popular: the highest counts in the window (ties by id), never a product without any. */
export function popularProductIds(counts: ReadonlyMap<string, number>, max = POPULAR_PRODUCTS_MAX): Set<string> {
  const ranked = [...counts].filter(([, count]) => count > 0).sort(([a, x], [b, y]) => y - x || compareIds(a, b));
  return new Set(ranked.slice(0, max).map(([productId]) => productId));
}
