// Before/after table tests of restarting an attempt.
import { describe, it, expect } from 'vitest';
import { restartExam } from './restart.ts';
import { answer, newLocalExamState } from './solution.ts';
import type { LocalExamState } from './types.ts';

const base = newLocalExamState({ productId: 'USAWS01', userId: 'u1', nQuestionsToPass: 70 }, 4, 60_000, 0);
const used: LocalExamState = {
  ...base,
  pause: true,
  pausedRemainingMs: 1_000,
  submittedResult: true,
  userSolution: { 1: answer(['A'], true, 5) },
  markedQuestions: [1, 3],
  nRightQuestion: 1,
  passingScorePer: 25,
  failure: true,
};

describe('restartExam', () => {
  it.each<[string, Partial<LocalExamState>, number, Partial<LocalExamState>]>([
    ['a submitted attempt', {}, 100_000, { startDate: 100_000, stopDate: 160_000 }],
    ['a zero time to finish uses the default', { timeToFinish: 0 }, 0, { stopDate: 1_200_000, timeToFinish: 1_200_000 }],
    ['a NaN time to finish uses the default', { timeToFinish: Number.NaN }, 5, { stopDate: 1_200_005 }],
  ])('%s restarts from now', (_name, before, now, after) => {
    const result = restartExam({ ...used, ...before }, now);
    expect(result).toMatchObject({
      ...after,
      pause: false,
      pausedRemainingMs: null,
      submittedResult: false,
      userSolution: {},
      markedQuestions: [],
      nRightQuestion: 0,
      passingScorePer: 0,
      failure: false,
      lastModified: now,
    });
    expect(result.test).toEqual(used.test);
  });
});
