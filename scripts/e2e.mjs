// `npm run test:e2e`: Playwright in Debian's Chromium against a production build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();
const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: findChromium() },
});
process.exit(result.status ?? 1);
