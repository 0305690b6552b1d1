// Browser bench: builds bench/browser with Vite, serves it, and measures the exam simulator's local-first writes in Chromium.
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { chromiumMissing, launchChromium } from './chromium.ts';
import { build } from 'vite';
import { BENCH_PRODUCT_ID, BENCH_QUESTIONS, type MergeRun, type ResumeRun, type SaveRun } from './browser/api.ts';
import { serveStatic } from './static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGE_ROOT = path.join(ROOT, 'bench', 'browser');
const OUT_DIR = path.join(ROOT, '.cache', 'bench-browser');
const SAVES = 1000;
const RESUMES = 20;
const MERGES = 50;
const IDLE_AFTER_LOAD_MS = 250;

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export type BrowserBenchFigures =
  | { status: 'skipped'; reason: string }
  | {
      status: 'measured';
      chromium: string;
      fineTimer: boolean;
      saves: Percentiles;
      longTasks: { supported: boolean; count: number; longestMs: number; beforeRun: number };
      resumeAfterLoad: Percentiles;
      resumeAtLoad: Percentiles;
      resumeSinceNavigation: Percentiles;
      syncStatusQuery: Percentiles;
      merge: Percentiles & { logEntries: number; otherDeviceEvents: number; ownEvents: number };
      attempt: { answered: number; pending: number; outboxEntries: number; stateBytes: number };
    };

/** Nearest-rank percentiles. */
function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
}

async function measureSaves(context: BrowserContext, origin: string): Promise<SaveRun> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const run = await page.evaluate((n) => {
    if (!window.examBench) throw new Error('the bench page did not load');
    return window.examBench.saveLatency(n);
  }, SAVES);
  await page.close();
  return run;
}

/**
 * Each resume in a fresh tab of the same context (same IndexedDB), the saving tab closed as if the app was reopened:
 * once started by the page's own script during load (?resume=), once called after load and a short idle.
 */
async function measureResume(context: BrowserContext, origin: string, atLoad: boolean): Promise<ResumeRun> {
  const page = await context.newPage();
  await page.goto(atLoad ? `${origin}/?resume=${encodeURIComponent(BENCH_PRODUCT_ID)}` : `${origin}/`);
  if (!atLoad) await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
  const run = await page.evaluate(
    ({ productId, fromLoad }) => (fromLoad ? window.examBench?.resumed : window.examBench?.resume(productId)) ?? null,
    { productId: BENCH_PRODUCT_ID, fromLoad: atLoad },
  );
  await page.close();
  if (!run) throw new Error('the bench page did not resume');
  return run;
}

async function measureMerge(context: BrowserContext, origin: string): Promise<MergeRun> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const run = await page.evaluate((runs) => {
    if (!window.examBench) throw new Error('the bench page did not load');
    return window.examBench.mergeLatency(runs);
  }, MERGES);
  await page.close();
  return run;
}

async function measureResumes(context: BrowserContext, origin: string, atLoad: boolean): Promise<ResumeRun[]> {
  const runs: ResumeRun[] = [];
  for (let i = 0; i < RESUMES; i += 1) runs.push(await measureResume(context, origin, atLoad));
  return runs;
}

async function measure(): Promise<BrowserBenchFigures> {
  await build({ root: PAGE_ROOT, configFile: false, publicDir: false, logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  const server = await serveStatic(OUT_DIR);
  try {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const save = await measureSaves(context, server.origin);
      const afterLoad = await measureResumes(context, server.origin, false);
      const atLoad = await measureResumes(context, server.origin, true);
      const last = afterLoad[afterLoad.length - 1];
      const merge = await measureMerge(context, server.origin);
      return {
        status: 'measured',
        chromium: browser.version(),
        fineTimer: save.crossOriginIsolated,
        saves: percentiles(save.durationsMs),
        longTasks: { supported: save.longTaskSupported, count: save.longTasksMs.length, longestMs: Math.max(0, ...save.longTasksMs), beforeRun: save.longTasksBeforeRun },
        resumeAfterLoad: percentiles(afterLoad.map((r) => r.callMs)),
        resumeAtLoad: percentiles(atLoad.map((r) => r.callMs)),
        resumeSinceNavigation: percentiles(atLoad.map((r) => r.sinceNavigationMs)),
        syncStatusQuery: percentiles(afterLoad.map((r) => r.syncStatusQueryMs)),
        merge: { ...percentiles(merge.durationsMs), logEntries: merge.logEntries, otherDeviceEvents: merge.otherDeviceEvents, ownEvents: merge.ownEvents },
        attempt: { answered: last?.answered ?? 0, pending: last?.pending ?? 0, outboxEntries: last?.outboxEntries ?? 0, stateBytes: last?.stateBytes ?? 0 },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

/** Builds, serves, launches Chromium and measures; a missing Chromium or a failure gives a skip reason, not an error. */
export async function runBrowserBench(): Promise<BrowserBenchFigures> {
  const missing = chromiumMissing();
  if (missing) return { status: 'skipped', reason: missing };
  try {
    return await measure();
  } catch (error) {
    return { status: 'skipped', reason: `failed: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}` };
  }
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;

export function printBrowserBench(figures: BrowserBenchFigures): void {
  console.log('\nBrowser (Chromium)');
  if (figures.status === 'skipped') {
    console.log(`  skipped: ${figures.reason}`);
    return;
  }
  const { saves, longTasks, resumeAfterLoad, resumeAtLoad, attempt } = figures;
  const longTaskValue = longTasks.supported ? `${longTasks.count}, longest ${longTasks.count ? ms(longTasks.longestMs) : '–'}` : 'not supported';
  const rows: string[][] = [
    [`save p50 (recordExamAction, committed; ${SAVES} answer.select)`, ms(saves.p50), '≤ 1 ms'],
    ['save p95', ms(saves.p95), ''],
    ['save p99', ms(saves.p99), '≤ 5 ms'],
    ['save max', ms(saves.max), ''],
    ['long tasks during the saves', longTaskValue, 'none > 50 ms'],
    [`resume p50, fresh tab, called after load (${RESUMES} tabs)`, ms(resumeAfterLoad.p50), ''],
    ['resume p95, fresh tab, called after load', ms(resumeAfterLoad.p95), '≤ 25 ms'],
    ['resume max, fresh tab, called after load', ms(resumeAfterLoad.max), ''],
    [`  then the sync status through Dexie (pending count + refused entries), p95`, ms(figures.syncStatusQuery.p95), ''],
    [`resume p50, fresh tab, started by the page during load (${RESUMES} tabs)`, ms(resumeAtLoad.p50), ''],
    ['resume p95, fresh tab, started by the page during load', ms(resumeAtLoad.p95), '≤ 25 ms'],
    ['  navigation start → in memory, p95', ms(figures.resumeSinceNavigation.p95), ''],
    [`merge p50, ${BENCH_QUESTIONS}-question attempt + ${figures.merge.otherDeviceEvents} events of another device (${MERGES} runs)`, ms(figures.merge.p50), ''],
    ['merge p95', ms(figures.merge.p95), '≤ 10 ms'],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]): string => `  ${(row[0] ?? '').padEnd(widths[0] ?? 0)}  ${(row[1] ?? '').padStart(widths[1] ?? 0)}  ${row[2] ?? ''}`.trimEnd();
  console.log(`  Chromium ${figures.chromium} headless; performance.now() ${figures.fineTimer ? '5 µs (cross-origin isolated)' : '100 µs'} resolution`);
  console.log(line(['figure', 'value', 'budget']));
  for (const row of rows) console.log(line(row));
  console.log(`  attempt: ${BENCH_QUESTIONS} questions (exam mode), ${attempt.answered} answered, ${attempt.pending} pending outbox entries, state ${(attempt.stateBytes / 1024).toFixed(1)} KB as JSON`);
  console.log('  save measured as: recordExamAction through Dexie (one rw transaction: the attempt + its outbox entry), call to commit.');
  console.log('  resume measured as: in a fresh tab (same context, saving tab closed), from opening the Dexie database to the');
  console.log("  exam session's first read in memory (watchAttempt's live query of the attempt + the product's pending count).");
  console.log(`  "after load" calls it ${IDLE_AFTER_LOAD_MS} ms after the load event; "during load" runs it from the module script,`);
  console.log('  competing with the rest of the page load and Playwright attaching to the tab.');
  if (longTasks.beforeRun > 0) console.log(`  (${longTasks.beforeRun} long task(s) during page load, before the saves, not counted)`);
}
