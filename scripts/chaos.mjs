// `npm run chaos -- --seeds N [--actions M] [--from K] [--devices 2]`: the browser chaos run in a real Chromium against
// the production build over seeds K..K+N-1, then one line of totals.
// One device (the default, e2e/chaos.spec.ts): seeds, actions, lost, wrong, duplicated.
// Two devices (e2e/chaosTwoDevices.spec.ts, issue 24): one line per seed and the totals of seeds, actions, lost,
// wrong, not converged, duplicated, time returned.
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
const devices = argument('devices', 1);
if (devices !== 1 && devices !== 2) {
  console.error(`--devices is 1 or 2, not ${devices}`);
  process.exit(2);
}
const twoDevices = devices === 2;
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-')), 'report.jsonl');

buildIfNeeded();
const spec = twoDevices ? 'e2e/chaosTwoDevices.spec.ts' : 'e2e/chaos.spec.ts';
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', spec, '--reporter=line'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: findChromium(),
    CHAOS_SEEDS: Array.from({ length: seeds }, (_, i) => first + i).join(','),
    CHAOS_ACTIONS: String(actions),
    CHAOS_REPORT: report,
    ...(twoDevices ? { CHAOS_TWO_DEVICES: '1' } : {}),
  },
});

const rows = fs.existsSync(report) ? fs.readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
const unfinished = seeds - rows.length;
const seedsText = `seeds ${rows.length}${unfinished ? ` (${unfinished} did not finish)` : ''}`;
if (twoDevices) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log('');
  for (const row of [...rows].sort((a, b) => a.seed - b.seed)) {
    console.log(
      `seed ${row.seed}: actions ${row.actions}, lost ${row.lost}, wrong ${row.wrong}, not converged ${row.notConverged}, duplicated ${row.duplicated}, ` +
        `time returned ${seconds(row.timeReturnedMs)} (beacons cut ${row.beaconsCut}, sent ${row.beaconsSent}; ${row.seconds} s)`,
    );
  }
  console.log(
    `\n${seedsText}, actions ${sum('actions')}, lost ${sum('lost')}, wrong ${sum('wrong')}, not converged ${sum('notConverged')}, ` +
      `duplicated ${sum('duplicated')}, time returned ${seconds(sum('timeReturnedMs'))}`,
  );
  for (const row of rows) for (const problem of row.problems) console.log(`  seed ${row.seed}: ${problem}`);
  for (const row of rows) for (const note of row.notes) console.log(`  seed ${row.seed}: (run) ${note}`);
} else {
  console.log(`\n${seedsText}, actions ${sum('actions')}, lost ${sum('lost')}, wrong ${sum('wrong')}, duplicated ${sum('duplicated')}`);
  for (const row of rows) for (const problem of row.problems) console.log(`  seed ${row.seed}: ${problem}`);
}
process.exit(result.status ?? 1);
