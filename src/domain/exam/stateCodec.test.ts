// Packing an attempt's answers loses nothing: every answer comes back exactly as it went in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OPTION_LETTERS } from '../constants.ts';
import type { LocalExamState, QuestionSolution, UserSolution } from './types.ts';
import { replayExamEvents, type ExamEvent } from './events.ts';
import { packExamState, packSolution, unpackExamState, unpackSolution } from './stateCodec.ts';

const answer: fc.Arbitrary<QuestionSolution> = fc
  .record({
    picked: fc.subarray([...OPTION_LETTERS]),
    hasBeenAnswered: fc.boolean(),
    isCorrect: fc.boolean(),
    answeredAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  })
  .map(({ picked, ...rest }) => ({ ...rest, ...Object.fromEntries(OPTION_LETTERS.map((letter) => [letter, picked.includes(letter)])) }) as QuestionSolution);

const solution: fc.Arbitrary<UserSolution> = fc.dictionary(fc.integer({ min: 1, max: 500 }).map(String), answer, { maxKeys: 200 }) as fc.Arbitrary<UserSolution>;

describe('packed answers', () => {
  it('come back as they went in', () => {
    fc.assert(
      fc.property(solution, (answers) => {
        expect(unpackSolution(packSolution(answers))).toEqual(answers);
      }),
    );
  });

  it('keep an old answer without answeredAt without one', () => {
    const old = { ...Object.fromEntries(OPTION_LETTERS.map((l) => [l, l === 'A'])), hasBeenAnswered: true, isCorrect: true } as unknown as QuestionSolution;
    expect(unpackSolution(packSolution({ 3: old }))).toEqual({ 3: old });
    expect(unpackSolution(packSolution({ 3: old }))[3]).not.toHaveProperty('answeredAt');
  });

  it('keep answers under keys that are not plain question numbers, and states without answers', () => {
    const one = unpackSolution(packSolution({ 1: undefined } as UserSolution));
    expect(one).toEqual({});
    const odd = { '01': { ...Object.fromEntries(OPTION_LETTERS.map((l) => [l, false])), hasBeenAnswered: false, isCorrect: false, answeredAt: 5 } } as unknown as UserSolution;
    expect(unpackSolution(packSolution(odd))).toEqual(odd);
    const bare = { productId: 'P', nQuestion: 1 } as unknown as LocalExamState;
    expect(unpackExamState(packExamState(bare))).toEqual(bare);
  });

  it('are about a quarter of the size', () => {
    const answers: UserSolution = {};
    for (let q = 1; q <= 200; q++) answers[q] = { ...Object.fromEntries(OPTION_LETTERS.map((l) => [l, l === 'B'])), hasBeenAnswered: true, isCorrect: q % 2 === 0, answeredAt: 1_800_000_000_000 + q } as QuestionSolution;
    expect(JSON.stringify(packSolution(answers)).length).toBeLessThan(JSON.stringify(answers).length / 4);
  });

  it('keep the attempt’s log exactly, as flat lists', () => {
    const start: ExamEvent = { type: 'exam.start', at: 1_800_000_000_000, test: { productId: 'P', userId: 'u', nQuestionsToPass: 50 }, nQuestion: 4, timeToFinish: 600_000 };
    const events: ExamEvent[] = [
      { type: 'answer.select', at: start.at + 5, question: 2, picked: ['A', 'C'], correct: true },
      { type: 'question.mark', at: start.at + 6, question: 3, marked: true },
      { type: 'exam.pause', at: start.at + 7 },
      { type: 'exam.resume', at: start.at + 9 },
      { type: 'answer.select', at: start.at + 10, question: 2, picked: [], correct: false },
      { type: 'exam.submit', at: start.at + 11 },
    ];
    const state = replayExamEvents([start, ...events])!;
    const packed = packExamState(state) as Record<string, unknown>;
    expect(packed).not.toHaveProperty('log');
    expect((packed.packedLog as { answers: unknown[] }).answers).toEqual([start.at + 5, 2, 'AC', 1, start.at + 10, 2, '', 0]);
    expect(unpackExamState(packExamState(state))).toEqual(state);
  });
});
