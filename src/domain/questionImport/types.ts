// What the question-bank importers produce: questions ready to store, or errors with the line they come from.
import type { OptionLetter } from '../constants.ts';
import type { TextFormat } from '../richText/textFormat.ts';

export interface ImportedQuestion {
  /** Line where the question starts in the source file. */
  line: number;
  topic: string;
  /** `html`: text, options and explanation are HTML passed through safeHtml; `plain`: shown as text. */
  format: TextFormat;
  text: string;
  options: { letter: OptionLetter; text: string }[];
  correct: OptionLetter[];
  explanation: string;
}

export interface ImportError {
  line: number;
  message: string;
  /**
   * The question is well written but of a kind the product cannot hold (essay, matching, partial credit …): it is
   * refused as a whole. The import stores nothing while any error remains, unless the operator asks to leave the
   * refused questions out (`--skip-refused`); other errors always stop it.
   */
  refused?: true;
}

export interface ImportResult {
  questions: ImportedQuestion[];
  errors: ImportError[];
}

export const DEFAULT_TOPIC = 'General';
