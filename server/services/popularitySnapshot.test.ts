// The minutely popularity snapshot: every country's window (7 days in Italy, 14 elsewhere) read at once and stored
// as each country's counts, equal to what the catalog would sum for that country alone; a run stores and announces
// only the countries whose counts changed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { networkingProduct } from '../test/exam.ts';
import { popularityCounts, recordAttempt } from './popularity.ts';
import { snapshotCounts, takePopularitySnapshot } from './popularitySnapshot.ts';
import { COUNTRY_CODES } from '@domain/markets/types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.jobs.settled(); // the snapshot the server takes as it starts
});
afterAll(() => app.close());

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2031, 5, 30, 12));
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const db = () => app.testDb.database.db;
const attempt = (country: 'it' | 'fr' | 'de', at: Date) => recordAttempt(db(), { productId: networkingProduct(country), country, at });

it('stores each country its own window in one run, and then only the countries that changed', async () => {
  await attempt('it', daysAgo(6));
  await attempt('it', daysAgo(7)); // outside Italy's 7 days
  await attempt('fr', daysAgo(7));
  await attempt('fr', daysAgo(13));
  await attempt('de', daysAgo(14)); // outside 14 days

  expect(await takePopularitySnapshot(db(), NOW)).toEqual(expect.arrayContaining(['it', 'fr']));
  for (const country of COUNTRY_CODES) expect(await snapshotCounts(db(), country), country).toEqual(await popularityCounts(db(), country, NOW));
  expect((await snapshotCounts(db(), 'it'))?.get(networkingProduct('it'))).toBe(1);
  expect((await snapshotCounts(db(), 'fr'))?.get(networkingProduct('fr'))).toBe(2);
  expect((await snapshotCounts(db(), 'de'))?.has(networkingProduct('de'))).toBe(false);

  expect(await takePopularitySnapshot(db(), NOW)).toEqual([]);
  await attempt('de', daysAgo(0));
  expect(await takePopularitySnapshot(db(), NOW)).toEqual(['de']);
  expect((await snapshotCounts(db(), 'de'))?.get(networkingProduct('de'))).toBe(1);
});
