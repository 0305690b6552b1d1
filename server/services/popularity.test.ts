// Popularity (issue 15): sales and attempts counted per product and day, summed over the country's window with a
// controllable clock (Italy 7 days, 14 elsewhere), driving the catalog's popularity, order and "popular" mark; an
// attempt counts once through the real exam sync, in its transaction; a sale is counted by the order's fulfilment,
// once however often it is settled, and only if its transaction commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { cloudDemo, cloudProduct, entries, networkingProduct, startEvent, syncCall } from '../test/exam.ts';
import { recentProducts } from '../db/schema.ts';
import { insertPendingOrder } from '../test/pendingOrder.ts';
import { fulfil } from '../commerce/fulfil.ts';
import { NO_DELIVERY } from '../mail/queueMail.ts';
import { readCatalog } from './catalog.ts';
import { popularityCounts, recordAttempt } from './popularity.ts';
import { listProducts } from '@domain/catalog/browse.ts';
import type { CountryCode } from '@domain/markets/types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2031, 5, 30, 12));
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const db = () => app.testDb.database.db;

/** A new learner's pending order of one product of the country. */
const pendingOrder = async (productId: string, country: CountryCode): Promise<string> =>
  insertPendingOrder(db(), { userId: await insertTestUser(app), productId, country, provider: 'test', at: NOW });

const settle = (orderId: string, at: Date) => db().transaction((tx) => fulfil({ tx, publicUrl: 'https://shop.example', at, mailQueue: NO_DELIVERY }, orderId));

/** A sale as the shop counts it: an order of the product paid at `at`. */
async function sell(productId: string, country: CountryCode, at: Date): Promise<void> {
  expect(await settle(await pendingOrder(productId, country), at)).toBe('fulfilled');
}

describe('popularity window', () => {
  it('counts 7 days in Italy and 14 elsewhere, sales and attempts alike', async () => {
    for (const country of ['it', 'fr'] as const) {
      const productId = networkingProduct(country);
      await sell(productId, country, daysAgo(0));
      await recordAttempt(db(), { productId, country, at: daysAgo(6) }); // inside both windows
      await recordAttempt(db(), { productId, country, at: daysAgo(7) }); // day 8: outside Italy's
      await sell(productId, country, daysAgo(13)); // day 14: last day elsewhere
      await sell(productId, country, daysAgo(14)); // outside both
      await recordAttempt(db(), { productId, country, at: new Date(NOW.getTime() + DAY) }); // tomorrow: not yet
    }
    expect((await popularityCounts(db(), 'it', NOW)).get(networkingProduct('it'))).toBe(2);
    expect((await popularityCounts(db(), 'fr', NOW)).get(networkingProduct('fr'))).toBe(4);
    // A week later Italy's count is gone, France's is down to what happened in its last 14 days.
    const later = new Date(NOW.getTime() + 7 * DAY);
    expect((await popularityCounts(db(), 'it', later)).get(networkingProduct('it'))).toBe(1);
    expect((await popularityCounts(db(), 'fr', later)).get(networkingProduct('fr'))).toBe(3);
  });

  it('orders the catalog by it and marks the most popular, not the seeded numbers', async () => {
    const country = 'es';
    const top = cloudDemo(country);
    const second = networkingProduct(country);
    for (let i = 0; i < 3; i++) await recordAttempt(db(), { productId: top, country, at: daysAgo(1) });
    await sell(second, country, daysAgo(2));
    const list = listProducts(await readCatalog(db(), 'eq', country, NOW.getTime()));
    expect(list.slice(0, 2).map((product) => [product.productId, product.popularity, product.popularProduct])).toEqual([
      [top, 3, true],
      [second, 1, true],
    ]);
    expect(list.slice(2).every((product) => product.popularity === 0 && !product.popularProduct)).toBe(true);
  });

  it('counts a paid order once: not when its transaction rolls back, not again when it is settled twice', async () => {
    const productId = cloudProduct('pt');
    const orderId = await pendingOrder(productId, 'pt');
    await db()
      .transaction(async (tx) => {
        expect(await fulfil({ tx, publicUrl: 'https://shop.example', at: NOW, mailQueue: NO_DELIVERY }, orderId)).toBe('fulfilled');
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await popularityCounts(db(), 'pt', NOW)).get(productId)).toBeUndefined();
    expect(await settle(orderId, NOW)).toBe('fulfilled');
    expect(await settle(orderId, NOW)).toBe('already_paid');
    expect((await popularityCounts(db(), 'pt', NOW)).get(productId)).toBe(1);
  });
});

describe('an attempt through the exam sync', () => {
  it('counts once, however often the start is sent, and becomes a recently used product', async () => {
    const productId = cloudProduct('gb');
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const before = (await popularityCounts(db(), 'gb', new Date())).get(productId) ?? 0;
    const body = { clientId: 'device-popularity', entries: entries('device-popularity', productId, [startEvent(productId, userId, 5, Date.now())]) };
    expect((await syncCall(app, userId, token, body)).statusCode).toBe(200);
    expect((await syncCall(app, userId, token, body)).statusCode).toBe(200);
    expect((await popularityCounts(db(), 'gb', new Date())).get(productId)).toBe(before + 1);
    const recent = await db().select().from(recentProducts).where(eq(recentProducts.userId, userId));
    expect(recent.map((row) => row.productId)).toEqual([productId]);
  });
});

