// Table and property tests of catalog freshness.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isCatalogFresh, type CachedCatalogStamp } from './freshness.ts';

const NOW = 1_700_000_000_000;

describe('isCatalogFresh', () => {
  it.each<[string, CachedCatalogStamp | null, string, number, boolean]>([
    ['just fetched', { country: 'us', fetchedAt: NOW }, 'us', NOW, true],
    ['19:59.999 old', { country: 'us', fetchedAt: NOW - 1_199_999 }, 'us', NOW, true],
    ['exactly 20 minutes old is stale', { country: 'us', fetchedAt: NOW - 1_200_000 }, 'us', NOW, false],
    ['an hour old', { country: 'us', fetchedAt: NOW - 3_600_000 }, 'us', NOW, false],
    ['another country', { country: 'gb', fetchedAt: NOW }, 'us', NOW, false],
    ['fetched in the future', { country: 'us', fetchedAt: NOW + 1 }, 'us', NOW, false],
    ['nothing cached', null, 'us', NOW, false],
  ])('%s → %s', (_name, cached, country, now, expected) => {
    expect(isCatalogFresh(cached, country, now)).toBe(expected);
  });

  it('is fresh exactly for the same country within [0, 20 min)', () => {
    fc.assert(
      fc.property(fc.constantFrom('us', 'gb', 'de'), fc.constantFrom('us', 'gb', 'de'), fc.integer({ min: -10_000_000, max: 10_000_000 }), (cachedCountry, country, ageMs) => {
        const fresh = isCatalogFresh({ country: cachedCountry, fetchedAt: NOW - ageMs }, country, NOW);
        expect(fresh).toBe(cachedCountry === country && ageMs >= 0 && ageMs < 1_200_000);
      }),
    );
  });
});
