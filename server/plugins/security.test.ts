// The security headers are @fastify/helmet's, registered by registerSecurity: every answer carries what the plugin
// sets with our options, on a route, on a 404 and on a request the XSRF check refuses.
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurity } from './security.ts';

const ANSWER_OWN = ['date', 'content-type', 'content-length', 'connection', 'set-cookie'];

function withoutAnswerOwn(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !ANSWER_OWN.includes(name)));
}

/** The headers of the helmet plugin alone with our options: what every answer must carry. */
async function helmetAlone(production: boolean): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false });
  await app.register(helmet, helmetOptions(production));
  app.get('/', async () => '');
  const response = await app.inject('/');
  await app.close();
  return withoutAnswerOwn(response.headers);
}

describe('security headers', () => {
  for (const production of [false, true]) {
    it(`are helmet's on a route, a 404 and a refused POST (production: ${production})`, async () => {
      const app = Fastify({ logger: false });
      await app.register(cookie);
      await registerSecurity(app, { production });
      app.get('/api/x', async () => ({ ok: true }));
      const expected = await helmetAlone(production);
      expect(String(expected['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect('strict-transport-security' in expected).toBe(production);
      for (const request of [{ url: '/api/x' }, { url: '/nowhere' }, { method: 'POST' as const, url: '/api/x' }]) {
        const response = await app.inject({ ...request, headers: { accept: 'text/html' } });
        expect(withoutAnswerOwn(response.headers), request.url).toEqual(expected);
      }
      await app.close();
    });
  }
});
