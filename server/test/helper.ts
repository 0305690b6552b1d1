// Starts the real app on a real, fresh database for one test file (fastify/demo's `build(t)` pattern).
import { buildApp, type App, type AppDependencies } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

export interface TestApp extends App {
  testDb: TestDatabase;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { seed?: boolean; config?: Partial<ServerConfig>; extraRoutes?: AppDependencies['extraRoutes']; extraHooks?: AppDependencies['extraHooks']; clock?: AppDependencies['clock'] } = {},
): Promise<TestApp> {
  // Seeded: a copy of the template global setup seeded with seedDemoIfEmpty, so no file seeds its own.
  const testDb = await createTestDatabase({ seeded: options.seed === true });
  const config = {
    ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }),
    ...options.config,
  };
  const app = await buildApp({ database: testDb.database, config, extraRoutes: options.extraRoutes, extraHooks: options.extraHooks, clock: options.clock });
  await app.fastify.ready();
  return {
    ...app,
    testDb,
    config,
    async close() {
      await app.fastify.close();
      await testDb.dispose();
    },
  };
}

/** A cookie + header pair that passes the XSRF check. */
export const XSRF_OK = { cookie: 'XSRF-TOKEN=test-token', 'x-xsrf-token': 'test-token' } as const;
