// The readiness estimate (issue 22): the chance to pass the product's default exam, with an 80 % range, from the
// learner's answers on the device. Model (README.md): ability in a topic = general ability g + topic offset δ, Rasch
// items with the shipped difficulties; each question's latest answer counts, weighed by the FSRS retrievability of its
// drill card. The exam draws its questions per topic from the topic's items: its score is a sum of binomials, whose
// pass chance is averaged over draws of (g, δ) from the posterior (fixed seed, so the same input gives the same figure).
// A topic without answers is unknown, not "like the others" (issue 35): its offset carries the prior variance of an
// ability itself, not the narrow one of a topic offset, into the draws and the range, and the estimate names it as
// not practised yet instead of giving it the learner's other topics' mastery.
import { estimateAbility, shrunkDifficulty, type ItemDifficulty, type Observation } from './rasch.ts';
import { baseQuestionId } from './questionVersions.ts';
import { retrievability } from './retrievability.ts';
import { seededOpenRandom } from '../random/seededRandom.ts';

export const MIN_ANSWERS = 20;
export const G_PRIOR_VARIANCE = 1;
export const TOPIC_PRIOR_VARIANCE = 0.25;
/**
 * The offset variance of a topic with no answers: the prior's full uncertainty about an ability (general and topic
 * variance together). The model's topic prior (0.25) says how far a topic strays from the others once it has been
 * seen; with no answer there, nothing says the learner studied it at all.
 */
const UNPRACTISED_TOPIC_VARIANCE = G_PRIOR_VARIANCE + TOPIC_PRIOR_VARIANCE;
const DRAWS = 128;
const BIN_WIDTH = 0.25;

export interface ReadinessAnswer {
  questionId: string;
  correct: boolean;
  at: number;
}

export interface DrillMemory {
  stability: number;
  lastReviewAt: number | null;
}

export interface ReadinessInput {
  /** The product's current questions with their topic ids. */
  bank: readonly { id: string; topic: string }[];
  /** By base question id. */
  difficulties: ReadonlyMap<string, ItemDifficulty>;
  /** Every answer in the history (any order; the latest per question counts). */
  answers: readonly ReadinessAnswer[];
  /** Drill cards by base question id. */
  drill: ReadonlyMap<string, DrillMemory>;
  /** The default exam: questions per topic id, and the pass mark in percent. */
  exam: { questionsPerTopic: ReadonlyMap<string, number>; passPercent: number };
  now: number;
}

export interface TopicReadiness {
  topic: string;
  /** 0: not practised yet; its mastery is the prior's guess, shown as unknown. */
  answered: number;
  /** Expected share right on the topic's questions over the ability's posterior, 0–1. */
  mastery: number;
  /** 80 % range of the ability (logits). */
  ability: { mean: number; low: number; high: number };
}

export type Readiness =
  | { kind: 'needs-more'; answersNeeded: number; topicsNeeded: number; answered: number }
  | {
      kind: 'estimate';
      /** 0–1 */
      probability: number;
      low: number;
      high: number;
      topics: TopicReadiness[];
      /** Practised topics of the exam whose mastery is below the pass mark, weakest first. */
      holdingBack: string[];
      /** Topics of the exam without a single answer yet, in bank order: unknown, and in the range as such. */
      notPractised: string[];
      answered: number;
    };

/** Deterministic normal draws (mulberry32 + Box–Muller). */
function normals(count: number, seed: number): Float64Array {
  const uniform = seededOpenRandom(seed);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const a = 2 * Math.PI * uniform();
    out[i] = r * Math.cos(a);
    if (i + 1 < count) out[i + 1] = r * Math.sin(a);
  }
  return out;
}
const Z = normals(DRAWS * 64, 22);
const Z80 = 1.2816;

/** A topic's item difficulties as a histogram (centre, weight): the mean chance over its items in a few steps. */
interface Histogram {
  centre: Float64Array;
  weight: Float64Array;
}

function histogram(difficulties: readonly number[]): Histogram {
  const bins = new Map<number, { sum: number; count: number }>();
  for (const b of difficulties) {
    const bin = Math.round(b / BIN_WIDTH);
    const entry = bins.get(bin) ?? { sum: 0, count: 0 };
    entry.sum += b;
    entry.count++;
    bins.set(bin, entry);
  }
  const centre = new Float64Array(bins.size);
  const weight = new Float64Array(bins.size);
  let i = 0;
  for (const { sum, count } of bins.values()) {
    centre[i] = sum / count;
    weight[i++] = count / difficulties.length;
  }
  return { centre, weight };
}

function meanChance(theta: number, h: Histogram): number {
  let p = 0;
  for (let i = 0; i < h.centre.length; i++) p += h.weight[i]! / (1 + Math.exp(h.centre[i]! - theta));
  return p;
}

/**
 * The mean chance over a topic's items when the ability is N(mean, variance): each item's σ(θ − b) averaged over θ
 * with the probit approximation E[σ(X)] ≈ σ(μ / √(1 + πσ²/8)). Increases with the mean at a fixed variance.
 */
function expectedChance(mean: number, variance: number, h: Histogram): number {
  const scale = 1 / Math.sqrt(1 + (Math.PI * variance) / 8);
  let p = 0;
  for (let i = 0; i < h.centre.length; i++) p += h.weight[i]! / (1 + Math.exp((h.centre[i]! - mean) * scale));
  return p;
}

/** P(score ≥ needed) for a sum of binomials (n_t, p_t): the score's distribution built one question at a time. */
function passChance(parts: readonly { n: number; p: number }[], total: number, needed: number, dist: Float64Array): number {
  dist.fill(0, 0, total + 1);
  dist[0] = 1;
  let size = 1;
  for (const { n, p } of parts) {
    for (let k = 0; k < n; k++) {
      for (let s = size; s > 0; s--) dist[s] = dist[s]! * (1 - p) + dist[s - 1]! * p;
      dist[0] = dist[0]! * (1 - p);
      size++;
    }
  }
  let pass = 0;
  for (let s = Math.max(0, needed); s < size; s++) pass += dist[s]!;
  return pass;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;

export function readiness(input: ReadinessInput): Readiness {
  const topicOf = new Map<string, string>();
  const difficultyOf = new Map<string, number>();
  const byTopic = new Map<string, number[]>();
  for (const item of input.bank) {
    const base = baseQuestionId(item.id);
    const b = shrunkDifficulty(input.difficulties.get(base));
    topicOf.set(base, item.topic);
    difficultyOf.set(base, b);
    const list = byTopic.get(item.topic) ?? [];
    list.push(b);
    byTopic.set(item.topic, list);
  }
  // The latest answer per question of the bank; answers to questions no longer in it are skipped.
  const latest = new Map<string, ReadinessAnswer>();
  for (const answer of input.answers) {
    const base = baseQuestionId(answer.questionId);
    if (!topicOf.has(base) || !Number.isFinite(answer.at)) continue;
    const kept = latest.get(base);
    if (!kept || kept.at <= answer.at) latest.set(base, answer);
  }
  const answeredTopics = new Set([...latest.keys()].map((base) => topicOf.get(base)!));
  const topicsWanted = Math.ceil(byTopic.size / 2);
  if (latest.size < MIN_ANSWERS || answeredTopics.size < topicsWanted) {
    return { kind: 'needs-more', answersNeeded: Math.max(0, MIN_ANSWERS - latest.size), topicsNeeded: Math.max(0, topicsWanted - answeredTopics.size), answered: latest.size };
  }

  const observations = new Map<string, Observation[]>();
  const all: Observation[] = [];
  for (const [base, answer] of latest) {
    const card = input.drill.get(base);
    const weight = card ? retrievability(card.stability, card.lastReviewAt, input.now) : 1;
    const o: Observation = { b: difficultyOf.get(base)!, correct: answer.correct, weight };
    all.push(o);
    const topic = topicOf.get(base)!;
    const list = observations.get(topic) ?? [];
    list.push(o);
    observations.set(topic, list);
  }
  const g = estimateAbility(all, 0, G_PRIOR_VARIANCE);
  const gSd = Math.sqrt(g.variance);
  const topics = [...byTopic.keys()];
  const practised = topics.map((topic) => observations.has(topic));
  const offsets = topics.map((topic) => {
    const seen = observations.get(topic);
    return seen ? estimateAbility(seen, 0, TOPIC_PRIOR_VARIANCE, g.mean) : { mean: 0, variance: UNPRACTISED_TOPIC_VARIANCE };
  });
  const histograms = topics.map((topic) => histogram(byTopic.get(topic)!));
  const examParts = topics.map((topic, t) => ({ t, n: input.exam.questionsPerTopic.get(topic) ?? 0 })).filter((part) => part.n > 0);
  const total = examParts.reduce((sum, part) => sum + part.n, 0);
  const needed = Math.ceil((input.exam.passPercent * total) / 100);

  const chances: number[] = [];
  const dist = new Float64Array(total + 1);
  let z = 0;
  for (let draw = 0; draw < DRAWS; draw++) {
    const gDraw = g.mean + gSd * Z[z++ % Z.length]!;
    // The topics not practised share one draw: a learner who left several topics alone may have left them for one
    // reason, so their uncertainty does not average out over them.
    const unpractisedDraw = Z[z++ % Z.length]!;
    const parts = examParts.map(({ t, n }) => {
      const offset = offsets[t]!;
      const zOffset = practised[t] ? Z[z++ % Z.length]! : unpractisedDraw;
      const theta = gDraw + offset.mean + Math.sqrt(offset.variance) * zOffset;
      return { n, p: meanChance(theta, histograms[t]!) };
    });
    chances.push(passChance(parts, total, needed, dist));
  }
  const probability = chances.reduce((sum, p) => sum + p, 0) / chances.length;
  chances.sort((a, b) => a - b);

  const pass = input.exam.passPercent / 100;
  const topicFigures: TopicReadiness[] = topics.map((topic, t) => {
    const mean = g.mean + offsets[t]!.mean;
    const variance = g.variance + offsets[t]!.variance;
    const sd = Math.sqrt(variance);
    return { topic, answered: observations.get(topic)?.length ?? 0, mastery: expectedChance(mean, variance, histograms[t]!), ability: { mean, low: mean - Z80 * sd, high: mean + Z80 * sd } };
  });
  const inExam = (figure: TopicReadiness) => (input.exam.questionsPerTopic.get(figure.topic) ?? 0) > 0;
  const holdingBack = topicFigures
    .filter((figure) => inExam(figure) && figure.answered > 0 && figure.mastery < pass)
    .sort((a, b) => a.mastery - b.mastery)
    .map((figure) => figure.topic);
  const notPractised = topicFigures.filter((figure) => inExam(figure) && figure.answered === 0).map((figure) => figure.topic);
  return {
    kind: 'estimate',
    probability,
    low: quantile(chances, 0.1),
    high: quantile(chances, 0.9),
    topics: topicFigures,
    holdingBack,
    notPractised,
    answered: latest.size,
  };
}
