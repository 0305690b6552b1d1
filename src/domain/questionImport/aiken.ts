// Aiken format (Moodle): a question line, options "A. text" or "A) text", then "ANSWER: B". Questions are
// separated by blank lines. As an extension, "ANSWER: A, C" marks several correct options.
import type { OptionLetter } from '../constants.ts';
import { DEFAULT_TOPIC, type ImportError, type ImportedQuestion, type ImportResult } from './types.ts';
import { validateQuestion } from './validateQuestion.ts';

const OPTION = /^([A-O])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*(.+)$/i;

export function parseAiken(source: string, topic = DEFAULT_TOPIC): ImportResult {
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  let current: ImportedQuestion | null = null;


  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    if (!current) {
      current = { line, topic, text, options: [], correct: [], explanation: '' };
      return;
    }
    const option = OPTION.exec(text);
    const answer = ANSWER.exec(text);
    if (option) {
      const letter = option[1] as OptionLetter;
      const expected = String.fromCharCode(65 + current.options.length);
      if (letter !== expected) errors.push({ line, message: `Expected option ${expected}, found ${letter}.` });
      current.options.push({ letter, text: option[2]!.trim() });
    } else if (answer) {
      current.correct = answer[1]!
        .split(/[,\s]+/)
        .filter(Boolean)
        .map((letter) => letter.toUpperCase() as OptionLetter)
        .sort();
      errors.push(...validateQuestion(current));
      questions.push(current);
      current = null;
    } else if (current.options.length === 0) {
      current.text = `${current.text}\n${text}`;
    } else {
      errors.push({ line, message: `Expected an option like "C. text" or an "ANSWER:" line, found "${text.slice(0, 40)}".` });
    }
  });
  const unfinished = current as ImportedQuestion | null;
  if (unfinished) errors.push({ line: unfinished.line, message: 'This question ends without an ANSWER line.' });
  return { questions, errors };
}
