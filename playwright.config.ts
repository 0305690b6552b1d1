import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_OPERATOR } from './e2e/operator.ts';

// End-to-end tests in Debian's Chromium (found by scripts/find-chromium.mjs) against the production build served
// by the real server on a fresh PGlite database.
const PORT = Number(process.env.E2E_PORT ?? 3111);
const dataDir = path.resolve('.cache', `e2e-data-${Date.now()}`, 'db');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A limit for a hang, not for a slow machine (a contended host ran the suites at half speed some nights).
  timeout: 90_000,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // The operator is made on the fresh database first, as `npm run operator:create` does; then the server starts.
    command: `node --import tsx server/cli/createOperator.ts --email ${E2E_OPERATOR.email} --password '${E2E_OPERATOR.password}' && node --import tsx server/main.ts`,
    url: `http://localhost:${PORT}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.resolve('dist'),
      NODE_ENV: 'test',
      // Short-lived access tokens so the refresh is seen within a test (the client renews 30 s early).
      ACCESS_TOKEN_TTL_S: '35',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // A render slower than this (a contended test machine) would send the plain shell; the tests check the render.
      PAGE_RENDER_TIMEOUT_MS: '30000',
    },
  },
});
