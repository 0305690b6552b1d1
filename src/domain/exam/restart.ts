// Restarting a local attempt (SPEC §4): a fresh clock from now and no answers. This starts a new attempt;
// it is the one transition allowed after a submit, because it does not change the submitted result, it replaces it.
import { DEFAULT_TIME_TO_FINISH_MS } from '../constants.ts';
import type { LocalExamState } from './types.ts';

export function restartExam(state: LocalExamState, now: number): LocalExamState {
  const timeToFinish = Number.isFinite(state.timeToFinish) && state.timeToFinish > 0 ? state.timeToFinish : DEFAULT_TIME_TO_FINISH_MS;
  return {
    ...state,
    startDate: now,
    stopDate: now + timeToFinish,
    timeToFinish,
    pause: false,
    pausedRemainingMs: null,
    submittedResult: false,
    userSolution: {},
    markedQuestions: [],
    nRightQuestion: 0,
    passingScorePer: 0,
    failure: false,
    lastModified: now,
  };
}
