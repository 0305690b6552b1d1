// One-parameter IRT (Rasch): P(right) = σ(θ − b). A learner's ability θ is the maximum a posteriori estimate under a
// normal prior, found with Newton's method on the weighted log-likelihood (concave, so it converges in a few steps).
// Item difficulties come from all learners' first answers (server/learning/itemDifficulties.ts) and are shrunk
// toward 0 when few learners answered: b = b̂ · n / (n + ITEM_PRIOR_ANSWERS).

export const ITEM_PRIOR_ANSWERS = 10;

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export interface ItemDifficulty {
  /** Difficulty on the logit scale, from all learners' first answers. */
  b: number;
  /** How many first answers it rests on. */
  n: number;
}

export function shrunkDifficulty(item: ItemDifficulty | undefined): number {
  if (!item || !Number.isFinite(item.b) || !(item.n > 0)) return 0;
  return (item.b * item.n) / (item.n + ITEM_PRIOR_ANSWERS);
}

export interface Observation {
  /** The item's difficulty, plus any known offset (the learner's general ability when fitting a topic offset). */
  b: number;
  correct: boolean;
  /** 0–1: how much the answer counts (recency). */
  weight: number;
}

export interface AbilityEstimate {
  mean: number;
  /** Posterior variance: 1 / (prior precision + Fisher information at the prior mean). */
  variance: number;
}

/**
 * MAP ability under N(priorMean, priorVariance). `shift` is a known part of the ability (the general ability when
 * fitting a topic's offset): the fit is of θ − shift, the information still taken at the items' own difficulties.
 */
export function estimateAbility(observations: readonly Observation[], priorMean: number, priorVariance: number, shift = 0): AbilityEstimate {
  const count = observations.length;
  const b = new Float64Array(count);
  const y = new Float64Array(count);
  const w = new Float64Array(count);
  const precision = 1 / priorVariance;
  // Information at the prior mean, not at the estimate: it then depends on which items were answered, not on how,
  // so a right answer in place of a wrong one can only move the estimate up.
  let information = precision;
  for (let i = 0; i < count; i++) {
    const o = observations[i]!;
    b[i] = o.b - shift;
    y[i] = o.correct ? 1 : 0;
    w[i] = o.weight;
    const p = sigmoid(priorMean - o.b);
    information += o.weight * p * (1 - p);
  }
  let theta = priorMean;
  for (let step = 0; step < 30; step++) {
    let gradient = -(theta - priorMean) * precision;
    let curvature = precision;
    for (let i = 0; i < count; i++) {
      const p = 1 / (1 + Math.exp(b[i]! - theta));
      gradient += w[i]! * (y[i]! - p);
      curvature += w[i]! * p * (1 - p);
    }
    const move = gradient / curvature;
    theta += Math.max(-2, Math.min(2, move));
    if (Math.abs(move) < 1e-6) break;
  }
  return { mean: theta, variance: 1 / information };
}
