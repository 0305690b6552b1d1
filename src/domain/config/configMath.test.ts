// Table and property tests of the config arithmetic.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { clampField, clampToBounds, questionsPerTestForTests, testsForQuestionsPerTest } from './configMath.ts';

const practiceQuestions = { min: 5, max: 10 };

describe('questionsPerTestForTests', () => {
  it.each([
    // selected, tests, bounds, expected
    [20, 2, practiceQuestions, 10],
    [21, 3, practiceQuestions, 7],
    [22, 3, practiceQuestions, 8], // ceiling, not floor
    [100, 2, practiceQuestions, 10], // clamped to max
    [6, 3, practiceQuestions, 5], // clamped to min
    [30, 0, practiceQuestions, 10], // 0 tests counts as 1
    [30, -4, practiceQuestions, 10],
    [8, Number.NaN, practiceQuestions, 8],
    [Number.NaN, 2, practiceQuestions, 5],
    [7, Number.POSITIVE_INFINITY, practiceQuestions, 7],
    [25, 4, {}, 7], // no bounds
    [25, 4, { min: 10, max: 5 }, 7], // swapped bounds still clamp into [5, 10]
  ])('%s questions in %s tests with %o → %s per test', (selected, tests, bounds, expected) => {
    expect(questionsPerTestForTests(selected, tests, bounds)).toBe(expected);
  });

  it('stays within the bounds for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), (selected, tests, min, span) => {
        const result = questionsPerTestForTests(selected, tests, { min, max: min + span });
        expect(Number.isFinite(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(min + span);
      }),
    );
  });

  it('covers the selected questions with the fewest per test when unclamped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 500 }), (selected, tests) => {
        const perTest = questionsPerTestForTests(selected, tests, {});
        expect(tests * perTest).toBeGreaterThanOrEqual(selected);
        expect(tests * (perTest - 1)).toBeLessThan(Math.max(selected, 1));
      }),
    );
  });
});

describe('testsForQuestionsPerTest', () => {
  it.each([
    [100, 10, 10],
    [101, 10, 11],
    [9, 10, 1],
    [0, 10, 1], // at least one test
    [50, 0, 50], // 0 per test counts as 1
    [50, -3, 50],
    [50, Number.NaN, 50],
    [Number.NaN, 10, 1],
    [50, Number.POSITIVE_INFINITY, 50],
  ])('%s questions at %s per test → %s tests', (total, perTest, expected) => {
    expect(testsForQuestionsPerTest(total, perTest)).toBe(expected);
  });

  it('covers the total with the fewest tests', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 500 }), (total, perTest) => {
        const tests = testsForQuestionsPerTest(total, perTest);
        expect(tests * perTest).toBeGreaterThanOrEqual(total);
        expect((tests - 1) * perTest).toBeLessThan(total);
      }),
    );
  });

  it('is a finite whole number of at least 1 for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (total, perTest) => {
        const tests = testsForQuestionsPerTest(total, perTest);
        expect(Number.isInteger(tests)).toBe(true);
        expect(tests).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('clampToBounds', () => {
  it.each([
    [15, 5, 10, 10],
    [1, 5, 10, 5],
    [7, 5, 10, 7],
    [7, undefined, 5, 5],
    [3, 5, undefined, 5],
    [3, undefined, undefined, 3],
    [12, 10, 5, 10], // swapped
  ])('%s in [%s, %s] → %s', (value, min, max, expected) => {
    expect(clampToBounds(value, min, max)).toBe(expected);
  });
});

describe('clampField', () => {
  const successRate = { current: 70, min: 30, max: 90 };
  it.each([
    [successRate, 95, 90],
    [successRate, 10, 30],
    [successRate, 55, 55],
    [successRate, Number.NaN, 70],
    [successRate, Number.POSITIVE_INFINITY, 90],
    [successRate, Number.NEGATIVE_INFINITY, 30],
    [{ current: 70 }, Number.POSITIVE_INFINITY, 70],
    [{ current: 70 }, 400, 400],
    [{ current: Number.NaN, min: 1 }, Number.NaN, 1],
    [{ current: Number.NaN }, Number.NaN, 0],
  ])('%o set to %s → %s', (field, value, expected) => {
    expect(clampField(field, value)).toBe(expected);
  });

  it('is always finite and within the bounds', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (current, value, min, span) => {
        const result = clampField({ current, min, max: min + span }, value);
        expect(Number.isFinite(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(min + span);
      }),
    );
  });
});
