// `npm run screens`: screenshots of the tour's pages (e2e/tour.ts: sale page, product page, test setup, sign-in, a
// running exam, its results) at a phone's 390 × 844 and a desktop's 1280 × 900, light scheme, into docs/screens/.
// Like the e2e run: the production build, served by the real server on a fresh PGlite database in a temp folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TOUR } from '../e2e/tour.ts';
// @ts-expect-error plain .mjs helpers without type declarations
import { buildIfNeeded } from './build-if-needed.mjs';
// @ts-expect-error plain .mjs helpers without type declarations
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs', 'screens');
const port = Number(process.env.SCREENS_PORT ?? 3127);
const base = `http://localhost:${port}`;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

async function waitReady(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet: try again below
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become ready on ${base}`);
}

async function main(): Promise<void> {
  (buildIfNeeded as () => boolean)();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn', STATIC_DIR: path.join(root, 'dist'), NODE_ENV: 'test', PUBLIC_URL: base },
  });
  const browser = await chromium.launch({ executablePath: (findChromium as () => string)(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    await waitReady(Date.now() + 60_000);
    fs.mkdirSync(out, { recursive: true });
    for (const viewport of VIEWPORTS) {
      // A fresh learner per size: the exam starts anew.
      const context = await browser.newContext({ viewport, colorScheme: 'light', reducedMotion: 'reduce', serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const stop of TOUR) {
        await stop.open(page, base);
        const file = path.join(out, `${stop.name}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: false });
        console.log(`screens: ${path.relative(root, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
