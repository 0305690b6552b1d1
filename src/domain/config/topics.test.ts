// Table and property tests of the topic rules and wizard steps.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CONFIG_STEPS,
  customTopicCount,
  nextConfigStep,
  previousConfigStep,
  summarizeTopics,
  validateAiTopicSelection,
  type ConfigStep,
} from './topics.ts';

describe('customTopicCount', () => {
  it.each([
    // input, topic's own count, expected
    [5, 10, { applies: true, numberOfQuestions: 5 }],
    [10, 10, { applies: true, numberOfQuestions: 10 }], // equal to the topic's count applies
    [11, 10, { applies: false, numberOfQuestions: 11, reason: 'exceeds-topic-questions' }],
    [0, 10, { applies: true, numberOfQuestions: 1 }], // zero becomes 1
    ['', 10, { applies: true, numberOfQuestions: 1 }], // blank becomes 1
    ['   ', 10, { applies: true, numberOfQuestions: 1 }],
    [null, 10, { applies: true, numberOfQuestions: 1 }],
    [undefined, 10, { applies: true, numberOfQuestions: 1 }],
    [-3, 10, { applies: true, numberOfQuestions: 1 }],
    ['abc', 10, { applies: true, numberOfQuestions: 1 }],
    [' 7 ', 10, { applies: true, numberOfQuestions: 7 }],
    [3.9, 10, { applies: true, numberOfQuestions: 3 }],
    [Number.NaN, 10, { applies: true, numberOfQuestions: 1 }],
    [1, 0, { applies: false, numberOfQuestions: 1, reason: 'exceeds-topic-questions' }],
  ])('%o for a topic of %s questions → %o', (input, own, expected) => {
    expect(customTopicCount(input, own)).toEqual(expected);
  });

  it('is at least 1 and applies exactly when within the topic count', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string()), fc.integer({ min: 0, max: 1000 }), (input, own) => {
        const result = customTopicCount(input, own);
        expect(Number.isInteger(result.numberOfQuestions)).toBe(true);
        expect(result.numberOfQuestions).toBeGreaterThanOrEqual(1);
        expect(result.applies).toBe(result.numberOfQuestions <= own);
      }),
    );
  });
});

describe('summarizeTopics', () => {
  it.each([
    [[], { nTopics: 0, nSelectedTopics: 0, nQuestions: 0, nSelectedQuestions: 0 }],
    [
      [
        { topicName: 'a', numberOfQuestions: 10, selected: true },
        { topicName: 'b', numberOfQuestions: 5, selected: false },
        { topicName: 'c', numberOfQuestions: 3, selected: true },
      ],
      { nTopics: 3, nSelectedTopics: 2, nQuestions: 18, nSelectedQuestions: 13 },
    ],
    [
      [
        { topicName: 'bad', numberOfQuestions: Number.NaN, selected: true },
        { topicName: 'neg', numberOfQuestions: -4, selected: true },
      ],
      { nTopics: 2, nSelectedTopics: 2, nQuestions: 0, nSelectedQuestions: 0 },
    ],
  ])('%o → %o', (topics, expected) => {
    expect(summarizeTopics(topics)).toEqual(expected);
  });
});

describe('config wizard steps', () => {
  it.each([
    ['initial', 0],
    ['aboutVersion', 1],
    ['examMode', 2],
    ['topicCategory', 3],
    ['examConfiguration', 4],
    ['summary', 5],
  ] as const)('%s is step %s', (name, value) => {
    expect(CONFIG_STEPS[name]).toBe(value);
  });

  it.each([
    [0, 1, 0],
    [1, 2, 0],
    [4, 5, 3],
    [5, 5, 4], // summary is last
  ] as [ConfigStep, ConfigStep, ConfigStep][])('from %s: next %s, previous %s', (step, next, previous) => {
    expect(nextConfigStep(step)).toBe(next);
    expect(previousConfigStep(step)).toBe(previous);
  });
});

describe('validateAiTopicSelection', () => {
  it.each([
    [[], 'too-few-topics'],
    [['a', 'b'], 'too-few-topics'],
    [['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd', 'e'], null],
    [['a', 'b', 'c', 'd', 'e', 'f'], 'too-many-topics'],
    [['a', 'a', 'b'], 'too-few-topics'], // duplicates count once
    [['a', 'b', ' '], 'too-few-topics'], // blank names do not count
  ])('%o → %s', (selected, expected) => {
    expect(validateAiTopicSelection(selected)).toBe(expected);
  });

  it('accepts exactly 3 to 5 distinct topics', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 9 }), (names) => {
        const ok = names.length >= 3 && names.length <= 5;
        expect(validateAiTopicSelection(names) === null).toBe(ok);
      }),
    );
  });
});
