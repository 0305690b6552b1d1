// `npm run bench`: bundle sizes of the built PWA, API throughput of the real server on PGlite, and an outbox flush.
// Figures, not pass/fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { openDatabase } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoIfEmpty } from '../server/seed/seedDemo.ts';
import { measureBundle, type BundleFigures } from './bundle.ts';
import { measureLoad, type LoadFigure } from './http.ts';
import { measureSyncFlush } from './sync.ts';
import { printBrowserBench, runBrowserBench } from './browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(ROOT, 'dist');
const DURATION_S = positiveNumber(process.env.BENCH_DURATION_S, 5);
const WARMUP_S = 1;
const CATALOG = '/api/2.0/eq/buy/getProductCatalog?country=de';
const SCENARIOS = [
  { label: 'health', path: '/health', connections: 100, pipelining: 10 },
  { label: 'catalog de', path: CATALOG, connections: 100, pipelining: 10 },
  { label: 'catalog de', path: CATALOG, connections: 10, pipelining: 1 },
];

function positiveNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => (value < 1 ? '<1 ms' : `${value} ms`);
const message = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));

/** Prints rows as a table; a column whose cells are all figures is right-aligned. */
function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.every((row) => /^(<?[\d.,]+( KB| ms)?)?$/.test(row[i] ?? '')));
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function bundleFigures(): BundleFigures | string {
  try {
    buildIfNeeded();
    return measureBundle(DIST_DIR);
  } catch (error) {
    return message(error);
  }
}

async function apiFigures(): Promise<(LoadFigure & { label: string })[] | string> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tempDir, 'db') });
    try {
      await database.migrate();
      await seedDemoIfEmpty(database.db);
      const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', STATIC_DIR: DIST_DIR });
      const app = await buildApp({ database, config });
      try {
        const origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
        const figures: (LoadFigure & { label: string })[] = [];
        for (const scenario of SCENARIOS) {
          console.log(`  ${scenario.path} -c${scenario.connections} -p${scenario.pipelining}: ${WARMUP_S} s warm-up + ${DURATION_S} s…`);
          const figure = await measureLoad(origin, scenario.path, { ...scenario, durationS: DURATION_S, warmupS: WARMUP_S });
          figures.push({ ...figure, label: scenario.label });
        }
        return figures;
      } finally {
        await app.fastify.close();
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    return message(error);
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

console.log('Bundle (gzip -9 of dist/, from dist/.vite/manifest.json)');
const bundle = bundleFigures();
if (typeof bundle === 'string') {
  console.log(`  skipped: the build or its manifest failed: ${bundle}`);
} else {
  printTable(
    'First-load JavaScript: entry closure (index.html + static imports), plus for a route its lazy chunk and what that adds',
    ['what', 'own', 'first load'],
    [
      ['entry (index.html)', kb(bundle.entryBytes), kb(bundle.entryBytes)],
      ...bundle.routes.map((r) => [`route ${r.route}`, kb(r.ownBytes), kb(r.firstLoadBytes)]),
      [`CSS, all ${bundle.cssFiles} file(s)`, kb(bundle.cssBytes), ''],
    ],
  );
}

console.log(`\nAPI throughput (in-process server on a fresh PGlite, autocannon ${DURATION_S} s per run after ${WARMUP_S} s warm-up)`);
const api = await apiFigures();
if (typeof api === 'string') {
  console.log(`  skipped: ${api}`);
} else {
  printTable(
    'Requests',
    ['path', 'conn×pipe', 'req/s (avg)', 'p50', 'p99', 'non-2xx', 'errors', 'requests'],
    api.map((f) => [
      f.path,
      `${f.connections}×${f.pipelining}`,
      Math.round(f.requestsPerSecond).toLocaleString('en'),
      ms(f.p50Ms),
      ms(f.p99Ms),
      String(f.non2xx),
      String(f.errors),
      f.total.toLocaleString('en'),
    ]),
  );
}

const SYNC_ENTRIES = 500;
console.log(`\nSync (device outbox → POST exam-sync over loopback HTTP, server on a fresh PGlite)`);
const syncMs = await measureSyncFlush(SYNC_ENTRIES).catch((error: unknown) => message(error));
console.log(typeof syncMs === 'string' ? `  skipped: ${syncMs}` : `  outbox of ${SYNC_ENTRIES} entries flushed in ${syncMs} ms`);

const summary: string[][] = [];
if (typeof bundle === 'string') {
  summary.push(['bundle', 'not measured (build failed)']);
} else {
  summary.push(['entry JS (first load, gzip)', `${kb(bundle.entryBytes)} in ${bundle.entryChunks} chunk(s)`]);
  const largest = [...bundle.routes].sort((a, b) => b.firstLoadBytes - a.firstLoadBytes)[0];
  if (largest) summary.push(['largest route first load', `${kb(largest.firstLoadBytes)} (${largest.route})`]);
  summary.push(['route chunks', String(bundle.routes.length)]);
  summary.push(['CSS total (gzip)', `${kb(bundle.cssBytes)} in ${bundle.cssFiles} file(s)`]);
}
if (typeof api === 'string') {
  summary.push(['API', `not measured: ${api}`]);
} else {
  for (const f of api) {
    summary.push([`API ${f.label}, ${f.connections} conn × ${f.pipelining} pipelined`, `${Math.round(f.requestsPerSecond).toLocaleString('en')} req/s, p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}, non-2xx ${f.non2xx}`]);
  }
}
summary.push([`sync, outbox of ${SYNC_ENTRIES} entries`, typeof syncMs === 'string' ? `not measured: ${syncMs}` : `flushed in ${syncMs} ms`]);
printTable('Summary', ['figure', 'value'], summary);

printBrowserBench(await runBrowserBench());
