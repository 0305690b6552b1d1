// Options shuffled on the server (no position bias) and lettered A–O; the key follows its options by id.
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import type { DraftQuestion } from './types.ts';

export interface ServedQuestion {
  id: string;
  topic: string;
  text: string;
  options: { letter: OptionLetter; text: string }[];
  correct: OptionLetter[];
  explanation: string;
  /** The option id behind each letter, in letter order: the key is stored by option id. */
  optionIds: string[];
  correctIds: string[];
}

/** Fisher–Yates with the given source of numbers in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The question with its options in a new order; call only for a question without problems (checks.ts). */
export function serveQuestion(question: DraftQuestion, id: string, random: () => number): ServedQuestion {
  const options = shuffled(question.options, random);
  const key = new Set(question.correct);
  const lettered = options.map((option, index) => ({ letter: OPTION_LETTERS[index]!, option }));
  return {
    id,
    topic: question.topic,
    text: question.text.trim(),
    options: lettered.map(({ letter, option }) => ({ letter, text: option.text.trim() })),
    correct: lettered.filter(({ option }) => key.has(option.id)).map(({ letter }) => letter),
    explanation: question.explanation.trim(),
    optionIds: options.map((option) => option.id),
    correctIds: options.filter((option) => key.has(option.id)).map((option) => option.id),
  };
}
