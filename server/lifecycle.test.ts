// SIGTERM handling: a request in flight finishes, then the server stops listening and the database closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { createShutdown } from './lifecycle.ts';
import { createTestDatabase, type TestDatabase } from './test/databases.ts';

let testDb: TestDatabase;
let app: App;
let release: () => void = () => {};
let arrived: () => void = () => {};
const requestArrived = new Promise<void>((resolve) => (arrived = resolve));

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    database: testDb.database,
    config: loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }),
    extraRoutes: (fastify) =>
      fastify.get('/slow', async () => {
        arrived();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      }),
  });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testDb.dispose());

describe('graceful shutdown', () => {
  it('lets the request in flight finish, then stops', async () => {
    const address = app.fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    // In flight means the server is handling it (on a loaded machine a fixed pause may end before it even arrived).
    await requestArrived;
    const shutdown = createShutdown(app, testDb.database);
    const closing = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
