// The :userId guard on every route that has the param: another user's id → 403, no token → 401, own id or guest passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XSRF_OK, type TestApp } from '../../test/helper.ts';
import { api, bearer, newSignedInUser } from '../../test/auth.ts';
import { hasUserIdParam } from '../../auth/userIdGuard.ts';
import { recentProducts } from '../../db/schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function userIdRoutes() {
  return app.routes.filter((route) => route.method !== 'HEAD' && hasUserIdParam(route.url));
}

function call(method: Method, url: string, headers: Record<string, string> = {}) {
  return app.fastify.inject({ method, url, headers: { ...XSRF_OK, ...headers } });
}

describe('userId guard', () => {
  it('recognises only a parameter named exactly userId', () => {
    expect(hasUserIdParam('/api/2.0/eq/user/:userId/recent-products')).toBe(true);
    expect(hasUserIdParam('/api/2.0/eq/products/:productId/config/load/:userId')).toBe(true);
    expect(hasUserIdParam('/x/:userIdentity')).toBe(false);
    expect(hasUserIdParam('/x/:otherUserId')).toBe(false);
  });

  it('covers every route with a :userId param, in both tenants', () => {
    const urls = userIdRoutes().map((route) => route.url);
    expect(urls).toContain('/api/2.0/eq/user/:userId/recent-products');
    expect(urls).toContain('/api/2.0/cq/user/:userId/recent-products');
  });

  it('answers 403 with another user’s id and 401 without a token, on every such route', async () => {
    const alice = await newSignedInUser(app);
    const bob = await newSignedInUser(app);
    const cqUser = await newSignedInUser(app, {}, { tenant: 'cq' });
    for (const route of userIdRoutes()) {
      const tenantUser = route.url.startsWith('/api/2.0/cq/') ? cqUser : alice;
      const url = route.url.replace(/:userId/, bob.userId).replace(/:[A-Za-z]+/g, 'x');
      const foreign = await call(route.method as Method, url, bearer(tenantUser.tokens.access_token));
      expect(foreign.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(foreign.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });

      const anonymous = await call(route.method as Method, url);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });

      const own = await call(route.method as Method, route.url.replace(/:userId/, tenantUser.userId).replace(/:[A-Za-z]+/g, 'x'), bearer(tenantUser.tokens.access_token));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(own.statusCode);
    }
  });

  it('lets guest calls through without a token where guests are allowed', async () => {
    const response = await call('GET', api('user/guest/recent-products'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productIds: [] });
  });

  it('does not accept a token of the other tenant for the same id', async () => {
    const alice = await newSignedInUser(app);
    const response = await call('GET', api(`user/${alice.userId}/recent-products`, 'cq'), bearer(alice.tokens.access_token));
    expect(response.statusCode).toBe(401);
  });
});

describe('user/:userId/recent-products', () => {
  it('lists the 5 most recently used products, newest first', async () => {
    const { userId, tokens } = await newSignedInUser(app);
    const base = Date.parse('2030-01-01T00:00:00Z');
    await app.testDb.database.db.insert(recentProducts).values(
      ['DE-a', 'DE-b', 'DE-c', 'DE-d', 'DE-e', 'DE-f'].map((productId, i) => ({ userId, productId, lastUsedAt: new Date(base + i * 60_000) })),
    );
    const response = await call('GET', api(`user/${userId}/recent-products`), bearer(tokens.access_token));
    expect(response.json()).toEqual({ productIds: ['DE-f', 'DE-e', 'DE-d', 'DE-c', 'DE-b'] });
    const me = await call('GET', api('user/me'), bearer(tokens.access_token));
    expect(me.json().mostRecentUsedProducts).toEqual(['DE-f', 'DE-e', 'DE-d', 'DE-c', 'DE-b']);
  });
});
