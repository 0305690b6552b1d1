import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageRating, isRating, isVoterId, voterKey, voteTarget } from './rating.ts';

describe('averageRating', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [9, 2, 4.5],
    [10, 3, 3.3],
    [11, 3, 3.7],
    [89, 20, 4.5], // 4.45 rounds half up
    [7, 4, 1.8], // 1.75 rounds half up
    [3, -1, 0],
    [Number.NaN, 2, 0],
  ])('sum %d over %d votes → %d', (sum, votes, expected) => {
    expect(averageRating(sum, votes)).toBe(expected);
  });

  it('stays within 1–5 with one decimal for any set of ratings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const average = averageRating(
          ratings.reduce((a, b) => a + b, 0),
          ratings.length,
        );
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(Math.round(average * 10) / 10).toBe(average);
      }),
    );
  });
});

describe('isRating', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isRating(value)).toBe(expected);
  });
});

describe('vote targets and voters', () => {
  it('names a product by its id and a question by product and question id', () => {
    expect(voteTarget('DE-1')).toEqual({ kind: 'product', id: 'DE-1' });
    expect(voteTarget('DE-1', 'q7')).toEqual({ kind: 'question', id: 'DE-1:q7' });
  });

  it('keeps users and anonymous guests apart, whatever the case of the guest id', () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(voterKey({ userId: 'u-1' })).toBe('user:u-1');
    expect(voterKey({ voterId: id })).toBe(voterKey({ voterId: id.toLowerCase() }));
    expect(voterKey({ voterId: id })).not.toBe(voterKey({ userId: id.toLowerCase() }));
  });

  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0f8fad5b-d9cb-469f-a165-70867728950', false],
    ['guest', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e\n', false],
  ])('voter id %j → %s', (value, expected) => {
    expect(isVoterId(value)).toBe(expected);
  });
});
