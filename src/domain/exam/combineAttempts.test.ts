import { describe, expect, it } from 'vitest';
import { combineAttempts } from './combineAttempts.ts';
import { replayExamEvents, type ExamEvent } from './events.ts';

const T0 = 1_800_000_000_000;
const test = { nQuestionsToPass: 50, productId: 'P', userId: 'u' };
const start = (ids: string[]): ExamEvent => ({ type: 'exam.start', at: T0, test, nQuestion: ids.length, timeToFinish: 600_000, questionIds: ids });
const pick = (question: number, at: number, letter: 'A' | 'B'): ExamEvent => ({ type: 'answer.select', at, question, picked: [letter], correct: letter === 'A' });
const ids = ['q1', 'q2', 'q3'];

describe('combineAttempts', () => {
  it('takes whichever side exists', () => {
    const server = replayExamEvents([start(ids)]);
    expect(combineAttempts(null, server, 'exam')).toBe(server);
    expect(combineAttempts(server, null, 'exam')).toBe(server);
  });

  it('merges the same attempt per question, the later answer winning', () => {
    const local = replayExamEvents([start(ids), pick(1, T0 + 10, 'A'), pick(2, T0 + 50, 'B')])!;
    const server = replayExamEvents([start(ids), pick(2, T0 + 20, 'A'), pick(3, T0 + 30, 'A')])!;
    const combined = combineAttempts(local, server, 'exam')!;
    expect(combined.userSolution[1]?.A).toBe(true);
    expect(combined.userSolution[2]?.B).toBe(true);
    expect(combined.userSolution[3]?.A).toBe(true);
  });

  it('finalises when the server shows the attempt submitted', () => {
    const local = replayExamEvents([start(ids), pick(1, T0 + 10, 'A')])!;
    const server = replayExamEvents([start(ids), pick(2, T0 + 20, 'A'), { type: 'exam.submit', at: T0 + 30 }])!;
    const combined = combineAttempts(local, server, 'exam')!;
    expect(combined.submittedResult).toBe(true);
    expect(combined.nRightQuestion).toBe(2);
  });

  it('does not mix two different attempts: the more recent one wins', () => {
    const older = replayExamEvents([start(ids), pick(1, T0 + 10, 'A')])!;
    const newer = replayExamEvents([{ ...start(['q3', 'q1']), at: T0 + 500 }, pick(1, T0 + 600, 'B')])!;
    expect(combineAttempts(older, newer, 'exam')).toBe(newer);
    expect(combineAttempts(newer, older, 'exam')).toBe(newer);
  });
});
