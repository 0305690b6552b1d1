// The question fixer's judgement: which questions the evidence makes suspect (item statistics of learners' answers,
// learner reports), and whether a proposed fix is applied (confidence ≥ the country's threshold, SPEC §9) or left
// for review. Confidence is the share of votes for the proposed key: each blind solve of the fixed question is one
// vote, and the strong learners' choice counts EVIDENCE_VOTES votes when the statistics favour one answer.
import type { OptionLetter } from '../constants.ts';

/** Fewer answers than this say nothing about a question. */
export const MIN_RESPONSES = 10;
/** A learner whose attempt scored at least this share is a strong learner. */
export const STRONG_LEARNER_SHARE = 0.7;
/** Strong learners agreeing on one wrong answer at least this often make the key suspect. */
export const DISTRACTOR_SHARE = 0.5;
/** A key picked by fewer than this share of all learners is suspect. */
export const KEY_NOBODY_PICKS_SHARE = 0.1;
export const EVIDENCE_VOTES = 2;

export interface ItemResponse {
  /** Share of the attempt's answered questions the learner got right, 0–1. */
  strength: number;
  picked: readonly OptionLetter[];
}

export type SuspicionReason = 'strong-learners-choose-distractor' | 'key-nobody-picks' | 'learner-reports' | 'check-failed';

export interface ItemEvidence {
  reasons: SuspicionReason[];
  /** The answer the strong learners agree on instead of the key, when they do. */
  favoured: OptionLetter[] | null;
  responses: number;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function itemEvidence(key: readonly OptionLetter[], responses: readonly ItemResponse[], wrongKeyReports = 0): ItemEvidence {
  const reasons: SuspicionReason[] = [];
  let favoured: OptionLetter[] | null = null;
  if (responses.length >= MIN_RESPONSES) {
    const keyPicks = responses.filter((r) => same(r.picked, key)).length;
    if (keyPicks / responses.length < KEY_NOBODY_PICKS_SHARE) reasons.push('key-nobody-picks');
    const strong = responses.filter((r) => r.strength >= STRONG_LEARNER_SHARE && !same(r.picked, key) && r.picked.length > 0);
    const strongAll = responses.filter((r) => r.strength >= STRONG_LEARNER_SHARE).length;
    const counts = new Map<string, { picked: OptionLetter[]; n: number }>();
    for (const r of strong) {
      const id = [...r.picked].sort().join();
      counts.set(id, { picked: [...r.picked].sort(), n: (counts.get(id)?.n ?? 0) + 1 });
    }
    const top = [...counts.values()].sort((a, b) => b.n - a.n)[0];
    if (top && strongAll > 0 && top.n / strongAll >= DISTRACTOR_SHARE) {
      reasons.push('strong-learners-choose-distractor');
      favoured = top.picked;
    }
  }
  if (wrongKeyReports > 0) reasons.push('learner-reports');
  return { reasons, favoured, responses: responses.length };
}

export interface FixJudgement {
  confidencePercent: number;
  apply: boolean;
}

/**
 * Confidence in a proposed key: blind solves agreeing with it, plus the strong learners' choice when it is the same
 * key (and against it when it is another). Applied only at or above the threshold, and only where automation is on.
 */
export function judgeFix(input: {
  proposed: readonly OptionLetter[];
  current: readonly OptionLetter[];
  solves: readonly (readonly string[] | null)[];
  favoured: readonly OptionLetter[] | null;
  thresholdPercent: number;
  automation: boolean;
}): FixJudgement {
  const agreeing = input.solves.filter((solve) => solve !== null && same(solve, input.proposed)).length;
  const evidence = input.favoured === null ? 0 : EVIDENCE_VOTES;
  const evidenceAgrees = input.favoured !== null && same(input.favoured, input.proposed) ? EVIDENCE_VOTES : 0;
  const total = input.solves.length + evidence;
  const confidencePercent = total === 0 ? 0 : Math.floor(((agreeing + evidenceAgrees) * 100) / total);
  const changes = !same(input.proposed, input.current);
  return { confidencePercent, apply: changes && input.automation && confidencePercent >= input.thresholdPercent };
}
