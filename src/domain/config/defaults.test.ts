// Table test of the default product config against SPEC §9.
import { describe, it, expect } from 'vitest';
import { defaultProductConfig } from './defaults.ts';

describe('defaultProductConfig', () => {
  const config = defaultProductConfig('guest', 120);

  it.each([
    ['practice questions', config.practice.numQuestions, { current: 10, min: 5, max: 10 }],
    ['practice success rate', config.practice.successRate, { current: 70, min: 30, max: 90 }],
    ['practice time', config.practice.time, { current: 20, min: 20, max: 120 }],
    ['practice tests', config.practice.numTest, { current: 1, min: 1, max: 1 }],
    ['exam questions', config.exam.numQuestions, { current: 10 }],
    ['exam success rate', config.exam.successRate, { current: 70 }],
    ['exam time', config.exam.time, { current: 20 }],
    ['exam tests', config.exam.numTest, { current: 1 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['exam', config.exam.isConfigured, true],
    ['practice', config.practice.isConfigured, false],
    ['flashCard', config.flashCard.isConfigured, false],
  ])('%s isConfigured is %s', (_mode, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [120, 120],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [12.7, 12],
  ])('totalAvailableQuestions %s becomes %s', (input, expected) => {
    expect(defaultProductConfig('u1', input).totalAvailableQuestions).toBe(expected);
  });

  it('keeps the user id and starts without an active test', () => {
    expect(config.userId).toBe('guest');
    expect(config.practice.lastActiveTestId).toBeNull();
    expect(config.exam.lastActiveTestId).toBeNull();
  });

  it('returns new objects on every call', () => {
    const a = defaultProductConfig('guest', 10);
    a.practice.numQuestions.current = 7;
    expect(defaultProductConfig('guest', 10).practice.numQuestions.current).toBe(10);
  });
});
