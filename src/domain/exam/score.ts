// Scoring of an attempt (SPEC §4): right answers, floor percentage, and failure against the pass mark.
import type { UserSolution } from './types.ts';

/** Questions answered and correct. */
export function countRightAnswers(userSolution: UserSolution): number {
  return Object.values(userSolution).filter((solution) => solution?.hasBeenAnswered === true && solution.isCorrect).length;
}

/**
 * floor(right × 100 / question count); 0 when there are no questions. Right answers are held within
 * [0, question count], so the result is always 0 to 100.
 */
export function scorePercentage(rightAnswers: number, questionCount: number): number {
  if (!Number.isFinite(questionCount) || questionCount <= 0) return 0;
  const right = Number.isFinite(rightAnswers) ? Math.min(Math.max(rightAnswers, 0), questionCount) : 0;
  return Math.floor((right * 100) / questionCount);
}

/** An attempt fails when its percentage is below the test's pass mark (nQuestionsToPass, a percentage). */
export function isFailure(percentage: number, nQuestionsToPass: number): boolean {
  return percentage < nQuestionsToPass;
}
