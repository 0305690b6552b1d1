// Corrupt or partial history on the device never breaks the product page's learning part: such entries are left
// out and counted, and the sets and the estimate are still worked out.
import { describe, expect, it } from 'vitest';
import { computeLearning } from './useLearning.ts';

const content = {
  topics: [
    { id: 'net', name: 'Networking', questionCount: 2 },
    { id: 'sec', name: 'Security', questionCount: 1 },
  ],
  questions: [
    { id: 'q1', topic: 'net', text: '', options: [], correct: [], explanation: '' },
    { id: 'q2', topic: 'net', text: '', options: [], correct: [], explanation: '' },
    { id: 'q3', topic: 'sec', text: '', options: [], correct: [], explanation: '' },
  ],
};
const good = { key: 'k', owner: 'u', productId: 'p', mode: 'exam', finishedAt: 100, questionIds: ['q1', 'q2'], answers: [{ questionId: 'q1', correct: false, answeredAt: 50 }], marked: [], scorePercent: 0, passMark: 70, passed: false };

describe('computeLearning', () => {
  it('leaves out an attempt without answers, a question gone from the bank, a time after the end, and junk', () => {
    const records = [
      good,
      { ...good, key: 'empty', answers: [] },
      { ...good, key: 'gone', answers: [{ questionId: 'q9', correct: true, answeredAt: 10 }] },
      { ...good, key: 'clock', answers: [{ questionId: 'q2', correct: true, answeredAt: 500 }, { questionId: 'q3', correct: true, answeredAt: 60 }] },
      'not a record',
      null,
    ];
    const learning = computeLearning(content, records, [{ questionId: 'q3', dueAt: 0, stability: 2, lastReviewAt: 0 }], 1_000);
    expect(learning.attempts.map((a) => a.key)).toEqual(['k', 'clock']);
    expect(learning.skipped).toEqual({ attempts: 4, answers: 2 });
    expect(learning.history.dueQuestionIds).toEqual(['q3']);
    expect(learning.readiness).toMatchObject({ kind: 'needs-more', answered: 2 });
  });
});
