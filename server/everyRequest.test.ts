// Every request goes through Fastify's pipeline: a hook added on onRequest (as a rate limit, an IP block or a
// maintenance switch would be) runs for every route, the liveness probe and the catalog included, however often
// they are asked and over a real connection (where an answer given before Fastify would have skipped it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper.ts';

let app: TestApp;
let origin: string;
const seen: string[] = [];
let maintenance = false;

beforeAll(async () => {
  app = await createTestApp({
    seed: true,
    extraHooks: (fastify) =>
      fastify.addHook('onRequest', async (request, reply) => {
        seen.push(`${request.method} ${request.url}`);
        // Plain text: not bound by the response schemas of the routes it stands in for.
        if (maintenance) return reply.status(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('Back in a minute.');
      }),
  });
  origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const CATALOG = '/api/2.0/eq/buy/getProductCatalog?country=de';
const PATHS = ['/health', '/ready', CATALOG, '/api/2.0/eq/buy/getRecommendations?country=de', '/api/2.0/eq/i18n/country-languages-web', '/metrics', '/api/2.0/eq/no-such-route'];

describe('a hook registered on onRequest', () => {
  it('runs for every request of every route, repeated probes and conditional catalog reads included', async () => {
    seen.length = 0;
    const first = await fetch(new URL(CATALOG, origin), { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const asked: string[] = [`GET ${CATALOG}`];
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) {
        await (await fetch(new URL(path, origin))).arrayBuffer();
        asked.push(`GET ${path}`);
      }
      const notModified = await fetch(new URL(CATALOG, origin), { headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
      expect(notModified.status).toBe(304);
      asked.push(`GET ${CATALOG}`);
    }
    expect(seen).toEqual(asked);
  });

  it('can answer for every route: a maintenance switch reaches the probe and the catalog', async () => {
    maintenance = true;
    try {
      for (const path of PATHS) {
        const response = await fetch(new URL(path, origin));
        expect(response.status, path).toBe(503);
        expect(await response.text(), path).toBe('Back in a minute.');
        expect(response.headers.get('retry-after')).toBe('60');
      }
    } finally {
      maintenance = false;
    }
    expect((await fetch(new URL('/health', origin))).status).toBe(200);
  });
});
