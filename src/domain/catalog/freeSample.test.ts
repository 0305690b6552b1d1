import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleRanks } from './freeSample.ts';

const firstN = <T extends { topic: string }>(questions: T[], n: number) => {
  const ranks = sampleRanks(questions);
  return questions.filter((_, index) => ranks[index]! <= n);
};

describe('sampleRanks', () => {
  it('takes the topics in turn, each in bank order', () => {
    const bank = ['a', 'a', 'a', 'b', 'b', 'c'].map((topic, i) => ({ id: `q${i + 1}`, topic }));
    expect(sampleRanks(bank)).toEqual([1, 4, 6, 2, 5, 3]);
    expect(firstN(bank, 3).map((q) => q.id)).toEqual(['q1', 'q4', 'q6']);
  });

  it('ranks every question once, and the first N cover min(N, topics) topics evenly', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 60 }), fc.integer({ min: 0, max: 60 }), (topics, n) => {
        const bank = topics.map((topic) => ({ topic }));
        const ranks = sampleRanks(bank);
        expect([...ranks].sort((x, y) => x - y)).toEqual(bank.map((_, i) => i + 1));
        const counts = new Map<string, number>();
        for (const q of firstN(bank, n)) counts.set(q.topic, (counts.get(q.topic) ?? 0) + 1);
        const all = new Map<string, number>();
        for (const q of bank) all.set(q.topic, (all.get(q.topic) ?? 0) + 1);
        // A topic short of the others' count has all of its questions in.
        const most = Math.max(0, ...counts.values());
        for (const [topic, total] of all) expect(counts.get(topic) ?? 0).toBeGreaterThanOrEqual(Math.min(total, most - 1));
        if (n >= all.size) expect(counts.size).toBe(all.size);
      }),
    );
  });
});
