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
