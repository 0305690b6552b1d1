import { describe, expect, it } from 'vitest';
import { catalogsToRefresh } from './catalogRefresh.ts';
import { CATALOG_FRESH_MS } from '../constants.ts';

const NOW = 1_800_000_000_000;

describe('catalogs a periodic refresh fetches again', () => {
  it.each([
    ['fetched a minute ago', NOW - 60_000, false],
    ['fetched just under 20 minutes ago', NOW - CATALOG_FRESH_MS + 1, false],
    ['fetched exactly 20 minutes ago', NOW - CATALOG_FRESH_MS, true],
    ['fetched yesterday', NOW - 86_400_000, true],
    ['fetched "in the future" (the clock went back)', NOW + 60_000, true],
    ['fetched at an unknown time', Number.NaN, true],
  ])('a copy %s: refreshed = %s', (_case, fetchedAt, refreshed) => {
    const url = 'https://shop.example/api/2.0/eq/buy/getProductCatalog?country=de';
    expect(catalogsToRefresh([{ url, country: 'de', fetchedAt }], NOW)).toEqual(refreshed ? [url] : []);
  });
});
