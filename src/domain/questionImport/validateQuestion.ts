// The checks every imported question passes, whatever its format: text, 2 to 15 options, at least one correct.
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import type { ImportError, ImportedQuestion } from './types.ts';
import { visibleText } from '../richText/textFormat.ts';

export function lettersFor(count: number): OptionLetter[] {
  return OPTION_LETTERS.slice(0, count);
}

export function validateQuestion(question: ImportedQuestion): ImportError[] {
  const errors: ImportError[] = [];
  const at = (message: string) => errors.push({ line: question.line, message });
  const visible = (text: string) => visibleText(text, question.format);
  if (visible(question.text) === '') at('The question has no text.');
  if (question.options.length < 2) at('A question needs at least 2 options.');
  if (question.options.length > OPTION_LETTERS.length) at(`A question can have at most ${OPTION_LETTERS.length} options (A to O).`);
  if (question.options.some((option) => visible(option.text) === '')) at('An option has no text (as shown: HTML tags alone show nothing).');
  if (question.correct.length === 0) at('The question has no correct answer.');
  const letters = new Set(question.options.map((option) => option.letter));
  const unknown = question.correct.filter((letter) => !letters.has(letter));
  if (unknown.length > 0) at(`The correct answer ${unknown.join(', ')} is not one of the options.`);
  return errors;
}
