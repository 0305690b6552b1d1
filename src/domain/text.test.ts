// Table test of the text helpers.
import { describe, it, expect } from 'vitest';
import { removeFirstComma } from './text.ts';

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
