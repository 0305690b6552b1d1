// Table test of the search term rule.
import { describe, it, expect } from 'vitest';
import { isSearchTermActive } from './search.ts';

describe('isSearchTermActive', () => {
  it.each([
    ['', false],
    ['a', false],
    ['ab', true],
    ['  a  ', false], // length counts after trimming
    [' ab ', true],
    ['aws certification', true],
  ])('%j → %s', (term, expected) => {
    expect(isSearchTermActive(term)).toBe(expected);
  });
});
