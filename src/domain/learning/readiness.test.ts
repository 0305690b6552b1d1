import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultExamOf } from './examComposition.ts';
import { readiness, type ReadinessAnswer, type ReadinessInput } from './readiness.ts';

const TOPICS = ['t1', 't2', 't3', 't4'];
const bank = Array.from({ length: 40 }, (_, i) => ({ id: `q${i}`, topic: TOPICS[i % 4]! }));
const difficulties = new Map(bank.map((item, i) => [item.id, { b: ((i % 7) - 3) / 2, n: 50 }]));
const exam = { questionsPerTopic: new Map(TOPICS.map((t) => [t, 5])), passPercent: 70 };
const input = (answers: ReadinessAnswer[], drill: ReadinessInput['drill'] = new Map()): ReadinessInput => ({ bank, difficulties, answers, drill, exam, now: 1_000_000 });
const answers = (rights: boolean[]) => rights.map((correct, i) => ({ questionId: `q${i}`, correct, at: i }));

describe('readiness', () => {
  it('asks for more answers until 20 spread over half the topics', () => {
    expect(readiness(input(answers(Array(19).fill(true))))).toEqual({ kind: 'needs-more', answersNeeded: 1, topicsNeeded: 0, answered: 19 });
    const oneTopic = Array.from({ length: 10 }, (_, i) => ({ questionId: `q${i * 4}`, correct: true, at: i }));
    expect(readiness(input(oneTopic))).toMatchObject({ kind: 'needs-more', answersNeeded: 10, topicsNeeded: 1 });
  });

  it('gives a pass chance with its range, and names the weak topics', () => {
    // Right everywhere but topic t2.
    const result = readiness(input(answers(Array.from({ length: 32 }, (_, i) => i % 4 !== 1))));
    expect(result.kind).toBe('estimate');
    if (result.kind !== 'estimate') return;
    expect(result.low).toBeLessThanOrEqual(result.probability);
    expect(result.high).toBeGreaterThanOrEqual(result.probability);
    expect(result.holdingBack).toEqual(['t2']);
    const mastery = (topic: string) => result.topics.find((t) => t.topic === topic)!.mastery;
    expect(mastery('t2')).toBeLessThan(0.7);
    expect(mastery('t2')).toBeLessThan(mastery('t1'));
  });

  it('skips answers to questions no longer in the bank and answers without a time', () => {
    const bad = [{ questionId: 'gone', correct: true, at: 1 }, { questionId: 'q1', correct: true, at: Number.NaN }];
    expect(readiness(input([...answers(Array(19).fill(true)), ...bad]))).toMatchObject({ kind: 'needs-more', answered: 19 });
  });

  it('a fixed question (new version) keeps the answers given to its old version', () => {
    const fixedBank = bank.map((item) => (item.id === 'q0' ? { ...item, id: 'q0.v2' } : item));
    const result = readiness({ ...input(answers(Array(20).fill(true))), bank: fixedBank });
    expect(result.kind).toBe('estimate');
  });

  it('is monotone: a right answer in place of a wrong one never lowers the estimate', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 24, maxLength: 40 }), fc.nat(), (rights, flip) => {
        const index = flip % rights.length;
        if (rights[index]) return;
        const before = readiness(input(answers(rights)));
        const after = readiness(input(answers(rights.map((r, i) => (i === index ? true : r)))));
        if (before.kind !== 'estimate' || after.kind !== 'estimate') throw new Error('expected estimates');
        expect(after.probability).toBeGreaterThanOrEqual(before.probability - 1e-12);
        expect(after.low).toBeGreaterThanOrEqual(before.low - 1e-12);
        expect(after.high).toBeGreaterThanOrEqual(before.high - 1e-12);
      }),
      { numRuns: 60 },
    );
  });

  it('weighs a drilled answer by its retrievability: an old review counts less', () => {
    // Wrong on q0–q3 (one in each topic), right on the other 20.
    const history = answers(Array.from({ length: 24 }, (_, i) => i >= 4));
    const now = input([]).now;
    const cards = (lastReviewAt: number, ids = ['q0', 'q1', 'q2', 'q3']) => new Map(ids.map((id) => [id, { stability: 2, lastReviewAt }]));
    const plain = readiness(input(history));
    const reviewedJustNow = readiness(input(history, cards(now)));
    const reviewedLongAgo = readiness(input(history, cards(now - 365 * 86_400_000)));
    if (plain.kind !== 'estimate' || reviewedJustNow.kind !== 'estimate' || reviewedLongAgo.kind !== 'estimate') throw new Error('expected estimates');
    // A card reviewed just now is fully recalled: its answer counts in full, as without a card.
    expect(reviewedJustNow.probability).toBeCloseTo(plain.probability, 12);
    // The wrong answers of cards last reviewed a year ago count for little: the estimate rises.
    expect(reviewedLongAgo.probability).toBeGreaterThan(plain.probability + 0.01);
    // Right answers long unreviewed count for little too: the estimate falls.
    const rightLongAgo = readiness(input(history, cards(now - 365 * 86_400_000, ['q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11'])));
    if (rightLongAgo.kind !== 'estimate') throw new Error('expected an estimate');
    expect(rightLongAgo.probability).toBeLessThan(plain.probability - 0.01);
  });

  it('computes the estimate for a 1,000-question bank in well under 5 ms', () => {
    const big = Array.from({ length: 1000 }, (_, i) => ({ id: `b${i}`, topic: `topic${i % 10}` }));
    const bigDifficulties = new Map(big.map((item, i) => [item.id, { b: Math.sin(i), n: i % 30 }]));
    const history = Array.from({ length: 500 }, (_, i) => ({ questionId: `b${(i * 7) % 1000}`, correct: i % 3 !== 0, at: i }));
    const topics = Array.from({ length: 10 }, (_, i) => ({ id: `topic${i}`, questionCount: 100 }));
    const bigInput: ReadinessInput = { bank: big, difficulties: bigDifficulties, answers: history, drill: new Map(), exam: defaultExamOf(big, topics), now: 0 };
    for (let i = 0; i < 20; i++) readiness(bigInput);
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      readiness(bigInput);
      times.push(performance.now() - start);
    }
    // The fastest run: the machine's other work (tests run in parallel) only adds to the others. bench/learning.ts
    // prints the median and p95.
    expect(Math.min(...times)).toBeLessThan(5);
  });
});
