// The learning budgets in Chromium (issue 22): builds bench/learning-browser with Vite, serves it, seeds a learner
// with 50 attempts on a 1,000-question bank, and times in fresh tabs (cold IndexedDB each time): the product page's
// learning read and computation (every practice set's count and the readiness estimate), one practice set, and My
// progress's read of its snapshots; and the estimate again once the tab has run it (warm). Figures, not pass/fail. Alone: `npx tsx bench/learningBrowser.ts`.
import path from 'node:path';
import { chromiumMissing, launchChromium } from './chromium.ts';
import { build } from 'vite';
import { serveStatic } from './static-server.ts';
import type { LearningRun } from './learning-browser/main.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGE_ROOT = path.join(ROOT, 'bench', 'learning-browser');
const OUT_DIR = path.join(ROOT, '.cache', 'bench-learning-browser');
const RUNS = 20;

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function runLearningBrowserBench(printTable: PrintTable): Promise<void> {
  const missing = chromiumMissing();
  if (missing) {
    console.log(`\nLearning in Chromium: skipped, ${missing}`);
    return;
  }
  await build({ root: PAGE_ROOT, configFile: false, publicDir: false, logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  const server = await serveStatic(OUT_DIR);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const seeding = await context.newPage();
    await seeding.goto(`${server.origin}/`);
    await seeding.evaluate(() => window.learningBench!.seed());
    await seeding.close();
    const runs: LearningRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      runs.push(await page.evaluate(() => window.learningBench!.run()));
      await page.close();
    }
    const column = (pick: (run: LearningRun) => number) => runs.map(pick);
    const row = (label: string, values: number[], budget: string) => [label, ms(pct(values, 50)), ms(pct(values, 95)), budget];
    printTable(
      `Learning in Chromium ${browser.version()} (${runs[0]?.attempts} attempts, 1,000 questions; ${RUNS} fresh tabs; estimate: ${runs[0]?.readiness}; My progress entries: ${runs[0]?.snapshots})`,
      ['figure', 'p50', 'p95', 'budget'],
      [
        row('history + drill read (Dexie cold), history checked, estimate (first call in the tab)', column((r) => r.readAndComputeMs), ''),
        row('  of which the check and the estimate (first call: not yet compiled)', column((r) => r.computeMs), ''),
        row('readiness estimate, warm (median of 10 calls after the first)', column((r) => r.estimateWarmMs), '≤ 5 ms'),
        row('one practice set (missed in the last 3 tests)', column((r) => r.missedSetMs), '≤ 20 ms (p95)'),
        row('My progress data read (Dexie cold, snapshots)', column((r) => r.progressReadMs), 'first render ≤ 100 ms'),
      ],
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLearningBrowserBench((title, header, rows) => {
    console.log(`\n${title}\n${header.join('  ')}`);
    for (const r of rows) console.log(r.join('  '));
  });
}
