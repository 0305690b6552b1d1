import { describe, expect, it } from 'vitest';
import type { AttemptRecord } from './history.ts';
import { progressSnapshotOf, sameSnapshot, sparklinePoints } from './progressSnapshot.ts';

const record = (finishedAt: number, scorePercent: number): AttemptRecord => ({
  key: `k${finishedAt}`,
  owner: 'u',
  productId: 'p',
  mode: 'exam',
  finishedAt,
  questionIds: ['a'],
  answers: [{ questionId: 'a', correct: true, answeredAt: finishedAt }],
  marked: [],
  scorePercent,
  passMark: 70,
  passed: scorePercent >= 70,
  pacing: { perQuestion: [], totalMs: 0, averageMs: 30_000, slowest: [], targetMs: 120_000, perTopic: [], skipped: 0 },
});

describe('progressSnapshotOf', () => {
  it('keeps the scores, the estimate with topic names, the due cards and the last pacing', () => {
    const snapshot = progressSnapshotOf(
      { owner: 'u', productId: 'p', title: 'Cloud', path: '/us/x/quiz', passMark: 70 },
      [record(1, 40), record(2, 80)],
      { kind: 'estimate', probability: 0.6, low: 0.4, high: 0.75, topics: [{ topic: 't1', answered: 3, mastery: 0.5, ability: { mean: 0, low: -1, high: 1 } }], holdingBack: ['t1'], notPractised: [], answered: 25 },
      (id) => (id === 't1' ? 'Networking' : id),
      3,
      100,
    );
    expect(snapshot).toMatchObject({
      key: 'u|p',
      scores: [
        { at: 1, percent: 40, passed: false },
        { at: 2, percent: 80, passed: true },
      ],
      readiness: { kind: 'estimate', probability: 0.6, holdingBack: ['Networking'] },
      topics: [{ name: 'Networking', mastery: 0.5 }],
      dueCards: 3,
      lastPacing: { averageMs: 30_000, targetMs: 120_000 },
    });
    expect(sameSnapshot(snapshot, { ...snapshot, updatedAt: 999 })).toBe(true);
    expect(sameSnapshot(snapshot, { ...snapshot, dueCards: 4 })).toBe(false);
  });

  it.each([
    [[], ''],
    [[50], '50.0,10.0'],
    [[0, 100], '0.0,20.0 100.0,0.0'],
  ])('sparkline of %j is "%s"', (percents, points) => expect(sparklinePoints(percents, 100, 20)).toBe(points));
});
