import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttemptRecord } from './history.ts';
import { nextBestSet, practiceSetCounts, practiceSetIds, PRACTICE_SET_KINDS, type BankItem, type LearnerHistory } from './practiceSets.ts';

const bank: BankItem[] = [
  { id: 'q1', topic: 'net' },
  { id: 'q2.v2', topic: 'net' },
  { id: 'q3', topic: 'cloud' },
  { id: 'q4', topic: 'cloud' },
  { id: 'q5', topic: 'sec' },
];

function attempt(finishedAt: number, asked: string[], right: string[], marked: string[] = []): AttemptRecord {
  return {
    key: `k${finishedAt}`,
    owner: 'u',
    productId: 'p',
    mode: 'exam',
    finishedAt,
    questionIds: asked,
    answers: asked.map((questionId) => ({ questionId, correct: right.includes(questionId), answeredAt: finishedAt - 1 })),
    marked,
    scorePercent: 0,
    passMark: 70,
    passed: false,
  };
}

const history: LearnerHistory = {
  attempts: [attempt(100, ['q1', 'q2', 'q3'], ['q1'], ['q3']), attempt(200, ['q2', 'q3'], ['q3'], ['q2']), attempt(300, ['q1', 'q4'], ['q4'])],
  dueQuestionIds: ['q3'],
};

describe('practiceSetIds', () => {
  it.each([
    ['missed-1', null, ['q1']],
    ['missed-3', null, ['q2.v2']],
    ['missed-all', null, ['q2.v2']],
    ['not-seen', null, ['q5']],
    ['marked', null, ['q2.v2']],
    ['due', null, ['q3']],
    ['missed-3', ['cloud'], []],
    ['not-seen', ['net'], []],
  ] as const)('%s limited to %j is %j (current versions, bank order)', (kind, topics, expected) => {
    expect(practiceSetIds(kind, bank, history, topics)).toEqual(expected);
  });

  it('counts every set and offers the next best when one is empty', () => {
    const counts = practiceSetCounts(bank, history);
    expect(counts).toEqual({ 'missed-1': 1, 'missed-3': 1, 'missed-all': 1, 'not-seen': 1, marked: 1, due: 1 });
    expect(nextBestSet('missed-1', { ...counts, 'missed-1': 0, 'missed-3': 0 })).toBe('missed-all');
    expect(nextBestSet('due', { 'missed-1': 0, 'missed-3': 0, 'missed-all': 0, 'not-seen': 0, marked: 0, due: 0 })).toBeNull();
  });

  it('a learner with no history has every question not seen and nothing missed', () => {
    const empty = { attempts: [], dueQuestionIds: [] };
    expect(practiceSetIds('not-seen', bank, empty)).toHaveLength(bank.length);
    expect(practiceSetIds('missed-all', bank, empty)).toEqual([]);
  });
});

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const topicsOf = ['t1', 't2', 't3'];
const arbBank = fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1 }).chain((chosen) =>
  fc.tuple(...chosen.map((id) => fc.constantFrom(...topicsOf).map((topic) => ({ id, topic })))),
);
const arbAttempt = fc
  .record({ finishedAt: fc.integer({ min: 1, max: 1000 }), asked: fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1 }), rightMask: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }) })
  .map(({ finishedAt, asked, rightMask }) => attempt(finishedAt, asked, asked.filter((_, i) => rightMask[i])));
const arbHistory = fc.record({ attempts: fc.array(arbAttempt, { maxLength: 6 }), dueQuestionIds: fc.uniqueArray(fc.constantFrom(...ids)) });

describe('practice set properties', () => {
  it('a missed set never holds a question answered right in the last N tests', () => {
    fc.assert(
      fc.property(arbBank, arbHistory, (b, h) => {
        for (const [kind, n] of [['missed-1', 1], ['missed-3', 3], ['missed-all', Infinity]] as const) {
          const recent = [...h.attempts].sort((x, y) => y.finishedAt - x.finishedAt).slice(0, n);
          const right = new Set(recent.flatMap((a) => a.answers.filter((x) => x.correct).map((x) => x.questionId)));
          for (const id of practiceSetIds(kind, b, h)) expect(right.has(id)).toBe(false);
        }
      }),
    );
  });

  it('"not seen" never holds a question an attempt asked', () => {
    fc.assert(
      fc.property(arbBank, arbHistory, (b, h) => {
        const seen = new Set(h.attempts.flatMap((a) => a.questionIds));
        for (const id of practiceSetIds('not-seen', b, h)) expect(seen.has(id)).toBe(false);
      }),
    );
  });

  it('the union of the per-topic sets equals the set limited to those topics', () => {
    fc.assert(
      fc.property(arbBank, arbHistory, fc.constantFrom(...PRACTICE_SET_KINDS), fc.subarray(topicsOf, { minLength: 1 }), (b, h, kind, chosen) => {
        const union = chosen.flatMap((topic) => practiceSetIds(kind, b, h, [topic]));
        expect(new Set(union)).toEqual(new Set(practiceSetIds(kind, b, h, chosen)));
        expect(union).toHaveLength(new Set(union).size);
      }),
    );
  });
});
