// The JavaScript a first visit fetches, as the browser sees it: a fresh Chromium profile with service workers
// blocked (no precache yet), every script response's transferred (compressed) body, counted until the network is
// idle, and separately those that had arrived when the page's heading showed. Median of several visits.
import { chromium } from '@playwright/test';

export interface FirstVisitFigure {
  path: string;
  /** Compressed bytes of every script fetched until the network was idle (median of the visits). */
  totalBytes: number;
  /** Compressed bytes of the scripts that had arrived when the h1 showed (median). */
  beforeHeadingBytes: number;
  scripts: number;
}

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureFirstVisit(origin: string, path: string, chromiumPath: string, visits = 3): Promise<FirstVisitFigure> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const totals: number[] = [];
  const beforeHeading: number[] = [];
  let scripts = 0;
  try {
    for (let visit = 0; visit < visits; visit += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const arrived: { at: number; bytes: number }[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        const at = Date.now();
        void request.sizes().then((sizes) => arrived.push({ at, bytes: sizes.responseBodySize }));
      });
      await page.goto(`${origin}${path}`);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      const headingAt = Date.now();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      totals.push(arrived.reduce((sum, each) => sum + each.bytes, 0));
      beforeHeading.push(arrived.filter((each) => each.at <= headingAt).reduce((sum, each) => sum + each.bytes, 0));
      scripts = arrived.length;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { path, totalBytes: median(totals), beforeHeadingBytes: median(beforeHeading), scripts };
}
