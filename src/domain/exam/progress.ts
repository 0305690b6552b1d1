// Progress percentages for the simulator, never above 100 (SPEC §4).
import type { LocalExamState } from './types.ts';

/** done × 100 / total, held within 0 to 100; 0 when there is nothing to do. */
export function progressPercent(done: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(done)) return 0;
  return Math.min(100, Math.max(0, (done * 100) / total));
}

/** Share of the attempt's questions that have been answered. */
export function attemptProgressPercent(state: Pick<LocalExamState, 'userSolution' | 'nQuestion'>): number {
  const answered = Object.values(state.userSolution).filter((solution) => solution?.hasBeenAnswered === true).length;
  return progressPercent(answered, state.nQuestion);
}

