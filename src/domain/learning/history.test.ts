import { describe, expect, it } from 'vitest';
import { newLocalExamState } from '../exam/solution.ts';
import { finaliseExam } from '../exam/finalise.ts';
import { attemptRecordOf, cleanHistory, type AttemptRecord } from './history.ts';
import { baseQuestionId } from './questionVersions.ts';

const test = { nQuestionsToPass: 70, productId: 'p', userId: 'u' };

describe('attemptRecordOf', () => {
  it('keeps the questions asked, the answers with their times, the marked ones and the score of a submitted attempt', () => {
    const state = { ...newLocalExamState(test, 3, 60_000, 0), questionIds: ['a', 'b', 'c'] };
    state.userSolution = {
      1: { hasBeenAnswered: true, isCorrect: true, answeredAt: 10 } as never,
      2: { hasBeenAnswered: true, isCorrect: false, answeredAt: 20 } as never,
    };
    state.markedQuestions = [3];
    expect(attemptRecordOf('u', 'p', 'exam', state, [])).toBeNull();
    const record = attemptRecordOf('u', 'p', 'exam', finaliseExam(state, 30), []);
    expect(record).toMatchObject({
      questionIds: ['a', 'b', 'c'],
      answers: [
        { questionId: 'a', correct: true, answeredAt: 10 },
        { questionId: 'b', correct: false, answeredAt: 20 },
      ],
      marked: ['c'],
      scorePercent: 33,
      passed: false,
      finishedAt: 30,
    });
  });
});

describe('cleanHistory', () => {
  const good: AttemptRecord = {
    key: 'k',
    owner: 'u',
    productId: 'p',
    mode: 'exam',
    finishedAt: 100,
    questionIds: ['a', 'gone', 'b.v2'],
    answers: [
      { questionId: 'a', correct: true, answeredAt: 50 },
      { questionId: 'gone', correct: true, answeredAt: 60 },
      { questionId: 'b.v2', correct: false, answeredAt: 500 },
    ],
    marked: ['gone'],
    scorePercent: 50,
    passMark: 70,
    passed: false,
  };
  const inBank = (id: string) => ['a', 'b'].includes(baseQuestionId(id));

  it('skips and counts what is corrupt: no answers, questions gone, times after the end, not a record', () => {
    const result = cleanHistory([good, { ...good, key: 'empty', answers: [] }, null, { nonsense: true }], inBank);
    expect(result.attempts).toHaveLength(1);
    expect(result.attempts[0]!.answers).toEqual([{ questionId: 'a', correct: true, answeredAt: 50 }]);
    expect(result.attempts[0]!.questionIds).toEqual(['a', 'b.v2']);
    expect(result.attempts[0]!.marked).toEqual([]);
    expect(result.skippedAttempts).toBe(3);
    expect(result.skippedAnswers).toBe(2);
  });
});
