import { describe, expect, it } from 'vitest';
import { itemDifficulties, type FirstAnswer } from './itemDifficulty.ts';

describe('itemDifficulties', () => {
  it('recovers the order and spread of known difficulties from simulated first answers', () => {
    let seed = 7;
    const uniform = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const normal = () => Math.sqrt(-2 * Math.log(uniform() + 1e-12)) * Math.cos(2 * Math.PI * uniform());
    const truth = Array.from({ length: 20 }, (_, i) => (i - 10) / 4);
    const answers: FirstAnswer[] = [];
    for (let l = 0; l < 400; l++) {
      const ability = normal();
      truth.forEach((b, i) => answers.push({ learner: `l${l}`, item: `q${i}`, correct: uniform() < 1 / (1 + Math.exp(b - ability)) }));
    }
    const estimated = itemDifficulties(answers);
    expect(estimated.get('q0')).toMatchObject({ n: 400 });
    const errors = truth.map((b, i) => Math.abs(estimated.get(`q${i}`)!.b - b));
    expect(Math.max(...errors)).toBeLessThan(0.5);
  });

  it('keeps an item everyone got right finite, and gives nothing for no answers', () => {
    const all = itemDifficulties([
      { learner: 'a', item: 'easy', correct: true },
      { learner: 'b', item: 'easy', correct: true },
    ]);
    expect(Number.isFinite(all.get('easy')!.b)).toBe(true);
    expect(all.get('easy')!.b).toBeLessThan(0);
    expect(itemDifficulties([]).size).toBe(0);
  });
});
