import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serveQuestion } from './shuffle.ts';
import { seededRandom } from '../random/seededRandom.ts';
import type { DraftQuestion } from './types.ts';

const draft = (n: number, key: number[]): DraftQuestion => ({
  topic: 't',
  text: 'Q',
  options: Array.from({ length: n }, (_, i) => ({ id: `id${i}`, text: `text ${i}` })),
  correct: key.map((i) => `id${i}`),
  multipleAnswers: key.length > 1,
  explanation: 'E',
});

describe('serveQuestion', () => {
  it('keeps every option once and the key on the same option texts, whatever the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 15 }), fc.integer(), (n, seed) => {
        const key = [0, n - 1];
        const served = serveQuestion(draft(n, key), 'q1', seededRandom(seed));
        expect(served.options.map((o) => o.text).sort()).toEqual(draft(n, key).options.map((o) => o.text).sort());
        const keyTexts = served.correct.map((letter) => served.options.find((o) => o.letter === letter)!.text).sort();
        expect(keyTexts).toEqual(key.map((i) => `text ${i}`).sort());
        expect(served.correctIds.sort()).toEqual(['id0', `id${n - 1}`].sort());
        expect(served.options.map((o) => o.letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'].slice(0, n));
      }),
    );
  });

  it('spreads a key written first across positions (no position bias)', () => {
    const random = seededRandom(7);
    const positions = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const letter = serveQuestion(draft(4, [0]), 'q', random).correct[0]!;
      positions.set(letter, (positions.get(letter) ?? 0) + 1);
    }
    for (const letter of ['A', 'B', 'C', 'D']) expect(positions.get(letter)).toBeGreaterThan(850);
  });
});
