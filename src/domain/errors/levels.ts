// Error levels of SPEC §8, ordered by severity.

export const ERROR_LEVELS = { debug: 1, info: 2, warn: 3, error: 4, critical: 5 } as const;
export type ErrorLevelName = keyof typeof ERROR_LEVELS;
export type ErrorLevel = (typeof ERROR_LEVELS)[ErrorLevelName];

/** Whether a message at `level` passes a threshold (for example, report warn and above). */
export function isAtLeast(level: ErrorLevelName, threshold: ErrorLevelName): boolean {
  return ERROR_LEVELS[level] >= ERROR_LEVELS[threshold];
}
