// The shell's redirects: .html → no .html (when switched on), and the cq legacy links; both stay on this host.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const app = Fastify();
beforeAll(async () => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body></body></html>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), SCRIPT);
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  const fallback = await registerSpa(app, { staticDir, redirectHtml: true, renderTimeoutMs: 3_000, publicUrl: 'http://localhost' });
  app.setNotFoundHandler((request, reply) => fallback!(request, reply));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost') => app.inject({ url, headers: { host } });

describe('.html redirect', () => {
  it.each([
    ['/at/kaufen.html', '/at/kaufen'],
    ['/gb/all-products.html?page=2', '/gb/all-products?page=2'],
    ['//evil.example/page.html', '/evil.example/page'],
  ])('%s → %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(['//evil.example/page.html', '/\\evil.example/page.html', '/%5Cevil.example/page.html', '///evil.example/page.html'])(
    '%s stays on this host',
    async (url) => {
      const location = String((await get(url)).headers.location);
      expect(location).toMatch(/^\/[^/\\]/);
    },
  );

  it('serves the shell for pages without .html', async () => {
    const response = await get('/at/kaufen');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html');
  });
});

describe('cq legacy links', () => {
  it('redirects on the cq host only, and never off this host', async () => {
    expect((await get('/us/pdf/a-pdf/b-pdf/quiz', 'cq.localhost')).headers.location).toBe('/us/dumps/a-exam/b-dumps/quiz');
    expect((await get('/us/pdf/a-pdf/b-pdf/quiz', 'localhost')).statusCode).toBe(200);
    const sneaky = await get('/\\evil.example/pdf/a-pdf/b-pdf/quiz', 'cq.localhost');
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.headers.location).toBeUndefined();
  });
});

describe('precompressed assets', () => {
  it('sends the brotli or gzip copy the build made to a browser that accepts it, and the plain file otherwise', async () => {
    const brotli = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gzip = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(brotli.headers['cache-control']).toContain('immutable');
  });
});
