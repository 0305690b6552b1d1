// `npm test`: build, typecheck, lint, locale check, Vitest (domain + server on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then Playwright in Chromium. Stops at the first failing step; prints one summary line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findChromium } from './find-chromium.mjs';
import { formatPlaywrightSpecs, formatVitestFiles, playwrightSpecDurations } from './slowest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, '.cache');
fs.mkdirSync(cache, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs one step and resolves whether it passed. A step run beside others keeps its output and prints it in one
 * piece when it ends, so that steps side by side do not interleave their lines.
 */
function run(label, command, args, { env = {}, besideOthers = false } = {}) {
  if (!besideOthers) console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: besideOthers ? 'pipe' : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (besideOthers) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${status === 0 ? '✓' : '✗'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(status === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

const vitestDurations = path.join(cache, 'vitest-files.json');
const e2eReport = path.join(cache, 'playwright.json');
fs.rmSync(vitestDurations, { force: true });
fs.rmSync(e2eReport, { force: true });

// Where the time went (issue 23): the ten slowest Vitest files and Playwright specs of this run, when they ran.
function printSlowest() {
  const files = readJson(vitestDurations);
  if (Array.isArray(files) && files.length) console.log(`\n${formatVitestFiles(files)}`);
  const specs = playwrightSpecDurations(readJson(e2eReport));
  if (specs.length) console.log(`\n${formatPlaywrightSpecs(specs)}`);
}

function finish(ok) {
  printSlowest();
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

console.log('▶ build');
buildIfNeeded();
const staticChecks = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['locale completeness', process.execPath, ['--import', 'tsx', 'scripts/check-locales.ts']],
];
// The static checks are single-threaded (tsc, eslint, the locale check): they run side by side, one per core.
const staticResults = await Promise.all(staticChecks.map(([label, command, args]) => run(label, command, args, { besideOthers: true })));
for (const ok of staticResults) {
  if (ok) passed += 1;
  else failed += 1;
}
if (failed > 0) finish(false);

const vitestReport = path.join(cache, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
const unitOk = await run(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, '--reporter=./scripts/vitest-file-durations.ts'],
  { env: { VITEST_FILE_DURATIONS: vitestDurations } },
);
const unit = readJson(vitestReport);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
} else if (!unitOk) failed += 1;
if (!unitOk) finish(false);

const chromium = findChromium();
const e2eOk = await run('playwright', bin('playwright'), ['test', '--reporter=list,json'], {
  env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
const e2e = readJson(e2eReport);
if (e2e?.stats) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} else if (!e2eOk) failed += 1;
finish(e2eOk);
