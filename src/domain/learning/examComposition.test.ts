import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultExamOf } from './examComposition.ts';

describe('defaultExamOf', () => {
  it('shares the default 10 questions over the topics by their size, with the default pass mark', () => {
    const bank = [...Array.from({ length: 17 }, (_, i) => ({ id: `a${i}`, topic: 'a' })), ...Array.from({ length: 50 }, (_, i) => ({ id: `b${i}`, topic: 'b' })), ...Array.from({ length: 33 }, (_, i) => ({ id: `c${i}`, topic: 'c' }))];
    const exam = defaultExamOf(bank, [
      { id: 'a', questionCount: 17 },
      { id: 'b', questionCount: 50 },
      { id: 'c', questionCount: 33 },
    ]);
    expect(Object.fromEntries(exam.questionsPerTopic)).toEqual({ a: 2, b: 5, c: 3 });
    expect(exam.passPercent).toBe(70);
  });

  it('always asks min(10, bank size) questions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 40 }), (topics) => {
        const bank = topics.map((topic, i) => ({ id: `q${i}`, topic }));
        const exam = defaultExamOf(bank, []);
        expect([...exam.questionsPerTopic.values()].reduce((s, n) => s + n, 0)).toBe(Math.min(10, bank.length));
      }),
    );
  });
});
