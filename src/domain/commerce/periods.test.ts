import { expect, it } from 'vitest';
import { addMonths, newPeriod } from './periods.ts';

const at = new Date('2026-01-31T10:00:00Z');

it('adds calendar months in UTC, as Date does at a month end', () => {
  expect(addMonths(at, 1).toISOString()).toBe('2026-03-03T10:00:00.000Z');
  expect(addMonths(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
  expect(addMonths(new Date('2026-04-15T00:00:00Z'), -3).toISOString()).toBe('2026-01-15T00:00:00.000Z');
});

it('starts a new period now, or where running access ends when that is later', () => {
  expect(newPeriod(null, at, 1)).toEqual({ startsAt: at, endsAt: addMonths(at, 1) });
  const earlier = new Date('2026-01-01T00:00:00Z');
  expect(newPeriod(earlier, at, 3)).toEqual({ startsAt: at, endsAt: addMonths(at, 3) });
  const later = new Date('2026-02-20T00:00:00Z');
  expect(newPeriod(later, at, 1)).toEqual({ startsAt: later, endsAt: new Date('2026-03-20T00:00:00Z') });
});
