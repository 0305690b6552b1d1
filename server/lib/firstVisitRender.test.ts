// A first visit's sale page and buy offer come whole from the server, rendered by the app's own routes on the
// production build (dist/server/renderFirstVisit.js), from this database's catalog; every other page keeps the
// plain first paint, after which the app starts at once.
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { firstVisitAddress } from './firstVisitRender.ts';

const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');
let app: TestApp;
beforeAll(async () => {
  buildIfNeeded();
  app = await createTestApp({ seed: true, config: { staticDir: DIST_DIR } });
}, 180_000);
afterAll(() => app?.close());

const page = (url: string, host = 'localhost') => app.fastify.inject({ url, headers: { host } });
const rootOf = (html: string) => /<div id="root"([^>]*)>/.exec(html)?.[1] ?? null;

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

describe('the first visit of a sale page', () => {
  it('is the whole page in the site language: header, heading, the catalog’s products, with the catalog kept for offline', async () => {
    const response = await page('/de/');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('data-first-visit="rendered"');
    expect(response.body).toContain('<h1>Übungsprüfungen und Quizze</h1>');
    expect(response.body).toContain('href="/de/auth/signin"');
    // A page of products (25), each card titled as in the catalog.
    const titles = (await catalogProducts('de')).map((product) => product.title);
    const shown = titles.filter((title) => response.body.includes(`>${asHtmlText(title)}</`));
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(25, titles.length));
    expect(response.body).toContain('<meta name="offline-needs" content="[&quot;/api/2.0/eq/buy/getProductCatalog?country=de&quot;]" />');
    // No inline script (the site's Content-Security-Policy allows none): the app's scripts start from boot.js.
    expect(response.body).not.toMatch(/<script>/);
  });

  it('renders a search term from the address as text, never as markup', async () => {
    const response = await page(`/de?q=${encodeURIComponent('a<b>c<i>d')}`);
    expect(rootOf(response.body)).toContain('data-first-visit="rendered"');
    expect(response.body).not.toContain('<b>c');
    expect(response.body).toContain('<input id="catalog-search" type="search" value="a&lt;b>c&lt;i>d"');
    // An address the app would rewrite (here a term with a quote) gets the plain first paint, never the term.
    const quoted = await page(`/de?q=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.body).not.toContain('<img src=x');
  });

  it('answers many first visits at once, each with a page (rendered or the plain first paint)', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => page('/de')));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<header class="site-header">');
    }
    expect(responses.filter((response) => rootOf(response.body)?.includes('data-first-visit')).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the plain first paint for the account views of the same address and for other pages', async () => {
    for (const url of ['/de?view=my-products', '/de?bill=order-1', '/de/faq', '/de/it-certification/cloud/no-such-product/quiz']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).not.toContain('data-first-visit');
    }
  });

  it('keeps the plain first paint on the certification tenant (its pages are not rendered here yet)', async () => {
    const response = await page('/de/', 'cq.localhost');
    expect(rootOf(response.body)).not.toContain('data-first-visit');
  });
});

describe('the first visit of a product page', () => {
  it('is the whole buy offer for a paid product', async () => {
    const response = await page('/de/it-certification/cloud/cloud-fundamentals/quiz');
    expect(rootOf(response.body)).toContain('data-first-visit="rendered"');
    expect(response.body).toContain('data-buy-offer');
    expect(response.body).toMatch(/<h1 id="product-title">[^<]+<\/h1>/);
  });

  it('keeps the plain first paint where the page shows questions (a free demo), which the app reads on the device', async () => {
    const response = await page('/us/it-certification/cloud/cloud-demo/quiz');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).not.toContain('data-first-visit');
  });
});

describe('what comes with a first visit', () => {
  const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map((match) => match[1]!);
  const stylesheetHolding = async (hrefs: string[], rule: string) => {
    for (const href of hrefs) if ((await page(href)).body.includes(rule)) return href;
    return null;
  };

  it('links the stylesheets of the page’s routes after the app’s own, so it looks as it will once the app runs', async () => {
    const plain = stylesheets((await page('/de/faq')).body);
    expect(plain).toHaveLength(1);
    const sale = stylesheets((await page('/de/')).body);
    expect(sale[0]).toBe(plain[0]);
    expect(await stylesheetHolding(sale.slice(1), '.sale-page__actions{')).not.toBeNull();
    const offer = stylesheets((await page('/de/it-certification/cloud/cloud-fundamentals/quiz')).body);
    expect(offer[0]).toBe(plain[0]);
    expect(await stylesheetHolding(offer.slice(1), '.product-hero{')).not.toBeNull();
  });

  it('is compressed for a browser that accepts it, and the same page once decompressed', async () => {
    const plain = await page('/de/');
    for (const [encoding, decompress] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const response = await app.fastify.inject({ url: '/de/', headers: { host: 'localhost', 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      const html = decompress(response.rawPayload).toString('utf8');
      expect(response.rawPayload.length).toBeLessThan(html.length / 3);
      expect(rootOf(html)).toContain('data-first-visit="rendered"');
      expect(html.length).toBe(plain.body.length);
    }
  });
});

it('never serves the render itself to a browser', async () => {
  const response = await page('/server/renderFirstVisit.js');
  expect(response.headers['content-type']).not.toContain('javascript');
  expect(response.body).not.toContain('renderFirstVisit');
});

it('tries only a country home or a product page, at the address the app gives it', () => {
  expect(firstVisitAddress('/de/')).toBe('/de');
  expect(firstVisitAddress('/de?sc=it-certification')).toBe('/de?sc=it-certification');
  expect(firstVisitAddress('/de/it-certification/cloud/cloud-fundamentals/quiz?mode=exam')).toBe('/de/it-certification/cloud/cloud-fundamentals/quiz?mode=exam');
  expect(firstVisitAddress('/de/faq')).toBeNull();
  expect(firstVisitAddress('/')).toBeNull();
  expect(firstVisitAddress('/api/2.0/eq/buy/getProductCatalog')).toBeNull();
});
