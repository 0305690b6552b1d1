// Top ads (SPEC §9): a promoted product is shown as a top ad for the market's retention (7 days) from the moment it
// was promoted, then dropped without anyone having to remove it. Promoted on day 1 at 10:00, it is gone on day 8 at 10:00.
import { DAY_MS } from './cleanup.ts';

/** The end of a promotion (epoch ms): the first instant the product is no longer a top ad. */
export function topAdUntil(promotedAtMs: number, retentionDays: number): number {
  return promotedAtMs + retentionDays * DAY_MS;
}

export function isTopAdLive(promotedAtMs: number, retentionDays: number, now: number): boolean {
  return now >= promotedAtMs && now < topAdUntil(promotedAtMs, retentionDays);
}

/** The oldest promotion still live at `now`: promotions at or after it are top ads. */
export function oldestLivePromotion(retentionDays: number, now: number): number {
  return now - retentionDays * DAY_MS + 1;
}
