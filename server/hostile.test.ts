// Sends malformed and hostile input to every route and checks that the answer is never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XSRF_OK, type TestApp } from './test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const PARAM_VALUES = ['x', '%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(5000), "'; drop table products; --", '%E0%A4%A', '💥', '__proto__'];
const QUERIES = ['', '?country=de', '?country[]=de&country[]=fr', '?__proto__[polluted]=1', '?productId=' + 'A'.repeat(5000), '?country=%00', '?%zz=1'];
const BODIES: { payload: string; type: string }[] = [
  { payload: '{', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '{"__proto__":{"polluted":true}}', type: 'application/json' },
  { payload: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
  { payload: JSON.stringify({ reports: [{ level: 1e308, errorName: {}, errorType: [], errorMessage: null }] }), type: 'application/json' },
  { payload: '"' + 'x'.repeat(2 * 1024 * 1024) + '"', type: 'application/json' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: '\u0000\u0001\u0002', type: 'application/octet-stream' },
];
const HEADERS: Record<string, string>[] = [
  {},
  { 'x-country': "de'; --" },
  { authorization: 'Bearer ' + 'x'.repeat(3000) },
  { authorization: 'Basic !!!' },
  { 'if-none-match': '*'.repeat(1000) },
  { cookie: 'XSRF-TOKEN=%%%' },
];

function concretePaths(url: string): string[] {
  if (!url.includes(':') && !url.includes('*')) return [url];
  return PARAM_VALUES.map((value) => url.replace(/:[^/]+/g, value).replace('*', value));
}

describe('hostile input on every route', () => {
  it('never produces a 5xx', async () => {
    const routes = app.routes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs/static'));
    expect(routes.length).toBeGreaterThan(8);
    const failures: string[] = [];
    for (const route of routes) {
      for (const path of concretePaths(route.url)) {
        for (const query of QUERIES) {
          for (const headers of HEADERS) {
            const response = await app.fastify.inject({ method: route.method as 'GET', url: path + query, headers: { ...XSRF_OK, ...headers } });
            if (response.statusCode >= 500) failures.push(`${route.method} ${path}${query} ${JSON.stringify(headers).slice(0, 60)} → ${response.statusCode}`);
          }
        }
        if (route.method === 'GET') continue;
        for (const body of BODIES) {
          const response = await app.fastify.inject({ method: route.method as 'POST', url: path, headers: { ...XSRF_OK, 'content-type': body.type }, payload: body.payload });
          if (response.statusCode >= 500) failures.push(`${route.method} ${path} body ${body.payload.slice(0, 40)} → ${response.statusCode}`);
          else if (response.statusCode >= 400) expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
        }
      }
    }
    expect(({}) as Record<string, unknown>).not.toHaveProperty('polluted');
    expect(failures).toEqual([]);
  });
});
