// Arithmetic of the config screen (SPEC §5): tests vs questions per test, and keeping any setting in its bounds.
// Every function returns a finite number for any input, so a bad field never writes NaN or Infinity into a config.
import type { BoundedValue } from './types.ts';

/** The nearest value within [min, max]; a missing bound is open. Bounds given in the wrong order are swapped. */
export function clampToBounds(value: number, min: number | undefined, max: number | undefined): number {
  const low = min !== undefined && max !== undefined ? Math.min(min, max) : min;
  const high = min !== undefined && max !== undefined ? Math.max(min, max) : max;
  let result = value;
  if (low !== undefined && Number.isFinite(low)) result = Math.max(result, low);
  if (high !== undefined && Number.isFinite(high)) result = Math.min(result, high);
  return result;
}

/**
 * A new current value for a setting, clamped into its own bounds. NaN keeps the field's current value;
 * an infinity with no bound on that side also keeps it.
 */
export function clampField(field: BoundedValue, value: number): number {
  const fallback = Number.isFinite(field.current) ? field.current : 0;
  const candidate = Number.isNaN(value) ? fallback : value;
  const clamped = clampToBounds(candidate, field.min, field.max);
  return Number.isFinite(clamped) ? clamped : clampToBounds(fallback, field.min, field.max);
}

/** A count from user input: a whole number of at least `floor`; NaN and infinities give `floor`. */
function wholeAtLeast(value: number, floor: number): number {
  return Number.isFinite(value) ? Math.max(floor, Math.floor(value)) : floor;
}

/**
 * Questions per test after the number of tests changes: ceiling(selected questions / tests),
 * clamped to the practice bounds of numQuestions. Fewer than one test counts as one.
 */
export function questionsPerTestForTests(
  selectedQuestions: number,
  numTests: number,
  bounds: Pick<BoundedValue, 'min' | 'max'>,
): number {
  const tests = wholeAtLeast(numTests, 1);
  const selected = wholeAtLeast(selectedQuestions, 0);
  const perTest = Math.ceil(selected / tests);
  return clampToBounds(perTest, bounds.min, bounds.max);
}

/**
 * Number of tests after questions per test changes: ceiling(total / questions per test), at least 1.
 * Fewer than one question per test counts as one. The spec does not clamp this direction.
 */
export function testsForQuestionsPerTest(totalQuestions: number, questionsPerTest: number): number {
  const perTest = wholeAtLeast(questionsPerTest, 1);
  const total = wholeAtLeast(totalQuestions, 0);
  return Math.max(1, Math.ceil(total / perTest));
}
