// The server's reading of learner actions: answers re-scored from the key, unknown questions and products refused.
import { describe, expect, it } from 'vitest';
import { answerKeyOf, authoritativeEvent, type AuthoritativeRejection } from './authoritative.ts';
import { applyExamEvent, type ExamEvent } from './events.ts';

const key = answerKeyOf([
  { id: 'q1', correct: ['A'] },
  { id: 'q2', correct: ['B', 'C'] },
  { id: 'q3', correct: ['D'] },
]);
const test = { nQuestionsToPass: 70, productId: 'P', userId: 'u' };
const start = (extra: Partial<Extract<ExamEvent, { type: 'exam.start' }>> = {}): ExamEvent => ({ type: 'exam.start', at: 1, test, nQuestion: 3, timeToFinish: 1000, ...extra });
const running = applyExamEvent(null, start(), true)!;
const reordered = applyExamEvent(null, start({ nQuestion: 2, questionIds: ['q3', 'q2'] }), true)!;
const pick = (question: number, picked: ('A' | 'B' | 'C' | 'D')[], correct: boolean): ExamEvent => ({ type: 'answer.select', at: 2, question, picked, correct });

describe('authoritativeEvent', () => {
  it.each<[string, Parameters<typeof authoritativeEvent>[0], ExamEvent, boolean]>([
    ['a right answer the device called wrong', running, pick(1, ['A'], false), true],
    ['a wrong answer the device called right', running, pick(1, ['B'], true), false],
    ['all letters of a multiple-answer question', running, pick(2, ['C', 'B'], false), true],
    ['only some letters of it', running, pick(2, ['B'], true), false],
    ["the attempt's own question order", reordered, pick(1, ['D'], false), true],
    ["the attempt's own question order, wrong", reordered, pick(2, ['A'], true), false],
  ])('re-scores %s', (_label, state, event, expected) => {
    const result = authoritativeEvent(state, event, 'P', key);
    expect(result.rejection).toBeNull();
    expect(result.event).toMatchObject({ correct: expected });
  });

  it.each<[string, Parameters<typeof authoritativeEvent>[0], ExamEvent, AuthoritativeRejection]>([
    ['an answer without an attempt', null, pick(1, ['A'], true), 'no-attempt'],
    ['a question beyond the attempt', running, pick(4, ['A'], true), 'question-out-of-range'],
    ['a mark beyond the attempt', running, { type: 'question.mark', at: 2, question: 0, marked: true }, 'question-out-of-range'],
    ['a start for another product', null, start({ test: { ...test, productId: 'Q' } }), 'product-mismatch'],
    ['a start with more questions than the product has', null, start({ nQuestion: 4 }), 'question-out-of-range'],
    ['a start with a question the product does not have', null, start({ nQuestion: 1, questionIds: ['q9'] }), 'unknown-question'],
    ['a start whose question list does not match its count', null, start({ nQuestion: 2, questionIds: ['q1'] }), 'unknown-question'],
  ])('refuses %s', (_label, state, event, expected) => {
    expect(authoritativeEvent(state, event, 'P', key)).toEqual({ event: null, rejection: expected });
  });

  it('refuses an answer to a question the bank no longer has', () => {
    const attempt = applyExamEvent(null, start({ nQuestion: 1, questionIds: ['q1'] }), true)!;
    const shrunk = answerKeyOf([{ id: 'q2', correct: ['B'] }]);
    expect(authoritativeEvent(attempt, pick(1, ['A'], true), 'P', shrunk).rejection).toBe('unknown-question');
  });

  it('passes the other events through unchanged', () => {
    for (const event of [start(), { type: 'exam.pause', at: 3 }, { type: 'question.mark', at: 3, question: 2, marked: true }] as ExamEvent[]) {
      expect(authoritativeEvent(event.type === 'exam.start' ? null : running, event, 'P', key)).toEqual({ event, rejection: null });
    }
  });
});
