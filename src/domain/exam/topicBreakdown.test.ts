import { describe, expect, it } from 'vitest';
import type { QuestionSolution } from './types.ts';
import { timeUsedMs, topicBreakdown, topicPercent } from './topicBreakdown.ts';

const answer = (isCorrect: boolean) => ({ hasBeenAnswered: true, isCorrect }) as QuestionSolution;

describe('topicBreakdown', () => {
  it('counts right answers per topic in the order topics first appear; unanswered is wrong', () => {
    const questions = [
      { number: 1, topic: 'net' },
      { number: 2, topic: 'cloud' },
      { number: 3, topic: 'net' },
      { number: 4, topic: 'net' },
      { number: 5, topic: 'extra' },
    ];
    const state = { nQuestion: 4, userSolution: { 1: answer(true), 2: answer(false), 3: answer(true) } };
    expect(topicBreakdown(state, questions)).toEqual([
      { topic: 'net', right: 2, total: 3 },
      { topic: 'cloud', right: 0, total: 1 },
    ]);
  });

  it.each([
    [{ right: 2, total: 3 }, 66],
    [{ right: 3, total: 3 }, 100],
    [{ right: 0, total: 0 }, 0],
  ])('%j is %i %', (score, percent) => expect(topicPercent(score)).toBe(percent));
});

describe('timeUsedMs', () => {
  it.each([
    // submitted with 5 of 20 minutes left
    [{ timeToFinish: 1_200_000, stopDate: 2_000_000, lastModified: 1_700_000 }, 900_000],
    // ran out at its stop time
    [{ timeToFinish: 1_200_000, stopDate: 2_000_000, lastModified: 2_000_000 }, 1_200_000],
    // submitted after the stop time (offline, finalised later)
    [{ timeToFinish: 1_200_000, stopDate: 2_000_000, lastModified: 2_500_000 }, 1_200_000],
    // a clock that claims more than the attempt's length is cut to it
    [{ timeToFinish: 600_000, stopDate: 5_000_000, lastModified: 1_000_000 }, 0],
  ])('%j used %i ms', (state, used) => expect(timeUsedMs(state)).toBe(used));
});
