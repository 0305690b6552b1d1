import { describe, expect, it } from 'vitest';
import { cacheUrlsMessage, catalogUrl, keptOnDevice, pageNeeds, questionsUrl, workerKeeps } from './pageNeeds.ts';

describe('pageNeeds', () => {
  it.each([
    ['a catalog page', { kind: 'catalog', tenant: 'eq', country: 'de' } as const, [{ url: '/api/2.0/eq/buy/getProductCatalog?country=de', signed: false }]],
    [
      'a product page showing its bank',
      { kind: 'product', tenant: 'eq', country: 'us', productId: 'cloud-fundamentals', bankShown: true } as const,
      [
        { url: '/api/2.0/eq/buy/getProductCatalog?country=us', signed: false },
        { url: '/api/2.0/eq/products/cloud-fundamentals/questions', signed: true },
        { url: '/api/2.0/eq/buy/getProduct?productId=cloud-fundamentals', signed: false },
      ],
    ],
    ['a product page showing the buy offer', { kind: 'product', tenant: 'cq', country: 'in', productId: 'p 1', bankShown: false } as const, [{ url: '/api/2.0/cq/buy/getProductCatalog?country=in', signed: false }]],
  ])('%s', (_, page, expected) => {
    expect(pageNeeds(page)).toEqual(expected);
  });

  it('every need is a read the service worker keeps, under the name its routes match', () => {
    expect(workerKeeps(catalogUrl('eq', 'us'))).toBe(true);
    expect(workerKeeps(questionsUrl('cq', 'a/b'))).toBe(true);
    expect(workerKeeps('/api/2.0/eq/buy/getProduct?productId=x')).toBe(true);
    expect(workerKeeps('/api/2.0/eq/exam-state/u/p')).toBe(false);
    expect(workerKeeps('/api/2.0/eq/products/x/tests/u/exam')).toBe(false);
  });
});

describe('cacheUrlsMessage', () => {
  it('hands only kept reads, each with its headers when it has some', () => {
    const headers = (need: { signed: boolean }): Record<string, string> => (need.signed ? { Authorization: 'Bearer t' } : {});
    expect(
      cacheUrlsMessage(
        [
          { url: catalogUrl('eq', 'us'), signed: false },
          { url: questionsUrl('eq', 'p'), signed: true },
          { url: '/api/2.0/eq/exam-state/u/p', signed: true },
        ],
        headers,
      ),
    ).toEqual({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['/api/2.0/eq/buy/getProductCatalog?country=us', ['/api/2.0/eq/products/p/questions', { headers: { Authorization: 'Bearer t' } }]] },
    });
  });

  it('is null when nothing is left to hand over', () => {
    expect(cacheUrlsMessage([], () => ({}))).toBeNull();
    expect(cacheUrlsMessage([{ url: '/api/2.0/eq/orders/u', signed: true }], () => ({}))).toBeNull();
  });
});

describe('keptOnDevice', () => {
  it('reads the countries and products of one tenant from the cache keys', () => {
    const urls = [
      'http://localhost:3000/api/2.0/eq/buy/getProductCatalog?country=us',
      'http://localhost:3000/api/2.0/eq/buy/getProductCatalog?country=it',
      'http://localhost:3000/api/2.0/cq/buy/getProductCatalog?country=de',
      'http://localhost:3000/api/2.0/eq/products/cloud%20demo/questions',
      'http://localhost:3000/api/2.0/eq/i18n/country-languages-web',
      'http://localhost:3000/assets/index-abc.js',
    ];
    expect(keptOnDevice(urls, 'eq')).toEqual({ countries: ['it', 'us'], productIds: ['cloud demo'] });
    expect(keptOnDevice(urls, 'cq')).toEqual({ countries: ['de'], productIds: [] });
  });
});
