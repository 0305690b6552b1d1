import { describe, expect, it } from 'vitest';
import { itemEvidence, judgeFix, MIN_RESPONSES, type ItemResponse } from './fixer.ts';

const many = (n: number, response: ItemResponse) => Array.from({ length: n }, () => response);

describe('itemEvidence', () => {
  it('says nothing below the minimum number of answers', () => {
    expect(itemEvidence(['A'], many(MIN_RESPONSES - 1, { strength: 0.9, picked: ['B'] })).reasons).toEqual([]);
  });
  it('finds strong learners agreeing on one distractor, and a key nobody picks', () => {
    const evidence = itemEvidence(['A'], [...many(8, { strength: 0.9, picked: ['C'] }), ...many(4, { strength: 0.3, picked: ['B'] })]);
    expect(evidence.reasons).toEqual(['key-nobody-picks', 'strong-learners-choose-distractor']);
    expect(evidence.favoured).toEqual(['C']);
  });
  it('leaves a sound question alone: strong learners pick the key', () => {
    const evidence = itemEvidence(['A'], [...many(10, { strength: 0.9, picked: ['A'] }), ...many(5, { strength: 0.2, picked: ['B'] })]);
    expect(evidence).toEqual({ reasons: [], favoured: null, responses: 15 });
  });
  it('counts learner reports', () => expect(itemEvidence(['A'], [], 2).reasons).toEqual(['learner-reports']));
});

describe('judgeFix', () => {
  const base = { proposed: ['C'] as const, current: ['A'] as const, thresholdPercent: 95, automation: true };
  it.each([
    ['3 of 3 solves and the strong learners agree', [['C'], ['C'], ['C']], ['C'], 100, true],
    ['3 of 3 solves, no statistics', [['C'], ['C'], ['C']], null, 100, true],
    ['2 of 3 solves and the learners agree', [['C'], ['C'], ['A']], ['C'], 80, false],
    ['3 of 3 solves but the learners chose another answer', [['C'], ['C'], ['C']], ['B'], 60, false],
    ['a failed solve counts against', [['C'], ['C'], null], ['C'], 80, false],
  ] as const)('%s', (_, solves, favoured, confidence, apply) => {
    expect(judgeFix({ ...base, solves, favoured })).toEqual({ confidencePercent: confidence, apply });
  });
  it('never applies a "fix" that keeps the key, nor anything where automation is off', () => {
    expect(judgeFix({ ...base, proposed: ['A'], solves: [['A'], ['A'], ['A']], favoured: null }).apply).toBe(false);
    expect(judgeFix({ ...base, automation: false, solves: [['C'], ['C'], ['C']], favoured: ['C'] }).apply).toBe(false);
  });
});
