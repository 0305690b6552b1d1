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

const portOf = () => {
  const address = app.fastify.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const ANSWER_OWN = new Set(['x-request-id', 'date']);
const routeHeaders = (response: Response) => [...response.headers].filter(([name]) => !ANSWER_OWN.has(name));

describe('the liveness probe', () => {
  it('answers every probe alike (headers, body, a request id each), each one through the framework', async () => {
    const before = await app.metrics.render();
    const countOf = (text: string) => Number(/examquiz_http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} (\d+)\n/.exec(text)?.[1] ?? 0);
    const probes = [];
    for (let i = 0; i < 3; i++) probes.push(await fetch(`http://127.0.0.1:${portOf()}/health`));
    const bodies = await Promise.all(probes.map((probe) => probe.text()));
    expect(probes.map((probe) => probe.status)).toEqual([200, 200, 200]);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ status: 'ok' });
    expect(new Set(bodies).size).toBe(1);
    expect(routeHeaders(probes[1]!)).toEqual(routeHeaders(probes[0]!));
    expect(routeHeaders(probes[0]!).map(([name]) => name)).toEqual(expect.arrayContaining(['content-type', 'content-security-policy', 'x-content-type-options']));
    expect(new Set(probes.map((probe) => probe.headers.get('x-request-id'))).size).toBe(3);
    const proxied = await fetch(`http://127.0.0.1:${portOf()}/health`, { headers: { 'x-request-id': 'lb-probe-7' } });
    expect(proxied.headers.get('x-request-id')).toBe('lb-probe-7');
    // Every probe ran the request hooks: the request histogram counted all four.
    expect(countOf(await app.metrics.render())).toBe(countOf(before) + 4);
  });

  it('answers a query string and HEAD too', async () => {
    const withQuery = await fetch(`http://127.0.0.1:${portOf()}/health?verbose=1`);
    expect(withQuery.status).toBe(200);
    const head = await fetch(`http://127.0.0.1:${portOf()}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

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
