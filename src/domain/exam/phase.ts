// The phase of an attempt as the learner sees it, and whether taking another device's copy changed it (the page
// then says so: "Paused on your other device").
import type { LocalExamState } from './types.ts';

export type AttemptPhase = 'running' | 'paused' | 'submitted';

export function phaseOf(state: LocalExamState): AttemptPhase {
  if (state.submittedResult) return 'submitted';
  return state.pause ? 'paused' : 'running';
}

/** The phase the attempt moved to, when `after` is the same attempt as `before` in another phase; else null. */
export function phaseChange(before: LocalExamState | null, after: LocalExamState | null): AttemptPhase | null {
  if (!before || !after) return null;
  const phase = phaseOf(after);
  return phase === phaseOf(before) ? null : phase;
}
