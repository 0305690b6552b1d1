import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [-5, '0:00'],
    [999, '0:01'],
    [61_000, '1:01'],
    [1_200_000, '20:00'],
    [3_723_000, '1:02:03'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
