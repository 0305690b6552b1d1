// `npm run chaos -- --seeds N [--actions M]`: the browser chaos run of e2e/chaos.spec.ts over seeds 1..N in a real
// Chromium against the production build, then one line of totals: seeds, actions, lost, wrong, duplicated.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? Number(process.argv[index + 1]) : fallback;
};
const seeds = argument('seeds', 10);
const actions = argument('actions', 40);
const first = argument('from', 1);
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-')), 'report.jsonl');

buildIfNeeded();
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', 'e2e/chaos.spec.ts', '--reporter=line'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: findChromium(),
    CHAOS_SEEDS: Array.from({ length: seeds }, (_, i) => first + i).join(','),
    CHAOS_ACTIONS: String(actions),
    CHAOS_REPORT: report,
  },
});

const rows = fs.existsSync(report) ? fs.readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
const unfinished = seeds - rows.length;
console.log(`\nseeds ${rows.length}${unfinished ? ` (${unfinished} did not finish)` : ''}, actions ${sum('actions')}, lost ${sum('lost')}, wrong ${sum('wrong')}, duplicated ${sum('duplicated')}`);
for (const row of rows) for (const problem of row.problems) console.log(`  seed ${row.seed}: ${problem}`);
process.exit(result.status ?? 1);
