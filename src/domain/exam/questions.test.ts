import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, reviewNumbers, togglePick } from './questions.ts';
import { answer } from './solution.ts';

const single = { correct: ['B' as const], options: (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, text: letter })) };
const multiple = { correct: ['A' as const, 'C' as const], options: single.options };

describe('isAnswerCorrect', () => {
  it.each([
    [single, ['B'], true],
    [single, ['A'], false],
    [single, [], false],
    [multiple, ['A', 'C'], true],
    [multiple, ['C', 'A'], true],
    [multiple, ['A'], false],
    [multiple, ['A', 'B', 'C'], false],
  ] as const)('%j with %j → %s', (question, picked, expected) => {
    expect(isAnswerCorrect(question, picked)).toBe(expected);
  });
});

describe('togglePick', () => {
  it.each([
    [single, [], 'A', ['A']],
    [single, ['A'], 'C', ['C']],
    [multiple, ['A'], 'C', ['A', 'C']],
    [multiple, ['A', 'C'], 'A', ['C']],
    [multiple, ['C'], 'A', ['A', 'C']],
    [single, ['A'], 'O', ['A']],
  ] as const)('%j picked %j + %s → %j', (question, picked, letter, expected) => {
    expect(togglePick(question, picked, letter)).toEqual(expected);
  });
});

describe('reviewNumbers', () => {
  const state = { nQuestion: 4, markedQuestions: [2, 4], userSolution: { 1: answer(['A'], true, 1), 2: answer(['B'], false, 1) } };
  it.each([
    ['all', [1, 2, 3, 4]],
    ['wrong', [2, 3, 4]],
    ['marked', [2, 4]],
  ] as const)('%s → %j', (filter, expected) => {
    expect(reviewNumbers(state, filter)).toEqual(expected);
  });
});
