// The catalog reads: SPEC §3 shape per country and tenant, conditional GETs, country resolution, 404s.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('GET buy/getProductCatalog', () => {
  it("returns the country's catalog keyed by super category, in its language and currency", async () => {
    const response = await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=de');
    expect(response.statusCode).toBe(200);
    const catalog = response.json();
    const itCert = catalog['it-certification'];
    expect(itCert).toMatchObject({ superCategory: 'IT-Zertifizierung', isCqSuperCategory: false, superCategoryNumberOfProducts: 16 });
    expect(Object.keys(catalog)).toHaveLength(3);
    const product = itCert.categories.cloud.products.find((p: { productNameUrl: string }) => p.productNameUrl === 'cloud-fundamentals');
    expect(product.productId.startsWith('DE')).toBe(true);
    expect(product).toMatchObject({ title: 'Cloud-Grundlagen', superCategoryUrl: 'it-certification', categoryNameUrl: 'cloud' });
    // Without votes (server/routes/votes.test.ts has them with votes).
    expect(product).toMatchObject({ ratingAverage: 0, ratingVotes: 0 });
    expect(product.pricing.currency).toBe('EUR');
    expect(itCert.categories.cloud.categoryNumberQuestions + itCert.categories.security.categoryNumberQuestions).toBe(itCert.superCategoryNumberQuestions);
    expect(catalog.networking.superCategory).toBe('Netzwerktechnik');
  });

  it('counts questions and topics from the question banks: a free demo has ten, over every topic', async () => {
    const catalog = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=es')).json();
    const products = catalog.networking.categories.basics.products as { productNameUrl: string; kind: string; numberOfQuestions: number; numberOfTopics: number; numberOfTests: number }[];
    expect(products.find((p) => p.productNameUrl === 'networking-basics')).toMatchObject({ kind: 'full-product', numberOfQuestions: 100, numberOfTopics: 6, numberOfTests: 10 });
    expect(products.find((p) => p.productNameUrl === 'networking-demo')).toMatchObject({ kind: 'free-demo-quiz', numberOfQuestions: 10, numberOfTopics: 6, numberOfTests: 1 });
  });

  it('takes the country from the x-country header when the query has none', async () => {
    const response = await app.fastify.inject({ url: '/api/2.0/eq/buy/getProductCatalog', headers: { 'x-country': 'in' } });
    expect(response.statusCode).toBe(200);
    const anyProduct = Object.values(response.json() as Record<string, { categories: Record<string, { products: { pricing: { currency: string } }[] }> }>)[0];
    expect(Object.values(anyProduct!.categories)[0]!.products[0]!.pricing.currency).toBe('INR');
  });

  it('answers a repeat read with 304 via ETag', async () => {
    const first = await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=it');
    expect(first.headers.etag).toBeDefined();
    expect(first.headers['cache-control']).toContain('max-age');
    const second = await app.fastify.inject({ url: '/api/2.0/eq/buy/getProductCatalog?country=it', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('sends the same catalog brotli-compressed or gzipped to clients that accept it, compressed once', async () => {
    const url = '/api/2.0/eq/buy/getProductCatalog?country=it';
    const plain = await app.fastify.inject(url);
    const brotli = await app.fastify.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const zipped = await app.fastify.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await app.fastify.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
  });

  it('sets no XSRF cookie on a publicly cacheable answer, but does on other API calls', async () => {
    const catalog = await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=it');
    expect(catalog.headers['set-cookie']).toBeUndefined();
    expect(catalog.headers['content-security-policy']).toContain("default-src 'self'");
    const other = await app.fastify.inject('/api/2.0/eq/user/me');
    expect(String(other.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it('keeps tenants apart', async () => {
    const eq = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=us')).json();
    const cq = (await app.fastify.inject('/api/2.0/cq/buy/getProductCatalog?country=us')).json();
    const ids = (catalog: Record<string, { categories: Record<string, { products: { productId: string }[] }> }>) =>
      Object.values(catalog).flatMap((s) => Object.values(s.categories).flatMap((c) => c.products.map((p) => p.productId)));
    expect(ids(eq).every((id) => id.includes('-eq-'))).toBe(true);
    expect(ids(cq).every((id) => id.includes('-cq-'))).toBe(true);
  });

  it.each([['', 'missing'], ['?country=zz', 'unknown'], ['?country=deu', 'too long']])('refuses a %s country (%s) with 400', async (query) => {
    const response = await app.fastify.inject(`/api/2.0/eq/buy/getProductCatalog${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET buy/getProduct', () => {
  it('returns one product with pricing and SEO fields', async () => {
    const catalog = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=fr')).json();
    const id = catalog.networking.categories.basics.products[0].productId as string;
    const response = await app.fastify.inject(`/api/2.0/eq/buy/getProduct?productId=${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ productId: id, title: 'Notions de base sur les réseaux', pricing: { currency: 'EUR' }, seoTitle: expect.any(String) });
  });

  it('answers an unknown id with 404', async () => {
    expect((await app.fastify.inject('/api/2.0/eq/buy/getProduct?productId=DE-nothing-here')).statusCode).toBe(404);
    expect((await app.fastify.inject('/api/2.0/eq/buy/getProduct?productId=ZZ-1')).statusCode).toBe(404);
  });
});

describe('GET i18n/country-languages-web', () => {
  it('lists the 19 sites with their languages; Belgium and the Netherlands are inactive', async () => {
    const list = (await app.fastify.inject('/api/2.0/eq/i18n/country-languages-web')).json() as { code: string; active: boolean; language: string }[];
    expect(list).toHaveLength(19);
    expect(list.find((c) => c.code === 'be')?.active).toBe(false);
    expect(list.find((c) => c.code === 'nl')?.active).toBe(false);
    expect(list.find((c) => c.code === 'at')).toMatchObject({ active: true, language: 'de-AT' });
  });
});

describe('GET buy/getRecommendations', () => {
  it('serves 10 for the homepage and 10 for articles, most popular first, from the catalog read and cached like it', async () => {
    const { recordAttempt } = await import('../services/popularity.ts');
    const catalog = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=nl')).json() as Record<string, { categories: Record<string, { products: { productId: string }[] }> }>;
    const ids = Object.values(catalog).flatMap((sc) => Object.values(sc.categories).flatMap((c) => c.products.map((p) => p.productId)));
    const response = await app.fastify.inject('/api/2.0/eq/buy/getRecommendations?country=nl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=1200');
    const lists = response.json() as { homepage: string[]; articles: string[] };
    expect(lists.homepage).toHaveLength(10);
    expect(lists.articles).toHaveLength(10);
    expect(lists.homepage.every((id) => ids.includes(id))).toBe(true);
    const again = await app.fastify.inject({ url: '/api/2.0/eq/buy/getRecommendations?country=nl', headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    // An attempt on the least recommended product shows once the country's catalog is read again (at most a minute).
    const last = ids.find((id) => !lists.homepage.includes(id))!;
    await recordAttempt(app.testDb.database.db, { productId: last, country: 'nl', at: new Date() });
    const fresh = await app.fastify.inject('/api/2.0/eq/buy/getRecommendations?country=nl');
    expect((fresh.json() as { homepage: string[] }).homepage).not.toContain(last); // still the cached read
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('refuses an unknown country with 400', async () => {
    const response = await app.fastify.inject('/api/2.0/eq/buy/getRecommendations?country=zz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unknown_country' });
  });
});
