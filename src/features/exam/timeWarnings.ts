// When the exam clock warns: the warning colour in the last 10 % of the time, and a spoken notice when 5 and 1
// minutes are left (DESIGN.md "Running exam").
export const LOW_TIME_FRACTION = 0.1;
export const ANNOUNCED_MINUTES = [5, 1] as const;

/** In the last 10 % of the exam's time (never for an exam without a length). */
export function isTimeLow(remainingMs: number, timeToFinishMs: number): boolean {
  return timeToFinishMs > 0 && remainingMs <= timeToFinishMs * LOW_TIME_FRACTION;
}

/** The notice due at this time left: 5 within the last five minutes, 1 within the last one, else null. */
export function minutesNotice(remainingMs: number): (typeof ANNOUNCED_MINUTES)[number] | null {
  if (remainingMs <= 0) return null;
  if (remainingMs <= 60_000) return 1;
  if (remainingMs <= 300_000) return 5;
  return null;
}

/** Share of the exam's time still left, 0–1, for the bar under the clock. */
export function remainingFraction(remainingMs: number, timeToFinishMs: number): number {
  if (timeToFinishMs <= 0) return 0;
  return Math.min(1, Math.max(0, remainingMs / timeToFinishMs));
}
