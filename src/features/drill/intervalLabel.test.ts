import { describe, expect, it } from 'vitest';
import { intervalLabel } from './intervalLabel.ts';

describe('intervalLabel', () => {
  it.each([
    [30_000, 'in 1 min.'],
    [10 * 60_000, 'in 10 min.'],
    [3 * 3_600_000, 'in 3 hr.'],
    [4 * 86_400_000, 'in 4 days'],
    [120 * 86_400_000, 'in 4 mo.'],
  ])('%i ms → %s', (ms, label) => expect(intervalLabel('en', 0, ms)).toBe(label));

  it('speaks the learner’s language', () => expect(intervalLabel('de', 0, 2 * 86_400_000)).toBe('in 2 Tagen'));
});
