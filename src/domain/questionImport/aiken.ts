// Aiken (Moodle) as Moodle's importer reads it (question/format/aiken/format.php): the question on one line, then its
// options one a line ("A) text", "A. text", letters in order), then "ANSWER: X" with one letter. Lines shorter than 2
// characters are skipped. Where Moodle would silently read something else than the author meant, the importer stops
// with the line instead: a second question line (Moodle drops the unfinished question), options out of order (Moodle
// counts positions, not letters), several answer letters (Moodle keeps the first), "Answer:" not in capitals (Moodle
// reads it as a new question). Text is plain, as Moodle escapes it.
import type { OptionLetter } from '../constants.ts';
import { DEFAULT_TOPIC, type ImportError, type ImportedQuestion, type ImportResult } from './types.ts';
import { validateQuestion } from './validateQuestion.ts';

const OPTION = /^([A-Z])[).][ \t]?(.*)$/;
const ANSWER = /^ANSWER:(.*)$/;
const ANSWER_ANY_CASE = /^answer\s*:/i;

export function parseAiken(source: string, topic = DEFAULT_TOPIC): ImportResult {
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  let current: ImportedQuestion | null = null;
  const at = (line: number, message: string) => errors.push({ line, message });

  source
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const text = raw.trim();
      if (text.length < 2) return;
      const option = OPTION.exec(text);
      const answer = ANSWER.exec(text);
      if (option) {
        if (!current) return at(line, 'An option comes before any question text.');
        const letter = option[1] as OptionLetter;
        const expected = String.fromCharCode(65 + current.options.length);
        if (letter !== expected) at(line, `Expected option ${expected}, found ${letter} (Moodle counts options by position).`);
        current.options.push({ letter, text: option[2]!.trim() });
      } else if (answer) {
        if (!current) return at(line, 'An ANSWER line comes before any question text.');
        const letters = answer[1]!.trim();
        if (!/^[A-Z]$/.test(letters)) {
          at(line, `The answer must be one capital letter (found "${letters}"); Aiken questions have exactly one correct option.`);
        } else {
          current.correct = [letters as OptionLetter];
          errors.push(...validateQuestion(current));
          questions.push(current);
        }
        current = null;
      } else if (ANSWER_ANY_CASE.test(text)) {
        at(line, 'Write the answer line as "ANSWER: X" in capitals (Moodle reads any other spelling as a new question).');
        current = null;
      } else {
        if (current) at(current.line, `This question has no ANSWER line before line ${line} (the question text is one line in Aiken).`);
        current = { line, topic, format: 'plain', text, options: [], correct: [], explanation: '' };
      }
    });
  const unfinished = current as ImportedQuestion | null;
  if (unfinished) at(unfinished.line, 'This question ends without an ANSWER line.');
  return { questions, errors };
}
