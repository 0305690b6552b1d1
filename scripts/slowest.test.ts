// The slowest-files summary `npm test` prints at its end (issue 23).
import { describe, expect, it } from 'vitest';
import { formatPlaywrightSpecs, formatVitestFiles, playwrightSpecDurations, slowest } from './slowest.mjs';

describe('the slowest Vitest files and Playwright specs', () => {
  it('keeps the ten largest, largest first', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ ms: (i * 5) % 14 }));
    expect(slowest(rows).map((row) => row.ms)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(slowest(rows, 2).map((row) => row.ms)).toEqual([13, 12]);
  });

  it('names the project of a file that runs in two projects', () => {
    const text = formatVitestFiles([
      { project: 'server-pglite', file: 'server/a.test.ts', ms: 1500, tests: 3 },
      { project: 'server-postgres', file: 'server/a.test.ts', ms: 61_000, tests: 3 },
    ]);
    expect(text.split('\n')).toEqual([
      'Ten slowest Vitest files (of 2, 62.5 s in all files together):',
      '  61.0 s  server-postgres server/a.test.ts (3 tests)',
      '   1.5 s  server-pglite   server/a.test.ts (3 tests)',
    ]);
  });

  it('reads every spec of nested Playwright suites with the time of all its runs', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', line: 3, title: 'buys', tests: [{ results: [{ duration: 2000 }, { duration: 1000 }] }] }],
          suites: [{ specs: [{ file: 'b.spec.ts', line: 9, title: 'signs in', tests: [{ results: [{ duration: 500 }] }] }] }],
        },
      ],
    };
    const specs = playwrightSpecDurations(report);
    expect(specs).toEqual([
      { file: 'a.spec.ts:3', title: 'buys', ms: 3000 },
      { file: 'b.spec.ts:9', title: 'signs in', ms: 500 },
    ]);
    expect(formatPlaywrightSpecs(specs).split('\n')).toEqual([
      'Ten slowest Playwright specs (of 2, 3.5 s in all):',
      '   3.0 s  a.spec.ts:3 buys',
      '   0.5 s  b.spec.ts:9 signs in',
    ]);
    expect(playwrightSpecDurations(null)).toEqual([]);
  });
});
