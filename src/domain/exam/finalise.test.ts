// Before/after table tests of finalising an attempt.
import { describe, it, expect } from 'vitest';
import { finaliseExam } from './finalise.ts';
import { answer, newLocalExamState } from './solution.ts';
import type { LocalExamState } from './types.ts';

const base = newLocalExamState({ productId: 'USAWS01', userId: 'u1', nQuestionsToPass: 70 }, 4, 60_000, 0);

describe('finaliseExam', () => {
  it.each<[string, Partial<LocalExamState>, Partial<LocalExamState>]>([
    [
      'three of four right passes',
      { userSolution: { 1: answer(['A'], true, 1), 2: answer(['A'], true, 1), 3: answer(['A'], true, 1), 4: answer(['B'], false, 1) } },
      { nRightQuestion: 3, passingScorePer: 75, failure: false },
    ],
    [
      'two of four right fails',
      { userSolution: { 1: answer(['A'], true, 1), 2: answer(['A'], true, 1) } },
      { nRightQuestion: 2, passingScorePer: 50, failure: true },
    ],
    ['no questions scores 0', { nQuestion: 0 }, { nRightQuestion: 0, passingScorePer: 0, failure: true }],
    ['a paused attempt is unpaused', { pause: true, pausedRemainingMs: 5_000 }, { pause: false, pausedRemainingMs: null }],
  ])('%s', (_name, before, after) => {
    const result = finaliseExam({ ...base, ...before }, 9_000);
    expect(result).toMatchObject({ ...after, submittedResult: true, lastModified: 9_000 });
  });

  it('leaves a submitted attempt exactly as it was', () => {
    const submitted = { ...base, submittedResult: true, nRightQuestion: 1, passingScorePer: 25, failure: true };
    const later = { ...submitted, userSolution: { 1: answer(['A'], true, 1), 2: answer(['A'], true, 1) } };
    expect(finaliseExam(later, 9_000)).toBe(later);
  });

  it('does not change the input', () => {
    const before = { ...base, userSolution: { 1: answer(['A'], true, 1) } };
    const copy = structuredClone(before);
    finaliseExam(before, 9_000);
    expect(before).toEqual(copy);
  });
});
