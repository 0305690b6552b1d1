// Types for scripts/build-if-needed.mjs, which the TypeScript config (no allowJs) cannot see on its own.
declare module '*/scripts/build-if-needed.mjs' {
  /** Builds dist/ with vite when it is missing or older than its sources; true when it built. */
  export function buildIfNeeded(options?: { force?: boolean }): boolean;
}
