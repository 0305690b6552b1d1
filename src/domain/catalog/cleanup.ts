// Catalog cleanup (SPEC §9): a super-category list that has gone without an update for its level's keep time is
// retired from the catalog served. Level 1: the market's country-specific lists (interview questions, job tests,
// public service …), kept 30 days. Level 2: lists an operator set to level 2 (the market's level 2 has no match
// rule, "NA"), kept 180 days. A list's own cleanup_level overrides the market: 0 never, 1 or 2 that level.
import type { CatalogCleanup } from '../markets/market.ts';

export type CleanupLevel = 0 | 1 | 2;

export const DAY_MS = 86_400_000;

/** The level a list is cleaned at: its own setting, else level 1 when the market names it, else never (0). */
export function cleanupLevelOf(superCategoryUrl: string, ownLevel: number | null, cleanup: CatalogCleanup): CleanupLevel {
  if (ownLevel === 0 || ownLevel === 1 || ownLevel === 2) return ownLevel;
  return cleanup.level1.superCategories.includes(superCategoryUrl) ? 1 : 0;
}

export function keepDaysOf(level: CleanupLevel, cleanup: CatalogCleanup): number | null {
  if (level === 1) return cleanup.level1.keepDays;
  if (level === 2) return cleanup.level2.keepDays;
  return null;
}

/** When a list of this level, last updated at `lastUpdateMs`, leaves the catalog (epoch ms), or null for never. */
export function retirementDueAt(lastUpdateMs: number, level: CleanupLevel, cleanup: CatalogCleanup): number | null {
  const days = keepDaysOf(level, cleanup);
  return days === null ? null : lastUpdateMs + days * DAY_MS;
}

/** True once the keep time has fully passed: updated at day 0, a level-1 list is served for days 0 … 29. */
export function isRetirementDue(lastUpdateMs: number, level: CleanupLevel, cleanup: CatalogCleanup, now: number): boolean {
  const due = retirementDueAt(lastUpdateMs, level, cleanup);
  return due !== null && now >= due;
}
