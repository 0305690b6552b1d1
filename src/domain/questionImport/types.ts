// What the question-bank importers produce: questions ready to store, or errors with the line they come from.
import type { OptionLetter } from '../constants.ts';

export interface ImportedQuestion {
  /** Line where the question starts in the source file. */
  line: number;
  topic: string;
  text: string;
  options: { letter: OptionLetter; text: string }[];
  correct: OptionLetter[];
  explanation: string;
}

export interface ImportError {
  line: number;
  message: string;
}

export interface ImportResult {
  questions: ImportedQuestion[];
  errors: ImportError[];
}

export const DEFAULT_TOPIC = 'General';
