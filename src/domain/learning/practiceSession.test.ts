import { describe, expect, it } from 'vitest';
import { defaultSetup } from '../config/setup.ts';
import type { AttemptRecord } from './history.ts';
import { practiceSessionIds, withPracticeSet } from './practiceSession.ts';

const bank = Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, topic: i < 15 ? 'net' : 'cloud' }));
const missedAll: AttemptRecord = {
  key: 'k',
  owner: 'u',
  productId: 'p',
  mode: 'exam',
  finishedAt: 1,
  questionIds: bank.map((q) => q.id),
  answers: bank.map((q, i) => ({ questionId: q.id, correct: i % 3 === 0, answeredAt: 0 })),
  marked: [],
  scorePercent: 33,
  passMark: 70,
  passed: false,
};
const history = { attempts: [missedAll], dueQuestionIds: [] };

describe('practiceSessionIds', () => {
  it('applies the setup rules to the set: questions per test, topic selection and per-topic counts', () => {
    const setup = defaultSetup('practice', [
      { name: 'net', questionCount: 15 },
      { name: 'cloud', questionCount: 15 },
    ]);
    const ids = practiceSessionIds(bank, history, setup, { kind: 'missed-1', topics: [] }, 1);
    expect(ids).toHaveLength(10);
    expect(ids.every((id) => Number(id.slice(1)) % 3 !== 0)).toBe(true);
    const onlyCloud = { ...setup, topics: setup.topics.map((t) => ({ ...t, selected: t.topicName === 'cloud' })), custom: [{ topicName: 'cloud', numberOfQuestions: 4, skip: false }] };
    const cloud = practiceSessionIds(bank, history, onlyCloud, { kind: 'missed-1', topics: [] }, 1);
    expect(cloud).toEqual(['q16', 'q17', 'q19', 'q20']);
  });

  it('is saved with the setup and taken out again', () => {
    const setup = defaultSetup('practice', [{ name: 'net', questionCount: 15 }]);
    const saved = withPracticeSet(setup, { kind: 'not-seen', topics: ['net'] });
    expect(saved.practiceSet).toEqual({ kind: 'not-seen', topics: ['net'] });
    expect(structuredClone(saved)).toEqual(saved);
    expect('practiceSet' in withPracticeSet(saved, null)).toBe(false);
  });
});
