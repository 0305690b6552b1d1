// A hostile caller against every operation of the OpenAPI document (read from the app itself, so a route is covered
// the day it is added): no token, an expired token, a deleted user's token, a forged signature, another user's id,
// malformed JSON, an oversized body, a deeply nested body, unknown properties and wrong methods. Every refusal is a
// 4xx with `{ error, message }` (oauth/token: RFC 6749 `error_description` too), and nothing answers 5xx.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XSRF_OK, type TestApp } from './test/helper.ts';
import { insertTestUser, mintAccessToken } from './test/users.ts';
import { cloudProduct } from './test/exam.ts';
import { users } from './db/schema.ts';
import type { Tenant } from '@domain/markets/types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
interface Operation {
  method: Method;
  /** OpenAPI path, e.g. /api/2.0/eq/exam-sync/{userId} */
  path: string;
}

function operations(): Operation[] {
  const doc = app.fastify.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => (METHODS as readonly string[]).includes(method))
      .map((method) => ({ method, path })),
  );
}

/** Plausible values for path parameters, so a request gets past routing to the checks under test. */
function concrete(path: string, userId: string): string {
  const values: Record<string, string> = { userId, productId: cloudProduct('de'), testId: 't-1', testMode: 'practice', mode: 'practice' };
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

interface Attack {
  name: string;
  headers?: Record<string, string>;
  payload?: string;
  /** The path's userId is this user's instead of the token's. */
  userId?: string;
}

const tenantOf = (path: string): Tenant => (path.startsWith('/api/2.0/cq/') ? 'cq' : 'eq');

async function user(tenant: Tenant): Promise<{ id: string; token: string }> {
  const id = await insertTestUser(app, tenant);
  return { id, token: await mintAccessToken(app, id, { tenant }) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const JSON_TYPE = { 'content-type': 'application/json' };

function deeplyNested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

async function send(operation: Operation, url: string, attack: Attack) {
  return app.fastify.inject({
    method: operation.method,
    url,
    headers: { ...XSRF_OK, ...(attack.payload === undefined ? {} : JSON_TYPE), ...attack.headers },
    payload: attack.payload,
  });
}

/**
 * A refusal as the contract says; returns a description of what is wrong, or null. The token endpoint's own answers
 * carry RFC 6749's error_description (a method it does not have is the API's usual 404).
 */
function badRefusal(operation: Operation, response: { statusCode: number; body: string }, documented = true): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return `answered ${response.statusCode} without a JSON body`;
  }
  if (typeof body.error !== 'string' || typeof body.message !== 'string') return `answered ${response.statusCode} without { error, message }`;
  if (documented && operation.path.endsWith('/oauth/token') && typeof body.error_description !== 'string') return 'answered without RFC 6749 error_description';
  return null;
}

describe('hostile callers on every operation of the OpenAPI document', () => {
  it('covers every API route the app serves', () => {
    const documented = new Set(operations().map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const served = app.routes.filter((route) => route.url.startsWith('/api/2.0/') && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('refuses every attack with a 4xx { error, message } and never answers 5xx', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    const note = (operation: Operation, attack: string, problem: string | null) => {
      if (problem) problems.push(`${operation.method} ${operation.path} [${attack}]: ${problem}`);
    };
    const secret = new Uint8Array(crypto.randomBytes(32));

    for (const operation of operations()) {
      const tenant = tenantOf(operation.path);
      const victim = await user(tenant);
      const other = await user(tenant);
      const gone = await user(tenant);
      await app.testDb.database.db.delete(users).where(eq(users.id, gone.id));
      const expired = await mintAccessToken(app, victim.id, { tenant, clock: () => Date.now() - 2 * 3600_000 });
      const forged = await mintAccessToken(app, victim.id, { tenant, forgedKey: secret });
      const takesUserId = operation.path.includes('{userId}');
      const body = operation.method === 'GET' ? undefined : '{}';

      const tokenAttacks: Attack[] = [
        { name: 'no token', payload: body },
        { name: 'expired token', headers: bearer(expired), payload: body },
        { name: "deleted user's token", headers: bearer(gone.token), payload: body, userId: gone.id },
        { name: 'forged signature', headers: bearer(forged), payload: body },
        { name: 'not a JWT', headers: bearer('x'.repeat(40)), payload: body },
      ];
      const statuses = new Map<string, number>();
      for (const attack of tokenAttacks) {
        const response = await send(operation, concrete(operation.path, attack.userId ?? victim.id), attack);
        statuses.set(attack.name, response.statusCode);
        note(operation, attack.name, badRefusal(operation, response));
      }
      // A call that refuses a missing token must refuse every bad one just the same; a userId call always needs one.
      const needsToken = takesUserId || statuses.get('no token') === 401;
      if (needsToken) {
        for (const [attack, status] of statuses) if (status !== 401) note(operation, attack, `answered ${status}, not 401`);
      }
      if (takesUserId) {
        const response = await send(operation, concrete(operation.path, other.id), { name: "another user's id", headers: bearer(victim.token), payload: body });
        note(operation, "another user's id", response.statusCode === 403 ? badRefusal(operation, response) : `answered ${response.statusCode}, not 403`);
      }

      if (operation.method !== 'GET') {
        const bodyAttacks: Attack[] = [
          { name: 'malformed JSON', payload: '{"a": [1, 2' },
          { name: 'oversized body', payload: JSON.stringify({ a: 'x'.repeat(app.config.bodyLimitBytes) }) },
          { name: 'deeply nested body', payload: deeplyNested(5000) },
          { name: 'unknown properties', payload: JSON.stringify({ __proto__: { admin: true }, unexpectedProperty: 1, constructor: { prototype: { x: 1 } } }) },
          { name: 'array body', payload: '[{"unexpectedProperty":1}]' },
        ];
        for (const attack of bodyAttacks) {
          const response = await send(operation, concrete(operation.path, victim.id), { ...attack, headers: bearer(victim.token) });
          note(operation, attack.name, response.statusCode < 400 ? `accepted with ${response.statusCode}` : badRefusal(operation, response));
        }
      }
    }

    // Wrong methods on every documented path.
    const byPath = new Map<string, Set<Method>>();
    for (const operation of operations()) byPath.set(operation.path, (byPath.get(operation.path) ?? new Set()).add(operation.method));
    for (const [path, allowed] of byPath) {
      const victim = await user(tenantOf(path));
      for (const method of METHODS) {
        if (allowed.has(method)) continue;
        const operation = { method, path };
        const response = await send(operation, concrete(path, victim.id), { name: 'wrong method', headers: bearer(victim.token), payload: method === 'GET' ? undefined : '{}' });
        note(operation, 'wrong method', response.statusCode < 400 ? `accepted with ${response.statusCode}` : badRefusal(operation, response, false));
      }
    }

    expect(({}) as Record<string, unknown>).not.toHaveProperty('admin');
    expect(problems).toEqual([]);
  });
});
