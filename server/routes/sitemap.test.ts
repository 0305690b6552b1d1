// The sitemap lists open country sites at their localized slugs and every product's quiz page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { publicUrl: 'https://shop.test' } });
});
afterAll(() => app.close());

describe('GET /sitemap.xml', () => {
  it('lists localized pages and product quiz pages of the open country sites only', async () => {
    const response = await app.fastify.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toContain('<loc>https://shop.test/de/</loc>');
    expect(body).toContain('<loc>https://shop.test/at/kaufen</loc>');
    expect(body).toMatch(/<loc>https:\/\/shop\.test\/it\/[^<]+\/quiz<\/loc>/);
    expect(body).not.toContain('https://shop.test/nl/');
    expect(body).not.toContain('https://shop.test/be/');
  });

  it('points robots to the sitemap', async () => {
    const response = await app.fastify.inject('/robots.txt');
    expect(response.body).toContain('Sitemap: https://shop.test/sitemap.xml');
  });
});
