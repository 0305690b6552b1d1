// The JavaScript a first visit fetches, as issue 23 measures it: a fresh Chromium profile with service workers blocked
// (no precache yet), every script fetched counted as gzip level 6 of its body (independent of how the server chose
// to compress it), until the network is idle + 1.5 s; and separately those that had arrived when the page's heading
// showed. A first visit to the sale page or a buy offer runs no app script until the visitor first touches it
// (public/boot.js): the visit then moves the mouse and counts again until idle + 1.5 s, and the budget applies to
// that figure, the app's whole first load. Median of several visits. Alone: `npx tsx bench/firstVisit.ts` (builds when needed, starts the real server
// on a fresh PGlite); `FIRST_VISIT_LIST=1` also lists every script of the last visit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface FirstVisitScript {
  url: string;
  gzipBytes: number;
}

export interface FirstVisitFigure {
  path: string;
  /** Gzip -6 bytes of every script fetched until the network was idle + 1.5 s (median of the visits). */
  totalBytes: number;
  /** Gzip -6 bytes of the scripts that had arrived when the h1 showed (median). */
  beforeHeadingBytes: number;
  /** Gzip -6 bytes of every script once the mouse moved over the page, until idle + 1.5 s again (median). */
  afterTouchBytes: number;
  scripts: number;
  /** The scripts of the last visit, largest first. */
  list: FirstVisitScript[];
}

/** Issue 23's budgets for everything fetched until idle + 1.5 s. */
export const FIRST_VISIT_PAGES = [
  { label: 'sale page /us/', path: '/us/', budgetBytes: 110 * 1024 },
  { label: 'sale page /de/', path: '/de/', budgetBytes: 110 * 1024 },
  { label: 'product quiz page', path: '/us/it-certification/cloud/cloud-fundamentals/quiz', budgetBytes: 130 * 1024 },
];

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** How long after the network went idle scripts are still counted (idle-time loads land here). */
const AFTER_IDLE_MS = 1500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureFirstVisit(origin: string, path: string, chromiumPath: string, visits = 3): Promise<FirstVisitFigure> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const totals: number[] = [];
  const beforeHeading: number[] = [];
  const afterTouch: number[] = [];
  let list: FirstVisitScript[] = [];
  try {
    for (let visit = 0; visit < visits; visit += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const arrived: { at: number; url: string; bytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        const at = Date.now();
        pending.push(
          request
            .response()
            .then((response) => response?.body())
            .then((body) => {
              if (body) arrived.push({ at, url: request.url(), bytes: gzipSync(body, { level: 6 }).length });
            })
            .catch(() => undefined),
        );
      });
      await page.goto(`${origin}${path}`);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      const headingAt = Date.now();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(AFTER_IDLE_MS);
      await Promise.all(pending);
      const bytesOf = (scripts: typeof arrived) => scripts.reduce((sum, each) => sum + each.bytes, 0);
      totals.push(bytesOf(arrived));
      beforeHeading.push(bytesOf(arrived.filter((each) => each.at <= headingAt)));
      await page.mouse.move(40, 40);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(AFTER_IDLE_MS);
      await Promise.all(pending);
      afterTouch.push(bytesOf(arrived));
      list = arrived.map((each) => ({ url: each.url.replace(origin, ''), gzipBytes: each.bytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { path, totalBytes: median(totals), beforeHeadingBytes: median(beforeHeading), afterTouchBytes: median(afterTouch), scripts: list.length, list };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line a page: its figure against its budget. */
export function firstVisitLine(figure: FirstVisitFigure & { label: string; budgetBytes: number }): string {
  const verdict = figure.afterTouchBytes <= figure.budgetBytes ? 'within' : 'OVER';
  return (
    `${figure.label.padEnd(20)} ${kb(figure.afterTouchBytes).padStart(9)} in ${String(figure.scripts).padStart(2)} scripts once touched (budget ≤ ${kb(figure.budgetBytes)}: ${verdict}); ` +
    `${kb(figure.totalBytes)} before any touch, ${kb(figure.beforeHeadingBytes)} before the heading showed`
  );
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { startBenchServer } = await import('./benchServer.ts');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const server = await startBenchServer();
  let over = false;
  try {
    for (const page of FIRST_VISIT_PAGES) {
      const figure = { ...page, ...(await measureFirstVisit(server.origin, page.path, chromiumPath)) };
      console.log(firstVisitLine(figure));
      if (figure.afterTouchBytes > figure.budgetBytes) over = true;
      if (process.env.FIRST_VISIT_LIST) for (const script of figure.list) console.log(`    ${kb(script.gzipBytes).padStart(9)}  ${script.url}`);
    }
  } finally {
    await server.close();
  }
  process.exitCode = over ? 1 : 0;
}
