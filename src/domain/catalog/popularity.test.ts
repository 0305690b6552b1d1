import { describe, expect, it } from 'vitest';
import { popularityWindowFirstDay, popularProductIds, utcDay } from './popularity.ts';
import { MARKETS } from '../markets/countries.ts';

describe('popularity window', () => {
  const now = Date.UTC(2030, 0, 20, 23, 59);
  it.each([
    ['it', '2030-01-14'],
    ['de', '2030-01-07'],
    ['us', '2030-01-07'],
  ] as const)('%s counts from %s (today included)', (country, first) => {
    expect(popularityWindowFirstDay(MARKETS[country].salesPopularityWindowDays, now)).toBe(first);
  });

  it('takes the UTC day of an instant', () => {
    expect(utcDay(Date.UTC(2030, 0, 1, 0, 0))).toBe('2030-01-01');
    expect(utcDay(new Date(Date.UTC(2029, 11, 31, 23, 59)))).toBe('2029-12-31');
  });
});

describe('popular products', () => {
  it('marks the highest counts, ties by id, never a product without any', () => {
    const counts = new Map([
      ['P5', 0],
      ['P1', 3],
      ['P2', 7],
      ['P3', 3],
      ['P4', 1],
      ['P6', 2],
    ]);
    expect([...popularProductIds(counts)]).toEqual(['P2', 'P1', 'P3', 'P6']);
    expect([...popularProductIds(new Map([['P5', 0]]))]).toEqual([]);
  });
});
