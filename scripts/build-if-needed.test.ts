// `npm start` must serve the full product whatever NODE_ENV says: the production bundle with its service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

function builtJavaScript(): string {
  const assets = path.join(outDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

describe('the PWA build behind npm start', () => {
  it('is the production build with its service worker even when NODE_ENV is development', { timeout: 120_000 }, () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(buildIfNeeded({ outDir })).toBe(true);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(fs.existsSync(path.join(outDir, 'sw.js'))).toBe(true);
    const js = builtJavaScript();
    // React's development build carries these warnings; the production build does not.
    expect(js).not.toContain('Check the render method of');
    // The registration is kept (import.meta.env.DEV is false), so the page loads workbox-window for /sw.js.
    expect(js).toContain('/sw.js');
    // Same sources and settings: no second build. Other build-time settings: a new one.
    expect(buildIfNeeded({ outDir })).toBe(false);
    process.env.VITE_TENANT = 'cq';
    try {
      expect(buildIfNeeded({ outDir })).toBe(true);
    } finally {
      delete process.env.VITE_TENANT;
    }
  });
});
