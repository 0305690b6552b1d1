// Calibration is tested, not assumed (issue 22): learners with known abilities answer items with known difficulties,
// then sit a simulated exam. The estimate's predicted pass chances must match the observed pass rates in every
// decile of predictions (±0.08), and its 80 % topic ability ranges must hold the true ability about 80 % of the time.
// Learners and answers come from the estimate's own model, with its own difficulties: this checks the code (the
// approximations, the draws), not the model; readiness.heldout.test.ts judges it on learners it did not generate.
import { describe, expect, it } from 'vitest';
import { readiness, type ReadinessAnswer } from './readiness.ts';
import { seededOpenRandom } from '../random/seededRandom.ts';

function random(seed: number) {
  const uniform = seededOpenRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

const LEARNERS = 3000;
const TOPICS = ['t1', 't2', 't3', 't4'];
const ITEMS = 240;
const PRACTICE_ANSWERS = 30;
const EXAM = new Map([['t1', 3], ['t2', 3], ['t3', 2], ['t4', 2]]);
const PASS_PERCENT = 70;

describe('readiness calibration (simulation)', () => {
  it('predicts pass chances that come true, with honest ranges', () => {
    const rng = random(2026);
    const bank = Array.from({ length: ITEMS }, (_, i) => ({ id: `q${i}`, topic: TOPICS[i % TOPICS.length]!, b: rng.normal() }));
    const difficulties = new Map(bank.map((item) => [item.id, { b: item.b, n: 1e9 }]));
    const byTopic = new Map(TOPICS.map((topic) => [topic, bank.filter((item) => item.topic === topic)]));
    const predictions: { p: number; passed: boolean }[] = [];
    let inTopic = 0;
    let topicRanges = 0;
    for (let learner = 0; learner < LEARNERS; learner++) {
      const g = rng.normal();
      const ability = new Map(TOPICS.map((topic) => [topic, g + 0.5 * rng.normal()]));
      const answers: ReadinessAnswer[] = [];
      const asked = new Set<number>();
      while (asked.size < PRACTICE_ANSWERS) asked.add(Math.floor(rng.uniform() * ITEMS));
      for (const index of asked) {
        const item = bank[index]!;
        answers.push({ questionId: item.id, correct: rng.uniform() < sigmoid(ability.get(item.topic)! - item.b), at: index });
      }
      const result = readiness({ bank, difficulties, answers, drill: new Map(), exam: { questionsPerTopic: EXAM, passPercent: PASS_PERCENT }, now: 0 });
      if (result.kind !== 'estimate') continue;
      let right = 0;
      let total = 0;
      for (const [topic, n] of EXAM) {
        const items = byTopic.get(topic)!;
        for (let k = 0; k < n; k++) {
          const item = items[Math.floor(rng.uniform() * items.length)]!;
          if (rng.uniform() < sigmoid(ability.get(item.topic)! - item.b)) right++;
          total++;
        }
      }
      predictions.push({ p: result.probability, passed: Math.floor((right * 100) / total) >= PASS_PERCENT });
      for (const figure of result.topics) {
        topicRanges++;
        const truth = ability.get(figure.topic)!;
        if (truth >= figure.ability.low && truth <= figure.ability.high) inTopic++;
      }
    }
    predictions.sort((a, b) => a.p - b.p);
    const brier = predictions.reduce((sum, { p, passed }) => sum + (p - (passed ? 1 : 0)) ** 2, 0) / predictions.length;
    const rows: string[] = [];
    for (let decile = 0; decile < 10; decile++) {
      const group = predictions.slice(Math.floor((decile * predictions.length) / 10), Math.floor(((decile + 1) * predictions.length) / 10));
      const predicted = group.reduce((sum, { p }) => sum + p, 0) / group.length;
      const observed = group.filter(({ passed }) => passed).length / group.length;
      rows.push(`decile ${decile + 1}: predicted ${predicted.toFixed(3)} observed ${observed.toFixed(3)}`);
      expect(Math.abs(predicted - observed), rows.at(-1)).toBeLessThanOrEqual(0.08);
    }
    const topicCoverage = inTopic / topicRanges;
    console.log(
      [`learners ${predictions.length}, Brier score ${brier.toFixed(4)}`, ...rows, `80 % range coverage: topic ability ${topicCoverage.toFixed(3)}`].join('\n'),
    );
    expect(predictions.length).toBe(LEARNERS);
    expect(topicCoverage).toBeGreaterThan(0.75);
    expect(topicCoverage).toBeLessThan(0.85);
  });
});
