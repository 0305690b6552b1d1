// Types for scripts/build-if-needed.mjs, which the TypeScript config (no allowJs) cannot see on its own.
declare module '*/scripts/build-if-needed.mjs' {
  /** Builds the production PWA with vite when it is missing, older than its sources or built with other settings. */
  export function buildIfNeeded(options?: { force?: boolean; outDir?: string }): boolean;
  export function buildSettings(env?: Record<string, string | undefined>): string;
}
