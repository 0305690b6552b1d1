// Item difficulties from all learners' first answers (issue 22), for the Rasch model of the readiness estimate. Joint
// maximum a posteriori: learners' abilities (prior N(0, 1)) and items' difficulties (a weak prior N(0, 2²) that keeps
// an item everyone got right finite) are updated in turn with one Newton step each, a fixed number of rounds. The
// client shrinks a difficulty further by how many answers it rests on (rasch.ts shrunkDifficulty).
import { sigmoid, type ItemDifficulty } from './rasch.ts';

export interface FirstAnswer {
  learner: string;
  item: string;
  correct: boolean;
}

const ROUNDS = 25;
const LEARNER_PRIOR_PRECISION = 1;
const ITEM_PRIOR_PRECISION = 1 / 4;

export function itemDifficulties(answers: readonly FirstAnswer[]): Map<string, ItemDifficulty> {
  const learners = new Map<string, number>();
  const items = new Map<string, number>();
  for (const answer of answers) {
    if (!learners.has(answer.learner)) learners.set(answer.learner, learners.size);
    if (!items.has(answer.item)) items.set(answer.item, items.size);
  }
  const theta = new Float64Array(learners.size);
  const b = new Float64Array(items.size);
  const who = Int32Array.from(answers, (a) => learners.get(a.learner)!);
  const what = Int32Array.from(answers, (a) => items.get(a.item)!);
  const y = Float64Array.from(answers, (a) => (a.correct ? 1 : 0));
  const gradient = (size: number) => new Float64Array(size);
  for (let round = 0; round < ROUNDS; round++) {
    const gT = gradient(learners.size);
    const hT = gradient(learners.size).fill(LEARNER_PRIOR_PRECISION);
    for (let k = 0; k < answers.length; k++) {
      const p = sigmoid(theta[who[k]!]! - b[what[k]!]!);
      gT[who[k]!]! += y[k]! - p;
      hT[who[k]!]! += p * (1 - p);
    }
    for (let l = 0; l < theta.length; l++) theta[l] = theta[l]! + (gT[l]! - LEARNER_PRIOR_PRECISION * theta[l]!) / hT[l]!;
    const gB = gradient(items.size);
    const hB = gradient(items.size).fill(ITEM_PRIOR_PRECISION);
    for (let k = 0; k < answers.length; k++) {
      const p = sigmoid(theta[who[k]!]! - b[what[k]!]!);
      gB[what[k]!]! += p - y[k]!;
      hB[what[k]!]! += p * (1 - p);
    }
    for (let i = 0; i < b.length; i++) b[i] = b[i]! + (gB[i]! - ITEM_PRIOR_PRECISION * b[i]!) / hB[i]!;
  }
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer.item, (counts.get(answer.item) ?? 0) + 1);
  return new Map([...items].map(([item, index]) => [item, { b: b[index]!, n: counts.get(item)! }]));
}
