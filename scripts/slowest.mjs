// The slowest Vitest files and Playwright specs, printed at the end of `npm test` (issue 23: where the time goes).
// Vitest's file durations come from scripts/vitest-file-durations.ts (one row per project and file: import, setup,
// hooks and tests); Playwright's from its JSON report.

/**
 * @typedef {{ project: string; file: string; ms: number; tests: number }} FileDuration
 * @typedef {{ file: string; title: string; ms: number }} SpecDuration
 */

/** Every spec of a Playwright JSON report with the time of all its runs (retries included). */
export function playwrightSpecDurations(report) {
  /** @type {SpecDuration[]} */
  const specs = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      specs.push({ file: `${spec.file}:${spec.line}`, title: spec.title, ms });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return specs;
}

/** The `count` largest by `ms`, largest first. */
export function slowest(rows, count = 10) {
  return [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/** @param {FileDuration[]} files */
export function formatVitestFiles(files, count = 10) {
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const lines = slowest(files, count).map((file) => `${seconds(file.ms)}  ${file.project.padEnd(15)} ${file.file} (${file.tests} tests)`);
  return [`Ten slowest Vitest files (of ${files.length}, ${seconds(total).trim()} in all files together):`, ...lines].join('\n');
}

/** @param {SpecDuration[]} specs */
export function formatPlaywrightSpecs(specs, count = 10) {
  const total = specs.reduce((sum, spec) => sum + spec.ms, 0);
  const lines = slowest(specs, count).map((spec) => `${seconds(spec.ms)}  ${spec.file} ${spec.title}`);
  return [`Ten slowest Playwright specs (of ${specs.length}, ${seconds(total).trim()} in all):`, ...lines].join('\n');
}
