// Country pages come whole from the server, rendered by the app's own routes and components with React on the
// production build (dist/server/renderPage.js), from this database's catalog, with the API answers the render used
// in the page for the app's hydration. Pages for signed-in learners and the certification tenant get the plain shell.
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { PRIMED_RESPONSES_ID, type PrimedResponse } from '@domain/http/serverPage.ts';

const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');
let app: TestApp;
beforeAll(async () => {
  buildIfNeeded();
  app = await createTestApp({ seed: true, config: { staticDir: DIST_DIR, pageRenderTimeoutMs: 60_000, publicUrl: 'https://shop.example' } });
}, 180_000);
afterAll(() => app?.close());

const page = (url: string, host = 'localhost') => app.fastify.inject({ url, headers: { host } });
const rootOf = (html: string) => /<div id="root"([^>]*)>/.exec(html)?.[1] ?? null;
const serverRendered = (html: string) => rootOf(html)?.includes('data-server-rendered') ?? false;
function primedResponses(html: string): PrimedResponse[] {
  const block = new RegExp(`<script type="application/json" id="${PRIMED_RESPONSES_ID}">([^<]*)</script>`).exec(html);
  return block ? (JSON.parse(block[1]!) as PrimedResponse[]) : [];
}

interface CatalogProduct {
  title: string;
}
const asHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
async function catalogProducts(country: string): Promise<CatalogProduct[]> {
  const catalog = (await app.fastify.inject({ url: `/api/2.0/eq/buy/getProductCatalog?country=${country}` })).json() as Record<
    string,
    { categories: Record<string, { products: CatalogProduct[] }> }
  >;
  return Object.values(catalog).flatMap((superCategory) => Object.values(superCategory.categories).flatMap((category) => category.products));
}

describe('the sale page', () => {
  it('is the whole page in the site language, with its head, and the catalog the app hydrates from', async () => {
    const response = await page('/de/');
    expect(response.statusCode).toBe(200);
    expect(serverRendered(response.body)).toBe(true);
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain('<title>Übungsprüfungen und Quizze · Exam Quiz Shop</title>');
    expect(response.body).toContain('<h1>Übungsprüfungen und Quizze</h1>');
    expect(response.body).toContain('href="/de/auth/signin"');
    expect(response.body).toMatch(/<link rel="alternate" hreflang="fr-FR" href="https:\/\/shop\.example\/fr\/" data-head \/>/);
    const titles = (await catalogProducts('de')).map((product) => product.title);
    const shown = titles.filter((title) => response.body.includes(`>${asHtmlText(title)}</`));
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(25, titles.length));
    // The answer the render read travels in the page, as the API gives it.
    const [catalog] = primedResponses(response.body);
    expect(catalog?.url).toBe('/api/2.0/eq/buy/getProductCatalog?country=de');
    expect(JSON.parse(catalog!.body)).toEqual((await app.fastify.inject({ url: catalog!.url, headers: { 'x-country': 'de' } })).json());
    // No script runs from the page itself (the site's Content-Security-Policy allows none): only the data block.
    expect(response.body).not.toMatch(/<script>|<script type="module">[^<]/);
  });

  it('links its other languages at the shop\'s address (PUBLIC_URL), whatever Host the request names', async () => {
    const response = await page('/de/', 'attacker.example');
    expect(response.body).toMatch(/<link rel="alternate" hreflang="fr-FR" href="https:\/\/shop\.example\/fr\/" data-head \/>/);
    expect(response.body).not.toContain('attacker.example');
  });

  it('renders a search term from the address as text, never as markup', async () => {
    const response = await page(`/de?q=${encodeURIComponent('a<b>c<i>d')}`);
    expect(serverRendered(response.body)).toBe(true);
    expect(response.body).not.toContain('<b>c');
    expect(response.body).toContain('value="a&lt;b&gt;c&lt;i&gt;d"');
    const quoted = await page(`/de?q=${encodeURIComponent('"></script><img src=x onerror=alert(1)>')}`);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.body).not.toContain('<img src=x');
    expect(quoted.body).not.toMatch(/<\/script><img/);
  });

  it('answers many visits at once, each with a page (rendered, or the plain shell)', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => page('/de')));
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(responses.filter((response) => serverRendered(response.body)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('other pages', () => {
  it('renders the frame and loading state of pages that fill in on the device, and static pages whole', async () => {
    for (const [url, heading] of [
      ['/de/kasse', '<h1'],
      ['/de?view=my-products', '<header class="site-header">'],
      ['/gb/faq', '<h1>Frequently asked questions</h1>'],
      ['/gb/it-certification/cloud/cloud-demo/quiz', '<h1'],
    ] as const) {
      const response = await page(url);
      expect(serverRendered(response.body), url).toBe(true);
      expect(response.body, url).toContain(heading);
    }
  });

  it('is the whole buy offer for a paid product', async () => {
    const response = await page('/de/it-certification/cloud/cloud-fundamentals/quiz');
    expect(serverRendered(response.body)).toBe(true);
    expect(response.body).toContain('data-buy-offer');
    expect(response.body).toMatch(/<h1 id="product-title">[^<]+<\/h1>/);
  });

  it('leaves pages for signed-in learners, unknown products and the certification tenant to the app', async () => {
    for (const url of ['/gb/my-profile', '/de/it-certification/cloud/no-such-product/quiz']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(serverRendered(response.body), url).toBe(false);
    }
    const cq = await page('/de/', 'cq.localhost');
    expect(serverRendered(cq.body)).toBe(false);
  });
});

describe('what comes with a rendered page', () => {
  const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map((match) => match[1]!);
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((match) => match[1]!);
  const fileHolding = async (hrefs: string[], text: string) => {
    for (const href of hrefs) if ((await page(href)).body.includes(text)) return href;
    return null;
  };

  it('links the stylesheets and preloads the scripts of the page’s routes, the app’s own first', async () => {
    const plain = stylesheets((await page('/gb/my-profile')).body);
    expect(plain).toHaveLength(1);
    const sale = await page('/de/');
    expect(stylesheets(sale.body)[0]).toBe(plain[0]);
    expect(await fileHolding(stylesheets(sale.body).slice(1), '.sale-page__actions{')).not.toBeNull();
    // The German messages and the sale page's code download beside the entry, not after it.
    expect(await fileHolding(preloads(sale.body), 'Übungsprüfungen und Quizze')).not.toBeNull();
    const offer = stylesheets((await page('/de/it-certification/cloud/cloud-fundamentals/quiz')).body);
    expect(offer[0]).toBe(plain[0]);
    expect(await fileHolding(offer.slice(1), '.product-hero{')).not.toBeNull();
  });

  it('is compressed for a browser that accepts it, and the same page once decompressed', async () => {
    for (const [encoding, decompress] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const response = await app.fastify.inject({ url: '/de/', headers: { host: 'localhost', 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      const html = decompress(response.rawPayload).toString('utf8');
      expect(response.rawPayload.length).toBeLessThan(html.length / 3);
      expect(serverRendered(html)).toBe(true);
    }
  });
});

it('never serves the render itself to a browser', async () => {
  const response = await page('/server/renderPage.js');
  expect(response.headers['content-type']).not.toContain('javascript');
  expect(response.body).not.toContain('renderPage');
});
