// The security headers are computed once from @fastify/helmet; every answer must carry exactly what the plugin sets.
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security.ts';

async function pluginHeaders(production: boolean, url: string): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false });
  await app.register(helmet, helmetOptions(production));
  app.get('/api/x', async () => ({ ok: true }));
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  await app.close();
  const { date: _date, 'content-type': _type, 'content-length': _length, connection: _connection, ...headers } = response.headers;
  return headers;
}

describe('security headers', () => {
  for (const production of [false, true]) {
    it(`equal the helmet plugin's on a route and on a 404 (production: ${production})`, async () => {
      const computed = await securityHeaders(production);
      expect(Object.keys(computed).length).toBeGreaterThan(8);
      expect(await pluginHeaders(production, '/api/x')).toEqual(computed);
      expect(await pluginHeaders(production, '/nowhere')).toEqual(computed);
      expect('strict-transport-security' in computed).toBe(production);
    });
  }
});
