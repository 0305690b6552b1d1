// CSV question banks: a header row with the columns topic, question, A … O (as many as needed), correct
// (e.g. "B" or "A;C"), explanation. Fields may be quoted (RFC 4180), with quotes doubled inside.
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import type { ImportError, ImportedQuestion, ImportResult } from './types.ts';
import { DEFAULT_TOPIC } from './types.ts';
import { validateQuestion } from './validateQuestion.ts';

interface CsvRow {
  line: number;
  cells: string[];
}

/** Splits CSV text into rows of cells, keeping the line each row starts on; quoted fields may span lines. */
export function readCsv(source: string): { rows: CsvRow[]; error: ImportError | null } {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return { rows, error: { line: rowLine, message: 'A quoted field is not closed.' } };
  cells.push(cell);
  if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
  return { rows, error: null };
}

export function parseCsv(source: string): ImportResult {
  const { rows, error } = readCsv(source.replace(/^\uFEFF/, ''));
  if (error) return { questions: [], errors: [error] };
  const [header, ...body] = rows;
  if (!header) return { questions: [], errors: [{ line: 1, message: 'The file is empty.' }] };
  const columns = header.cells.map((name) => name.trim().toLowerCase());
  const index = (name: string) => columns.indexOf(name);
  const missing = ['question', 'a', 'b', 'correct'].filter((name) => index(name) < 0);
  if (missing.length > 0) return { questions: [], errors: [{ line: header.line, message: `Missing column(s): ${missing.join(', ')}.` }] };

  const optionColumns = OPTION_LETTERS.map((letter) => ({ letter, at: index(letter.toLowerCase()) })).filter((column) => column.at >= 0);
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  for (const row of body) {
    const value = (at: number) => (at >= 0 ? (row.cells[at] ?? '').trim() : '');
    const options = optionColumns.map((column) => ({ letter: column.letter, text: value(column.at) })).filter((option) => option.text !== '');
    const gaps = options.some((option, position) => option.letter !== OPTION_LETTERS[position]);
    if (gaps) errors.push({ line: row.line, message: 'Options must be filled from A onwards without gaps.' });
    const question: ImportedQuestion = {
      line: row.line,
      topic: value(index('topic')) || DEFAULT_TOPIC,
      format: 'plain',
      text: value(index('question')),
      options,
      correct: value(index('correct'))
        .split(/[;,\s]+/)
        .filter(Boolean)
        .map((letter) => letter.toUpperCase() as OptionLetter)
        .sort(),
      explanation: value(index('explanation')),
    };
    errors.push(...validateQuestion(question));
    questions.push(question);
  }
  return { questions, errors };
}
