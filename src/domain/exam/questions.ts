// Questions as the simulator holds them, and the rules for checking an answer and building review lists.
import type { OptionLetter } from '../constants.ts';
import type { LocalExamState } from './types.ts';
import type { TextFormat } from '../richText/textFormat.ts';

export interface ExamQuestion {
  /** 1-based position in the attempt. */
  number: number;
  id: string;
  topic: string;
  text: string;
  options: { letter: OptionLetter; text: string }[];
  /** Correct letters, A–O order. */
  correct: OptionLetter[];
  explanation: string;
  /** Absent or plain: text, options and explanation are text; html: sanitised HTML (src/domain/richText). */
  format?: TextFormat;
}

/** Right when exactly the correct letters are picked. */
export function isAnswerCorrect(question: Pick<ExamQuestion, 'correct'>, picked: readonly OptionLetter[]): boolean {
  return picked.length === question.correct.length && question.correct.every((letter) => picked.includes(letter));
}

export function isMultipleChoice(question: Pick<ExamQuestion, 'correct'>): boolean {
  return question.correct.length > 1;
}

/** Picking an option: a single-answer question replaces the pick, a multiple-answer one toggles it. */
export function togglePick(question: Pick<ExamQuestion, 'correct' | 'options'>, picked: readonly OptionLetter[], letter: OptionLetter): OptionLetter[] {
  if (!question.options.some((option) => option.letter === letter)) return [...picked];
  if (!isMultipleChoice(question)) return [letter];
  const next = picked.includes(letter) ? picked.filter((l) => l !== letter) : [...picked, letter];
  return next.sort();
}

export type ReviewFilter = 'all' | 'wrong' | 'marked';

/** Question numbers to review after submitting: all, the wrong (or unanswered) ones, or the marked ones. */
export function reviewNumbers(state: Pick<LocalExamState, 'userSolution' | 'markedQuestions' | 'nQuestion'>, filter: ReviewFilter): number[] {
  const all = Array.from({ length: state.nQuestion }, (_, index) => index + 1);
  if (filter === 'marked') return state.markedQuestions.filter((n) => n >= 1 && n <= state.nQuestion);
  if (filter === 'wrong') return all.filter((n) => !state.userSolution[n]?.isCorrect);
  return all;
}
