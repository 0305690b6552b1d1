// Catalog cleanup levels and keep times, and top-ad retention, against a clock moved by hand.
import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets/countries.ts';
import { cleanupLevelOf, DAY_MS, isRetirementDue } from './cleanup.ts';
import { isTopAdLive, topAdUntil } from './topAds.ts';

const cleanup = MARKETS.us.catalogCleanup;
const t0 = Date.UTC(2026, 0, 1, 10);

describe('catalog cleanup', () => {
  it.each([
    ['interview-questions', null, 1],
    ['it-certifications', null, 0],
    ['it-certifications', 2, 2],
    ['interview-questions', 0, 0],
    ['interview-questions', 2, 2],
  ] as const)('%s with its own level %s is cleaned at level %i', (url, own, level) => {
    expect(cleanupLevelOf(url, own, cleanup)).toBe(level);
  });

  it.each([
    [1, 30 * DAY_MS - 1, false],
    [1, 30 * DAY_MS, true],
    [2, 180 * DAY_MS - 1, false],
    [2, 180 * DAY_MS, true],
    [2, 30 * DAY_MS, false],
    [0, 10_000 * DAY_MS, false],
  ] as const)('level %i, %i ms after the last update: retired %s', (level, elapsed, due) => {
    expect(isRetirementDue(t0, level, cleanup, t0 + elapsed)).toBe(due);
  });
});

describe('top ads', () => {
  it('a product promoted on day 1 is a top ad through day 7 and dropped on day 8', () => {
    const retention = MARKETS.it.topAdsRetentionDays;
    expect(retention).toBe(7);
    for (let day = 1; day <= 7; day++) expect(isTopAdLive(t0, retention, t0 + (day - 1) * DAY_MS + 23 * 3_600_000)).toBe(true);
    expect(isTopAdLive(t0, retention, t0 + 7 * DAY_MS)).toBe(false);
    expect(topAdUntil(t0, retention)).toBe(t0 + 7 * DAY_MS);
    expect(isTopAdLive(t0, retention, t0 - 1)).toBe(false);
  });
});
