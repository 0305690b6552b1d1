// The real server on a fresh PGlite with the demo catalog, serving the production build on loopback (the bench's API
// and Lighthouse figures; the first tap starts its own, bench/firstTap.ts). Builds the PWA first when dist/ is missing or stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { openDatabase } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoIfEmpty } from '../server/seed/seedDemo.ts';

export const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  buildIfNeeded();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tempDir, 'db') });
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  // The production configuration as deployed (its default log level included).
  const config = loadConfig({ NODE_ENV: 'production', STATIC_DIR: DIST_DIR });
  const app = await buildApp({ database, config });
  const origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    async close() {
      await app.fastify.close();
      await database.close();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
