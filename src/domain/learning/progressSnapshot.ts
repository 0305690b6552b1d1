// What My progress shows of a product (issue 22), kept on the device whenever the product page has worked it out:
// the page then needs neither the network nor the question bank, and renders from one IndexedDB read.
import type { AttemptRecord } from './history.ts';
import type { Readiness } from './readiness.ts';

export const SCORES_KEPT = 20;

export interface ProgressSnapshot {
  /** `${owner}|${productId}` */
  key: string;
  owner: string;
  productId: string;
  title: string;
  /** The product page's path (without the mode). */
  path: string;
  updatedAt: number;
  /** Finished attempts' scores, oldest first (the last SCORES_KEPT). */
  scores: { at: number; percent: number; passed: boolean }[];
  passMark: number;
  /** `notPractised`: topic names of the exam without answers (absent in snapshots kept before issue 35). */
  readiness: { kind: 'estimate'; probability: number; low: number; high: number; holdingBack: string[]; notPractised?: string[] } | { kind: 'needs-more'; answersNeeded: number; topicsNeeded: number };
  /** Expected share right per topic (0–1), by topic name; empty before an estimate. `practised: false`: no answers
   * yet, the mastery unknown (absent in snapshots kept before issue 35: practised). */
  topics: { name: string; mastery: number; practised?: boolean }[];
  dueCards: number;
  /** The last attempt's pacing, when this device timed it. */
  lastPacing: { averageMs: number; targetMs: number | null } | null;
}

export function progressSnapshotOf(
  product: { owner: string; productId: string; title: string; path: string; passMark: number },
  attempts: readonly AttemptRecord[],
  readiness: Readiness,
  topicName: (topicId: string) => string,
  dueCards: number,
  now: number,
): ProgressSnapshot {
  const last = attempts.at(-1);
  return {
    key: `${product.owner}|${product.productId}`,
    owner: product.owner,
    productId: product.productId,
    title: product.title,
    path: product.path,
    updatedAt: now,
    scores: attempts.slice(-SCORES_KEPT).map((attempt) => ({ at: attempt.finishedAt, percent: attempt.scorePercent, passed: attempt.passed })),
    passMark: product.passMark,
    readiness:
      readiness.kind === 'estimate'
        ? { kind: 'estimate', probability: readiness.probability, low: readiness.low, high: readiness.high, holdingBack: readiness.holdingBack.map(topicName), notPractised: readiness.notPractised.map(topicName) }
        : { kind: 'needs-more', answersNeeded: readiness.answersNeeded, topicsNeeded: readiness.topicsNeeded },
    topics: readiness.kind === 'estimate' ? readiness.topics.map((topic) => ({ name: topicName(topic.topic), mastery: topic.mastery, practised: topic.answered > 0 })) : [],
    dueCards,
    lastPacing: last?.pacing ? { averageMs: last.pacing.averageMs, targetMs: last.pacing.targetMs } : null,
  };
}

/** The same content apart from when it was made: nothing to write. */
export function sameSnapshot(a: ProgressSnapshot | undefined, b: ProgressSnapshot): boolean {
  return a !== undefined && JSON.stringify({ ...a, updatedAt: 0 }) === JSON.stringify({ ...b, updatedAt: 0 });
}

/** Points of a sparkline of scores (0–100) in a width × height box, oldest left. */
export function sparklinePoints(percents: readonly number[], width: number, height: number): string {
  if (percents.length === 0) return '';
  const step = percents.length > 1 ? width / (percents.length - 1) : 0;
  return percents.map((p, i) => `${(percents.length > 1 ? i * step : width / 2).toFixed(1)},${(height - (Math.min(100, Math.max(0, p)) / 100) * height).toFixed(1)}`).join(' ');
}
