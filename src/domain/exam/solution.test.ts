// Table tests of the answer builders.
import { describe, it, expect } from 'vitest';
import { answer, newLocalExamState, optionFlags, pickedLetters } from './solution.ts';
import type { OptionLetter } from '../constants.ts';

describe('optionFlags and pickedLetters', () => {
  it.each([
    [[], []],
    [['A'], ['A']],
    [['O', 'C'], ['C', 'O']], // returned in letter order
  ] as OptionLetter[][][])('%o round-trips to %o', (picked, expected) => {
    const flags = optionFlags(picked);
    expect(Object.keys(flags)).toHaveLength(15);
    expect(pickedLetters(flags)).toEqual(expected);
  });
});

describe('answer', () => {
  it.each([
    [['B'], true, true],
    [[], false, false], // nothing picked is not an answer
  ] as [OptionLetter[], boolean, boolean][])('%o correct=%s → answered %s', (picked, isCorrect, answered) => {
    const result = answer(picked, isCorrect, 42);
    expect(result.hasBeenAnswered).toBe(answered);
    expect(result.isCorrect).toBe(isCorrect);
    expect(result.answeredAt).toBe(42);
  });
});

describe('newLocalExamState', () => {
  it('runs from now for the time to finish, unanswered and unsubmitted', () => {
    const state = newLocalExamState({ productId: 'USAWS01', userId: 'u1', nQuestionsToPass: 70 }, 10, 60_000, 1_000);
    expect(state).toMatchObject({
      productId: 'USAWS01',
      startDate: 1_000,
      stopDate: 61_000,
      pause: false,
      submittedResult: false,
      userSolution: {},
      markedQuestions: [],
      nQuestion: 10,
      lastModified: 1_000,
    });
  });
});
