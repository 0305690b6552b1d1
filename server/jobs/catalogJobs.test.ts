// Catalog cleanup and top ads on the real app and database, with the clock moved by hand: level 1 lists retire 30
// days after their last update, level 2 after 180; a retired product's page is 301 to its category while its
// questions are still served; a top ad promoted on day 1 is gone on day 8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { categories, products, superCategories, topAds } from '../db/schema.ts';
import { readCatalog } from '../services/catalog.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { entitledUser } from '../test/commerce.ts';
import { restoreList, runCatalogCleanup, setCleanupLevel } from './catalogCleanup.ts';
import { runCatalogMaintenance } from './catalogMaintenance.ts';
import { expireTopAds, promoteProduct } from './topAdsExpiry.ts';
import { DAY_MS } from '@domain/catalog/cleanup.ts';
import { highlightedProducts } from '@domain/catalog/highlighted.ts';
import { INITIAL_BROWSE, listProducts } from '@domain/catalog/browse.ts';
import { MARKETS } from '@domain/markets/countries.ts';

const T0 = Date.UTC(2026, 0, 1, 10);
const LEVEL1_URL = MARKETS.us.catalogCleanup.level1.superCategories[0]!;

let app: TestApp;
let live: typeof products.$inferSelect;
let liveSuperUrl: string;
let liveCategoryUrl: string;
let db: TestApp['testDb']['database']['db'];

/** A super-category list of the us site with one category and one product using a seeded product's questions. */
async function addList(url: string, cleanupLevel: number | null, categoryUrl: string, productNameUrl: string): Promise<string> {
  const [sc] = await db.insert(superCategories).values({ tenant: 'eq', country: 'us', url, title: url, cleanupLevel, updatedAt: new Date(T0) }).returning();
  const [category] = await db.insert(categories).values({ superCategoryId: sc!.id, url: categoryUrl, title: categoryUrl }).returning();
  const productId = `us-${url}-${productNameUrl}`;
  const { productId: _id, categoryId: _c, productNameUrl: _p, catalogUpdateDate: _d, ...rest } = live;
  await db.insert(products).values({ ...rest, productId, categoryId: category!.id, productNameUrl, catalogUpdateDate: new Date(T0) });
  return productId;
}

const retiredUrls = async () =>
  (await db.select({ url: superCategories.url }).from(superCategories).where(and(eq(superCategories.country, 'us'), eq(superCategories.tenant, 'eq')))).length -
  (await db.select({ url: superCategories.url }).from(superCategories).where(and(eq(superCategories.country, 'us'), eq(superCategories.tenant, 'eq'), isNull(superCategories.retiredAt)))).length;

let level1Product: string;
let level2Product: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  db = app.testDb.database.db;
  const [row] = await db
    .select({ product: products, superUrl: superCategories.url, categoryUrl: categories.url })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(superCategories, eq(categories.superCategoryId, superCategories.id))
    .where(and(eq(products.tenant, 'eq'), eq(products.country, 'us'), eq(products.kind, 'full-product')))
    .limit(1);
  live = row!.product;
  liveSuperUrl = row!.superUrl;
  liveCategoryUrl = row!.categoryUrl;
  level1Product = await addList(LEVEL1_URL, null, liveCategoryUrl, 'interview-prep');
  level2Product = await addList('old-list', 2, 'misc', 'old-product');
});
afterAll(() => app.close());

describe('catalog cleanup', () => {
  it('retires a level-1 list 30 days after its last update and a level-2 list after 180; a dry run changes nothing', async () => {
    expect(Object.keys(await readCatalog(db, 'eq', 'us', T0))).toEqual(expect.arrayContaining([LEVEL1_URL, 'old-list']));
    expect(await runCatalogCleanup(db, { now: T0 + 30 * DAY_MS - 1 })).toEqual([]);

    const planned = await runCatalogCleanup(db, { now: T0 + 30 * DAY_MS, dryRun: true });
    expect(planned.map((list) => [list.url, list.level])).toEqual([[LEVEL1_URL, 1]]);
    expect(await retiredUrls()).toBe(0);

    // An update to one of its products (day 10) starts its 30 days over.
    await db.update(products).set({ catalogUpdateDate: new Date(T0 + 10 * DAY_MS) }).where(eq(products.productId, level1Product));
    expect(await runCatalogCleanup(db, { now: T0 + 30 * DAY_MS })).toEqual([]);

    // The catalog.maintenance job runs the same work with its clock.
    await runCatalogMaintenance(db, app.fastify.log, T0 + 40 * DAY_MS);
    expect(await retiredUrls()).toBe(1);
    expect(Object.keys(await readCatalog(db, 'eq', 'us', T0 + 40 * DAY_MS))).not.toContain(LEVEL1_URL);

    expect(await runCatalogCleanup(db, { now: T0 + 180 * DAY_MS - 1 })).toEqual([]);
    expect((await runCatalogCleanup(db, { now: T0 + 180 * DAY_MS })).map((list) => [list.url, list.level])).toEqual([['old-list', 2]]);
    expect(await runCatalogCleanup(db, { now: T0 + 400 * DAY_MS })).toEqual([]);
    expect(await retiredUrls()).toBe(2);
  });

  it('serves no retired list, answers 301 on a retired product page, and still serves its questions', async () => {
    const catalog = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=us')).json<Record<string, unknown>>();
    expect(Object.keys(catalog)).not.toContain(LEVEL1_URL);
    expect(Object.keys(catalog)).not.toContain('old-list');
    expect(Object.keys(catalog)).toContain(liveSuperUrl);

    const toCategory = await app.fastify.inject(`/us/${LEVEL1_URL}/${liveCategoryUrl}/interview-prep/quiz`);
    expect(toCategory.statusCode).toBe(301);
    expect(toCategory.headers.location).toBe(`/us?${new URLSearchParams({ sc: liveSuperUrl, cat: `${liveSuperUrl}/${liveCategoryUrl}` }).toString()}`);
    const toSite = await app.fastify.inject('/us/old-list/misc/old-product/quiz?mode=exam');
    expect(toSite.statusCode).toBe(301);
    expect(toSite.headers.location).toBe('/us');
    const livePage = await app.fastify.inject(`/us/${liveSuperUrl}/${liveCategoryUrl}/${live.productNameUrl}/quiz`);
    expect(livePage.statusCode).not.toBe(301);

    expect((await app.fastify.inject(`/api/2.0/eq/buy/getProduct?productId=${level2Product}`)).statusCode).toBe(404);
    const sitemap = (await app.fastify.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/us/${liveSuperUrl}/${liveCategoryUrl}/${live.productNameUrl}/quiz`);
    expect(sitemap).not.toContain(`/us/${LEVEL1_URL}/`);
    expect(sitemap).not.toContain('/us/old-list/');
    // Its owner still reaches its questions; nobody else does.
    expect((await app.fastify.inject(`/api/2.0/eq/products/${level1Product}/questions`)).statusCode).toBe(401);
    const owner = await entitledUser(app, [level1Product]);
    const questions = await app.fastify.inject({ url: `/api/2.0/eq/products/${level1Product}/questions`, headers: owner.headers });
    expect(questions.statusCode).toBe(200);
    expect(questions.json<{ questions: unknown[] }>().questions.length).toBe(live.questionCount);
  });
});

describe('catalog cleanup by hand', () => {
  it('an operator can serve a retired list again and take a list out of the cleanup', async () => {
    const oldList = { tenant: 'eq', country: 'us', url: 'old-list' };
    expect(await setCleanupLevel(db, oldList, 0)).toBe(true);
    expect(await restoreList(db, oldList, T0 + 400 * DAY_MS)).toBe(true);
    expect(await restoreList(db, { ...oldList, url: 'no-such-list' }, T0)).toBe(false);
    expect(Object.keys(await readCatalog(db, 'eq', 'us', T0 + 400 * DAY_MS))).toContain('old-list');
    expect((await app.fastify.inject('/us/old-list/misc/old-product/quiz')).statusCode).not.toBe(301);
    expect(await runCatalogCleanup(db, { now: T0 + 4000 * DAY_MS })).toEqual([]);
  });
});

describe('top ads', () => {
  it('a product promoted on day 1 is highlighted first through day 7 and dropped on day 8', async () => {
    const until = await promoteProduct(db, live.productId, T0);
    expect(until).toEqual(new Date(T0 + 7 * DAY_MS));
    const highlightedAt = async (now: number) => highlightedProducts(listProducts(await readCatalog(db, 'eq', 'us', now)), INITIAL_BROWSE, now).map((p) => p.productId);
    expect((await highlightedAt(T0 + 7 * DAY_MS - 1))[0]).toBe(live.productId);
    const servedAt = async (now: number) => listProducts(await readCatalog(db, 'eq', 'us', now)).find((p) => p.productId === live.productId)!;
    expect((await servedAt(T0 + 7 * DAY_MS - 1)).topAdUntil).toBe(new Date(T0 + 7 * DAY_MS).toISOString());
    expect((await servedAt(T0 + 7 * DAY_MS)).topAdUntil).toBeUndefined();
    if (!live.popularProduct) expect(await highlightedAt(T0 + 7 * DAY_MS)).not.toContain(live.productId);

    expect(await expireTopAds(db, { now: T0 + 7 * DAY_MS - 1 })).toEqual([]);
    expect(await expireTopAds(db, { now: T0 + 7 * DAY_MS, dryRun: true })).toEqual([live.productId]);
    expect(await db.select().from(topAds)).toHaveLength(1);
    expect(await expireTopAds(db, { now: T0 + 7 * DAY_MS })).toEqual([live.productId]);
    expect(await db.select().from(topAds)).toHaveLength(0);
  });

  it('the catalog route marks a product promoted 6 days ago and not one promoted 8 days ago', async () => {
    const [fresh, stale] = await db.select().from(products).where(and(eq(products.tenant, 'eq'), eq(products.country, 'de'))).limit(2);
    await promoteProduct(db, fresh!.productId, Date.now() - 6 * DAY_MS);
    await promoteProduct(db, stale!.productId, Date.now() - 8 * DAY_MS);
    const catalog = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=de')).json<Parameters<typeof listProducts>[0]>();
    const served = new Map(listProducts(catalog).map((p) => [p.productId, p]));
    expect(Date.parse(served.get(fresh!.productId)!.topAdUntil!)).toBeGreaterThan(Date.now());
    expect(served.get(stale!.productId)!.topAdUntil).toBeUndefined();
  });
});
