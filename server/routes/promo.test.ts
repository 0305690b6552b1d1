// GET buy/promo: known codes in countries with promos, their products and prices; unknown, expired and disabled
// countries answer 404 unknown_promo; bad input is a 4xx, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { api } from '../test/auth.ts';
import { cloudProduct } from '../test/exam.ts';
import type { Catalog, CatalogProduct } from '@domain/catalog/types.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { PromoDiscount } from '@domain/catalog/promoDiscount.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const promo = (query: string, tenant: Tenant = 'eq', headers: Record<string, string> = {}) => app.fastify.inject({ url: `${api('buy/promo', tenant)}?${query}`, headers });

async function catalogOf(country: string, tenant: Tenant = 'eq'): Promise<{ catalog: Catalog; products: CatalogProduct[] }> {
  const catalog = (await app.fastify.inject(`${api('buy/getProductCatalog', tenant)}?country=${country}`)).json<Catalog>();
  const products = Object.values(catalog).flatMap((s) => Object.values(s.categories).flatMap((c) => c.products));
  return { catalog, products };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('GET buy/promo', () => {
  it('WELCOME10 takes 10 % off every paid full product of India, whatever the case and spaces of the code', async () => {
    const response = await promo(`code=${encodeURIComponent(' welcome10 ')}&country=in`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<PromoDiscount>();
    const { products } = await catalogOf('in');
    const full = products.filter((p) => p.kind === 'full-product' && p.pricing.amountMinor > 0);
    expect(full.length).toBeGreaterThan(0);
    expect(body).toMatchObject({ promoCode: 'WELCOME10', percentOff: 10, explicitPromoProductIds: [] });
    expect(sorted(body.productIds)).toEqual(sorted(full.map((p) => p.productId)));
    for (const product of full) expect(body.updatedPrices[product.productId]).toBe(Math.round(product.pricing.amountMinor * 0.9));
  });

  it('CERT20 takes 20 % off the paid products of the first super category in Brazil', async () => {
    const body = (await promo('code=CERT20&country=br')).json<PromoDiscount>();
    const { catalog, products } = await catalogOf('br');
    const [first] = Object.entries(catalog).sort(([a, x], [b, y]) => y.popularity - x.popularity || a.localeCompare(b))[0]!;
    const expected = products.filter((p) => p.superCategoryUrl === first && p.pricing.amountMinor > 0);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(body.productIds)).toEqual(sorted(expected.map((p) => p.productId)));
    expect(body.updatedPrices[expected[0]!.productId]).toBe(Math.round(expected[0]!.pricing.amountMinor * 0.8));
  });

  it('names the explicit products of a code for one product, and takes the country from the x-country header', async () => {
    const body = (await promo('code=CLOUD15', 'eq', { 'x-country': 'in' })).json<PromoDiscount>();
    expect(body.productIds).toEqual([cloudProduct('in')]);
    expect(body.explicitPromoProductIds).toEqual([cloudProduct('in')]);
  });

  it('keeps tenants apart', async () => {
    const body = (await promo('code=WELCOME10&country=in', 'cq')).json<PromoDiscount>();
    expect(body.productIds.length).toBeGreaterThan(0);
    expect(body.productIds.every((id) => id.includes('-cq-'))).toBe(true);
  });

  it.each([
    ['an unknown code', 'code=NOPE&country=in'],
    ['an expired code', 'code=SUMMER25&country=in'],
    ['a country without promos', 'code=WELCOME10&country=de'],
    ['a hostile code', `code=${encodeURIComponent("'; drop table products; --")}&country=br`],
    ['a prototype key', 'code=__proto__&country=br'],
  ])('answers %s with 404 unknown_promo', async (_name, query) => {
    const response = await promo(query);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'unknown_promo', message: expect.any(String) });
  });

  it.each([
    ['no code', 'country=in'],
    ['an empty code', 'code=&country=in'],
    ['a code of 41 characters', `code=${'A'.repeat(41)}&country=in`],
    ['an unknown country', 'code=WELCOME10&country=zz'],
    ['no country at all', 'code=WELCOME10'],
    ['an unknown parameter', 'code=WELCOME10&country=in&percent=100'],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await promo(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('guessing promo codes', () => {
  const from = (remoteAddress: string, code: string) => app.fastify.inject({ url: `${api('buy/promo')}?code=${code}&country=in`, remoteAddress });

  it('meets a 429 with Retry-After after 20 wrong codes from one address; valid codes and other addresses are not held back', async () => {
    const guesser = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await from(guesser, `GUESS${i}`)).statusCode).toBe(404);
    // A valid code in between neither counts nor wipes the wrong ones.
    expect((await from(guesser, 'WELCOME10')).statusCode).toBe(200);
    for (let i = 10; i < 20; i++) expect((await from(guesser, `GUESS${i}`)).statusCode).toBe(404);

    const blocked = await from(guesser, 'GUESS20');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ error: 'too_many_attempts', message: expect.stringContaining('Try again'), retry_after_s: Number(blocked.headers['retry-after']) });
    expect((await from('203.0.113.8', 'WELCOME10')).statusCode).toBe(200);
  });
});
