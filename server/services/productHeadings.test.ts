// A product page paints its title and paragraph from the HTML, before any JavaScript: Lighthouse's largest paint
// and a slow phone's first view come from the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

let app: TestApp;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  app = await createTestApp({ seed: true, config: { staticDir } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the first paint of a product page', () => {
  it('has the product’s title as its heading and title, and its paragraph, from the catalog of the site', async () => {
    const page = await app.fastify.inject({ url: '/de/it-certification/cloud/cloud-fundamentals/quiz?mode=exam' });
    expect(page.statusCode).toBe(200);
    const heading = /<h1>([^<]+)<\/h1>/.exec(page.body)?.[1];
    expect(heading).toBeTruthy();
    expect(page.body).toContain(`<title>${heading} · Exam Quiz Shop</title>`);
    expect(page.body).toContain('class="product-hero__description"');
    expect(page.body).toContain('<html lang="de-DE">');
    // The description of the page's mode, translated, as the tabs will show it.
    expect(page.body).toContain('<p class="mode-tabs__description">Echte Prüfungsbedingungen');
  });

  it('is the plain shell for an address that names no product', async () => {
    const page = await app.fastify.inject({ url: '/de/it-certification/cloud/no-such-product/quiz' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<h1>');
    expect(page.body).toContain('<title>Exam Quiz Shop</title>');
  });
});
