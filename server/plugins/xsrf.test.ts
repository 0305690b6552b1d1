// XSRF is judged on the route Fastify matched, never on the raw URL: the exempt routes of SPEC §7 pass without the
// header, every other state-changing API route needs it however the URL is dressed up (query, extra segments, encoded
// or doubled slashes, trailing slash, case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { XSRF_EXEMPT_ROOT_ROUTES, XSRF_EXEMPT_ROUTES } from './security.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The cookie alone, no header: what a cross-site form or fetch would send. */
const COOKIE_ONLY = { cookie: 'XSRF-TOKEN=test-token', 'content-type': 'application/json' };
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BASE = '/api/2.0/eq/';

const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x');
const isExempt = (pattern: string) => XSRF_EXEMPT_ROUTES.has(pattern.slice(BASE.length));

function stateChangingRoutes() {
  return app.routes.filter((route) => STATE_CHANGING.has(route.method) && route.url.startsWith(BASE));
}

/** URLs that name an exempt call somewhere but are not an exempt route. */
function trickyUrls(path: string): string[] {
  const withoutBase = path.slice(BASE.length);
  return [
    path,
    `${path}?x=/saveAsync`,
    `${path}?next=/oauth/token&r=/user/signup`,
    `${path}#/saveAsync`,
    `${path}/saveAsync`,
    `${path}/saveAsync/x`,
    `${path}%2FsaveAsync`,
    `${path}/oauth/token`,
    `${path}/`,
    `${BASE}/${withoutBase}`,
    path.replace(/\/([^/]+)$/, '//$1'),
    `${BASE}${withoutBase.toUpperCase()}`,
    `${BASE}${withoutBase}%3Fx=/saveAsync`,
  ];
}

describe('XSRF exemptions', () => {
  it('lists only routes that exist (so the list cannot silently rot)', () => {
    const patterns = new Set(app.routes.map((route) => route.url));
    for (const exempt of XSRF_EXEMPT_ROUTES) expect(patterns, exempt).toContain(BASE + exempt);
  });

  it.each(['user/signup', 'oauth/token', 'products/:productId/tests/:testId/saveAsync/:userId', 'push/stop'])(
    'POST %s is reached without the header',
    async (pattern) => {
      const response = await app.fastify.inject({ method: 'POST', url: `${BASE}${concrete(pattern)}?from=elsewhere`, headers: COOKIE_ONLY, payload: '{}' });
      expect(response.json<{ error?: string }>().error, response.body).not.toBe('xsrf_failed');
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it.each(['user/signup', 'oauth/token', 'products/:productId/tests/:testId/saveAsync/:userId', 'push/stop'])(
    'POST %s with extra segments, a trailing slash, doubled slashes or another case is not exempt',
    async (pattern) => {
      const path = `${BASE}${concrete(pattern)}`;
      for (const url of [`${path}/x`, `${path}/`, `${BASE}/${concrete(pattern)}`, `${BASE}${concrete(pattern).toUpperCase()}`]) {
        const response = await app.fastify.inject({ method: 'POST', url, headers: COOKIE_ONLY, payload: '{}' });
        expect([url, response.statusCode, response.json<{ error?: string }>().error]).toEqual([url, 403, 'xsrf_failed']);
      }
    },
  );
});

describe('exempt routes outside the tenant API (issue 13)', () => {
  it('are routes that exist: the webhook and one-click unsubscribe', () => {
    const patterns = new Set(app.routes.filter((route) => route.method === 'POST').map((route) => route.url));
    for (const exempt of XSRF_EXEMPT_ROOT_ROUTES) expect(patterns, exempt).toContain(exempt);
  });

  it('reach the webhook without cookie or header (its signature decides), but not a lookalike path', async () => {
    const webhook = await app.fastify.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(webhook.json()).toMatchObject({ error: 'invalid_signature' });
    const lookalike = await app.fastify.inject({ method: 'POST', url: '/api/webhooks/stripe/x', headers: COOKIE_ONLY, payload: '{}' });
    expect(lookalike.json()).toMatchObject({ error: 'xsrf_failed' });
  });

  it('keep the XSRF check on the test payment page’s calls (the browser sends the pair)', async () => {
    const pay = await app.fastify.inject({ method: 'POST', url: '/api/test-payments/cs_test_abc123/pay', headers: COOKIE_ONLY, payload: '{"method":"multibanco"}' });
    expect(pay.json()).toMatchObject({ error: 'xsrf_failed' });
  });
});

describe('every other state-changing route needs the header', () => {
  it('has routes to check', () => {
    expect(stateChangingRoutes().filter((route) => !isExempt(route.url)).length).toBeGreaterThan(10);
  });

  it('answers 403 xsrf_failed without the header, whatever the URL says', async () => {
    const wrong: string[] = [];
    for (const route of stateChangingRoutes()) {
      if (isExempt(route.url)) continue;
      for (const url of trickyUrls(concrete(route.url))) {
        const response = await app.fastify.inject({ method: route.method as 'POST', url, headers: COOKIE_ONLY, payload: '{}' });
        const code = response.json<{ error?: string }>().error;
        if (response.statusCode !== 403 || code !== 'xsrf_failed') wrong.push(`${route.method} ${url} → ${response.statusCode} ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the reported attack: PATCH user/me?x=/saveAsync with the cookie and no header', async () => {
    const response = await app.fastify.inject({ method: 'PATCH', url: `${BASE}user/me?x=/saveAsync`, headers: COOKIE_ONLY, payload: '{"userName":"x"}' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'xsrf_failed', message: expect.any(String) });
  });
});
