// The deterministic checks every generated question passes before a learner sees it, whichever generator made it.
import type { DraftQuestion } from './types.ts';

export const MIN_OPTIONS = 2;
/** Option letters A–O: the simulator shows at most 15 options. */
export const MAX_OPTIONS = 15;

export type QuestionProblem =
  | 'empty-text'
  | 'too-few-options'
  | 'too-many-options'
  | 'empty-option'
  | 'duplicate-option'
  | 'duplicate-option-id'
  | 'empty-key'
  | 'key-outside-options'
  | 'duplicate-key'
  | 'multi-answer-flag';

/** Text compared for sameness: Unicode-normalised, case-folded, accents, punctuation and extra spaces dropped. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * An option compared for sameness and emptiness: like normaliseText, but its punctuation counts, since options that
 * differ only there are different answers ('::1' and '::', '+$5,000' and '-$5,000', '3.5' and '35'). Case, accents,
 * spacing and a closing full stop do not ('Network' and 'nétwork.').
 */
export function normaliseOption(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/[\s.]+$/u, '')
    .trim();
}

/** What is wrong with one question (empty when it may be served). */
export function questionProblems(question: DraftQuestion): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (normaliseText(question.text) === '') problems.push('empty-text');
  const { options, correct } = question;
  if (options.length < MIN_OPTIONS) problems.push('too-few-options');
  if (options.length > MAX_OPTIONS) problems.push('too-many-options');
  if (options.some((option) => normaliseOption(option.text) === '')) problems.push('empty-option');
  const texts = options.map((option) => normaliseOption(option.text)).filter((text) => text !== '');
  if (new Set(texts).size !== texts.length) problems.push('duplicate-option');
  const ids = new Set(options.map((option) => option.id));
  if (ids.size !== options.length) problems.push('duplicate-option-id');
  if (correct.length === 0) problems.push('empty-key');
  if (correct.some((id) => !ids.has(id))) problems.push('key-outside-options');
  if (new Set(correct).size !== correct.length) problems.push('duplicate-key');
  if (correct.length > 0 && question.multipleAnswers !== correct.length > 1) problems.push('multi-answer-flag');
  return problems;
}

export interface DedupeResult<Q> {
  kept: Q[];
  duplicates: Q[];
}

/**
 * Drops every question whose normalised text is already in the quiz (the first one stays) or in `known` (the bank's
 * questions, say). Order is kept.
 */
export function dropDuplicates<Q extends { text: string }>(questions: readonly Q[], known: ReadonlySet<string> = new Set()): DedupeResult<Q> {
  const seen = new Set(known);
  const kept: Q[] = [];
  const duplicates: Q[] = [];
  for (const question of questions) {
    const key = normaliseText(question.text);
    if (seen.has(key)) duplicates.push(question);
    else {
      seen.add(key);
      kept.push(question);
    }
  }
  return { kept, duplicates };
}
