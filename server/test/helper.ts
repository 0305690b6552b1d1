// Starts the real app on a real, fresh database for one test file (fastify/demo's `build(t)` pattern).
import { buildApp, type App, type AppDependencies } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { seedDemoIfEmpty } from '../seed/seedDemo.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { generateEntitlementKeyPair } from '../../scripts/entitlement-key.mjs';

/** Tests sign entitlement tokens with a pair of their own (never the developer's .data key file). */
const TEST_ENTITLEMENT_KEYS = generateEntitlementKeyPair();

export interface TestApp extends App {
  testDb: TestDatabase;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { seed?: boolean; config?: Partial<ServerConfig>; extraRoutes?: AppDependencies['extraRoutes']; clock?: AppDependencies['clock'] } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  if (options.seed) await seedDemoIfEmpty(testDb.database.db);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }),
    entitlementPrivateKey: TEST_ENTITLEMENT_KEYS.privateKey,
    entitlementPublicKey: TEST_ENTITLEMENT_KEYS.publicKey,
    ...options.config,
  };
  const app = await buildApp({ database: testDb.database, config, extraRoutes: options.extraRoutes, clock: options.clock });
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
