// The exam clock (SPEC §4, ARCHITECTURE §4): it is the stored start/stop times, not a running counter,
// so a reload or a sleeping laptop resumes correctly. A paused attempt keeps its remaining time instead.
import type { LocalExamState } from './types.ts';

type ClockFields = Pick<LocalExamState, 'stopDate' | 'pause' | 'pausedRemainingMs'>;

/** Time left in ms, never negative: the stored remainder while paused, else stop − now. */
export function remainingMs(state: ClockFields, now: number): number {
  const left = state.pause && state.pausedRemainingMs !== null ? state.pausedRemainingMs : state.stopDate - now;
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** Whether the attempt's time has run out (the stop time is not after now, or nothing is left while paused). */
export function hasTimeRunOut(state: ClockFields, now: number): boolean {
  return remainingMs(state, now) === 0;
}

/** Stop the clock and keep the time left. No change when paused already or submitted. */
export function pauseExam(state: LocalExamState, now: number): LocalExamState {
  if (state.pause || state.submittedResult) return state;
  return { ...state, pause: true, pausedRemainingMs: remainingMs(state, now), lastModified: now };
}

/** Restart the clock: start = now, stop = now + the time left. No change when running or submitted. */
export function resumeExam(state: LocalExamState, now: number): LocalExamState {
  if (!state.pause || state.submittedResult) return state;
  const left = remainingMs(state, now);
  return { ...state, pause: false, pausedRemainingMs: null, startDate: now, stopDate: now + left, lastModified: now };
}

/** Restart the clock with the time left up to a known stop time (another copy's): start = now, stop = that time. */
export function resumeExamUntil(state: LocalExamState, now: number, stopDate: number): LocalExamState {
  if (!state.pause || state.submittedResult) return state;
  return { ...state, pause: false, pausedRemainingMs: null, startDate: now, stopDate: Math.max(now, stopDate), lastModified: now };
}
