// `npm run bench`: bundle sizes of the built PWA, API throughput of the real server on PGlite, an outbox flush,
// sync throughput on PostgreSQL beside bare inserts, a database outage under load, and learners per replica.
// Figures, not pass/fail.
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { measureBundle, type BundleFigures } from './bundle.ts';
import { runFirstTapBench } from './firstTap.ts';
import { startBenchServer, type BenchServer } from './benchServer.ts';
import { CHROMIUM_PATH, chromiumMissing } from './chromium.ts';
import { measureLoad, type LoadFigure } from './http.ts';
import { runRoutesAgainstBare, VERSUS_BARE_OPTIONS } from './routeVsBare.ts';
import { runSyncBench } from './syncReport.ts';
import { runBackgroundSyncBench } from './backgroundSync.ts';
import { runAiQuizBench } from './aiQuiz.ts';
import { runInsightsBench } from './insights.ts';
import { runLearningBench } from './learning.ts';
import { runLearningBrowserBench } from './learningBrowser.ts';
import { runWebhookBench } from './webhook.ts';
import { runPushRemindersBench } from './pushReminders.ts';
import { runCapacityBench } from './capacity.ts';
import { runOutageBench } from './outage.ts';
import { printBrowserBench, runBrowserBench } from './browser.ts';
import { LIGHTHOUSE_RUNS, lighthouseSummary, runLighthouse, type LighthouseFigures } from './lighthouse.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(ROOT, 'dist');
const DURATION_S = positiveNumber(process.env.BENCH_DURATION_S, 5);
const WARMUP_S = 1;
const CATALOG = '/api/2.0/eq/buy/getProductCatalog?country=de';
/** The sale page Lighthouse measures: a country's home. */
const SALE_PAGE = '/de/';
const PRODUCT_PAGE = '/de/it-certification/cloud/cloud-fundamentals/quiz';
/** What a browser sends: the catalog then goes out brotli-compressed from the server's cache. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const SCENARIOS = [
  { label: 'health', path: '/health', connections: 100, pipelining: 10 },
  { label: 'catalog de (br)', path: CATALOG, connections: 100, pipelining: 10, headers: BROWSER_HEADERS },
  { label: 'catalog de (br)', path: CATALOG, connections: 10, pipelining: 1, headers: BROWSER_HEADERS },
  { label: 'catalog de (identity)', path: CATALOG, connections: 100, pipelining: 10 },
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

async function apiFigures(server: BenchServer): Promise<(LoadFigure & { label: string })[] | string> {
  try {
    const figures: (LoadFigure & { label: string })[] = [];
    for (const scenario of SCENARIOS) {
      console.log(`  ${scenario.path} -c${scenario.connections} -p${scenario.pipelining}: ${WARMUP_S} s warm-up + ${DURATION_S} s…`);
      const figure = await measureLoad(server.origin, scenario.path, { ...scenario, durationS: DURATION_S, warmupS: WARMUP_S });
      figures.push({ ...figure, label: scenario.label });
    }
    return figures;
  } catch (error) {
    return message(error);
  }
}


async function lighthouseFigures(server: BenchServer, page: string): Promise<LighthouseFigures | string> {
  const missing = chromiumMissing();
  if (missing) return missing;
  try {
    return await runLighthouse(`${server.origin}${page}`, CHROMIUM_PATH);
  } catch (error) {
    return message(error);
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
const server = await startBenchServer();
const api = await apiFigures(server);
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

// The app as `npm start` starts it against a bare twin, each in a process of its own (bench/routeVsBare.ts).
const versusBare = await runRoutesAgainstBare(printTable, VERSUS_BARE_OPTIONS).catch((error: unknown) => [['routes vs bare', `not measured: ${message(error)}`]]);

console.log('\nFirst tap on a phone (the app as `npm start` starts it; Chromium, CPU 3×, 1.6 Mbps, 150 ms RTT, 390 px, no service worker; median of 3 fresh visits)');
for (const line of await runFirstTapBench().catch((error: unknown) => [`skipped: ${message(error)}`])) console.log(`  ${line}`);

const sync = await runSyncBench(printTable);
const backgroundSync = await runBackgroundSyncBench();
const insights = await runInsightsBench(printTable).catch((error: unknown) => [['insights', `not measured: ${message(error)}`]]);

runLearningBench(printTable);
await runLearningBrowserBench(printTable).catch((error: unknown) => console.log(`\nLearning in Chromium: skipped: ${message(error)}`));

await runAiQuizBench(printTable).catch((error: unknown) => console.log(`\nAI quizzes: skipped: ${message(error)}`));

const webhook = await runWebhookBench(printTable);
// Study reminders on PostgreSQL (issue 34; BENCH_SKIP_PUSH=1 skips it).
const pushReminders = await runPushRemindersBench(printTable);

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
summary.push(...versusBare);
summary.push(...sync, ...backgroundSync, ...insights, ...webhook, ...pushReminders);
printTable('Summary', ['figure', 'value'], summary);

for (const page of [SALE_PAGE, PRODUCT_PAGE]) {
  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}× (mobile preset) on ${page}, production build from the real server…`);
  const lh = await lighthouseFigures(server, page);
  if (typeof lh === 'string') {
    console.log(`  skipped: ${lh}`);
    continue;
  }
  printTable(
    'Lighthouse per run',
    ['run', 'performance', 'accessibility', 'best practices', 'LCP ms', 'TBT ms'],
    lh.performance.map((score, i) => [String(i + 1), String(score), String(lh.accessibility[i]), String(lh.bestPractices[i]), String(lh.lcpMs[i]), String(lh.tbtMs[i])]),
  );
  for (const line of lighthouseSummary(lh)) console.log(line);
}
await server.close();

printBrowserBench(await runBrowserBench());

// A 20-second PostgreSQL outage under load on two replicas (issue 36): answers during it, recovery, backlog.
await runOutageBench(printTable).catch((error: unknown) => console.log(`\nDatabase outage: failed: ${message(error)}`));
// Learners per replica (issue 33): the app in processes of its own on PostgreSQL and Redis, minutes per step, so last.
await runCapacityBench(printTable);
