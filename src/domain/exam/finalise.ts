// Finalising an attempt as submitted (SPEC §4): score it and freeze it. Submitted is final.
import { countRightAnswers, isFailure, scorePercentage } from './score.ts';
import type { LocalExamState } from './types.ts';

/** The attempt scored and submitted; an attempt already submitted is returned unchanged. */
export function finaliseExam(state: LocalExamState, now: number): LocalExamState {
  if (state.submittedResult) return state;
  const nRightQuestion = countRightAnswers(state.userSolution);
  const passingScorePer = scorePercentage(nRightQuestion, state.nQuestion);
  return {
    ...state,
    nRightQuestion,
    passingScorePer,
    failure: isFailure(passingScorePer, state.test.nQuestionsToPass),
    submittedResult: true,
    pause: false,
    pausedRemainingMs: null,
    lastModified: now,
  };
}
