import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sessionQuestionIds, shuffled } from './sessionQuestions.ts';

const bank = [
  { id: 'a1', topic: 'A' },
  { id: 'a2', topic: 'A' },
  { id: 'a3', topic: 'A' },
  { id: 'b1', topic: 'B' },
  { id: 'b2', topic: 'B' },
  { id: 'c1', topic: 'C' },
];
const topics = (selected: string[]) => ['A', 'B', 'C'].map((topicName) => ({ topicName, numberOfQuestions: 0, selected: selected.includes(topicName) }));

describe('sessionQuestionIds', () => {
  it.each([
    ['all topics in order, cut to questions per test', { topics: topics([]), custom: [], questionsPerTest: 4 }, ['a1', 'a2', 'a3', 'b1']],
    ['only the selected topics', { topics: topics(['B', 'C']), custom: [], questionsPerTest: 10 }, ['b1', 'b2', 'c1']],
    ['a custom count limits its topic', { topics: topics(['A', 'B']), custom: [{ topicName: 'A', numberOfQuestions: 1, skip: false }], questionsPerTest: 10 }, ['a1', 'b1', 'b2']],
    ['a skipped custom count is ignored', { topics: topics(['A']), custom: [{ topicName: 'A', numberOfQuestions: 1, skip: true }], questionsPerTest: 10 }, ['a1', 'a2', 'a3']],
    ['at least one question', { topics: topics([]), custom: [], questionsPerTest: 0 }, ['a1']],
  ])('%s', (_label, choice, expected) => {
    expect(sessionQuestionIds(bank, { ...choice, random: false, seed: 1 })).toEqual(expected);
  });

  it('shuffles the same way for the same seed, and keeps every question once', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const once = shuffled(bank, seed);
        expect(shuffled(bank, seed)).toEqual(once);
        expect([...once].map((q) => q.id).sort()).toEqual(bank.map((q) => q.id).sort());
      }),
    );
  });
});
