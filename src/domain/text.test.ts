// Table test of the text helpers.
import { describe, it, expect } from 'vitest';
import { compareIds, removeFirstComma } from './text.ts';

describe('removeFirstComma', () => {
  it.each([
    ['', ''],
    ['no commas', 'no commas'],
    ['1,234', '1234'],
    ['a,b,c', 'ab,c'],
    [',lead', 'lead'],
    ['trail,', 'trail'],
  ])('%j → %j', (text, expected) => {
    expect(removeFirstComma(text)).toBe(expected);
  });
});

describe('compareIds', () => {
  it('orders by code units, consistently', () => {
    expect(['DE-b', 'DE-a', 'AT-z', 'DE-a'].sort(compareIds)).toEqual(['AT-z', 'DE-a', 'DE-a', 'DE-b']);
    expect(compareIds('x', 'x')).toBe(0);
    expect(compareIds('B', 'a')).toBeLessThan(0);
  });
});
