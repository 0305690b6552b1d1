// The practice sets a learner can start from their history (issue 22): the questions missed in the last 1, 3 or all
// tests, the questions not seen yet, the marked ones and the ones due in the drill, any of them limited to chosen
// topics. Sets hold the product's current question ids (a fixed question is drawn in its new version), in bank order.
import type { AttemptRecord } from './history.ts';
import { baseQuestionId } from './questionVersions.ts';

export const PRACTICE_SET_KINDS = ['missed-1', 'missed-3', 'missed-all', 'not-seen', 'marked', 'due'] as const;
export type PracticeSetKind = (typeof PRACTICE_SET_KINDS)[number];

export interface BankItem {
  id: string;
  topic: string;
}

export interface LearnerHistory {
  /** Finished attempts of the product, any order (cleanHistory's output). */
  attempts: readonly AttemptRecord[];
  /** Questions whose drill card is due now. */
  dueQuestionIds: readonly string[];
}

const LAST_N: Record<'missed-1' | 'missed-3' | 'missed-all', number> = { 'missed-1': 1, 'missed-3': 3, 'missed-all': Infinity };

/** Base ids of the questions the set holds, before the bank and topics are applied. */
function setBases(kind: PracticeSetKind, history: LearnerHistory): Set<string> | { except: Set<string> } {
  const newestFirst = [...history.attempts].sort((a, b) => b.finishedAt - a.finishedAt);
  switch (kind) {
    case 'missed-1':
    case 'missed-3':
    case 'missed-all': {
      const recent = newestFirst.slice(0, LAST_N[kind]);
      const right = new Set<string>();
      const asked = new Set<string>();
      for (const attempt of recent) {
        for (const id of attempt.questionIds) asked.add(baseQuestionId(id));
        for (const answer of attempt.answers) if (answer.correct) right.add(baseQuestionId(answer.questionId));
      }
      return new Set([...asked].filter((id) => !right.has(id)));
    }
    case 'not-seen': {
      const seen = new Set<string>();
      for (const attempt of history.attempts) for (const id of attempt.questionIds) seen.add(baseQuestionId(id));
      return { except: seen };
    }
    case 'marked': {
      // A question counts as marked when the newest attempt that asked it marked it.
      const decided = new Set<string>();
      const marked = new Set<string>();
      for (const attempt of newestFirst) {
        const markedHere = new Set(attempt.marked.map(baseQuestionId));
        for (const id of attempt.questionIds.map(baseQuestionId)) {
          if (decided.has(id)) continue;
          decided.add(id);
          if (markedHere.has(id)) marked.add(id);
        }
      }
      return marked;
    }
    case 'due':
      return new Set(history.dueQuestionIds.map(baseQuestionId));
  }
}

/**
 * The set's questions: current ids of the bank, in bank order, limited to `topics` when given (an empty or absent
 * list means every topic).
 */
export function practiceSetIds(kind: PracticeSetKind, bank: readonly BankItem[], history: LearnerHistory, topics?: readonly string[] | null): string[] {
  const bases = setBases(kind, history);
  const only = topics && topics.length > 0 ? new Set(topics) : null;
  const holds = bases instanceof Set ? (base: string) => bases.has(base) : (base: string) => !bases.except.has(base);
  return bank.filter((item) => (only === null || only.has(item.topic)) && holds(baseQuestionId(item.id))).map((item) => item.id);
}

export type PracticeSetCounts = Record<PracticeSetKind, number>;

export function practiceSetCounts(bank: readonly BankItem[], history: LearnerHistory, topics?: readonly string[] | null): PracticeSetCounts {
  return Object.fromEntries(PRACTICE_SET_KINDS.map((kind) => [kind, practiceSetIds(kind, bank, history, topics).length])) as PracticeSetCounts;
}

/** What to offer when a set is empty: the closest set that is not, in this order of preference; null if none. */
const NEXT_BEST: Record<PracticeSetKind, readonly PracticeSetKind[]> = {
  'missed-1': ['missed-3', 'missed-all', 'due', 'marked', 'not-seen'],
  'missed-3': ['missed-all', 'due', 'marked', 'not-seen'],
  'missed-all': ['due', 'marked', 'not-seen'],
  'not-seen': ['missed-all', 'due', 'marked'],
  marked: ['missed-1', 'missed-3', 'missed-all', 'due', 'not-seen'],
  due: ['missed-1', 'missed-3', 'missed-all', 'marked', 'not-seen'],
};

export function nextBestSet(kind: PracticeSetKind, counts: PracticeSetCounts): PracticeSetKind | null {
  return NEXT_BEST[kind].find((other) => counts[other] > 0) ?? null;
}
