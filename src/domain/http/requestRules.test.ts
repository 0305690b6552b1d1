// Table and property tests of the request rules.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { apiBase, buildRequestHeaders, isApiPath, isAuthExempt, isSuccessStatus } from './requestRules.ts';

const API = '/api/2.0/eq';

describe('isSuccessStatus', () => {
  it.each([
    [199, false],
    [200, true],
    [204, true],
    [299, true],
    [300, false],
    [304, false],
    [401, false],
    [500, false],
    [200.5, false],
    [Number.NaN, false],
  ])('%s → %s', (status, expected) => {
    expect(isSuccessStatus(status)).toBe(expected);
  });

  it('is true exactly for 200 to 299', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (status) => {
        expect(isSuccessStatus(status)).toBe(status >= 200 && status < 300);
      }),
    );
  });
});

describe('isApiPath and apiBase', () => {
  it.each([
    [`${API}/products`, true],
    ['https://shop.example/api/2.0/cq/x', true],
    ['/us/buy', false],
    ['/locales/en.json', false],
  ])('isApiPath(%s) → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });

  it.each([
    ['eq', '/api/2.0/eq'],
    ['cq', '/api/2.0/cq'],
  ] as const)('apiBase(%s) → %s', (tenant, expected) => {
    expect(apiBase(tenant)).toBe(expected);
  });
});

describe('isAuthExempt', () => {
  it.each([
    [`${API}/products/USAWS01/config/load/guest`, 'GET', true],
    [`${API}/user/signup`, 'POST', true],
    [`${API}/oauth/token`, 'POST', true],
    [`${API}/buy/getProduct?product=x`, 'GET', true],
    [`${API}/buy/getProductCatalog`, 'GET', true],
    [`${API}/ai/topics`, 'GET', true],
    [`${API}/ai/topics`, 'get', true],
    [`${API}/ai/topics`, 'POST', false], // only the GET is exempt
    [`${API}/products/USAWS01/tests/t1/save`, 'POST', true],
    [`${API}/products/USAWS01/tests/t1/saveAsync`, 'POST', true],
    [`${API}/products/USAWS01/tests/t1/saveAsync?v=2`, 'POST', true],
    [`${API}/i18n/country-languages-web`, 'GET', true],
    // not exempt
    [`${API}/products/USAWS01/tests/t1/saveStatus/u1`, 'POST', false],
    [`${API}/products/USAWS01/tests/t1/init/u1`, 'POST', false],
    [`${API}/products/USAWS01/tests/u1/practice`, 'GET', false],
    [`${API}/products/USAWS01/config/save/u1`, 'POST', false],
    [`${API}/products/USAWS01/config/load/u1`, 'GET', false],
    [`${API}/products/USAWS01/config/load/guestbook`, 'GET', false],
    [`${API}/buy/getProductPrices`, 'GET', false],
    [`${API}/oauth/revoke-token`, 'GET', false],
    [`${API}/products/x?next=/user/signup`, 'GET', false], // the query does not count
  ])('%s %s → %s', (url, method, expected) => {
    expect(isAuthExempt(url, method)).toBe(expected);
  });
});

describe('buildRequestHeaders', () => {
  const base = { country: 'us', accessToken: 'tok', xsrfToken: 'xsrf' };
  const noCache = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

  it.each<[string, Parameters<typeof buildRequestHeaders>[0], Record<string, string>]>([
    [
      'an API read gets no-cache, country and bearer',
      { ...base, url: `${API}/products/USAWS01/config/load/u1`, method: 'GET' },
      { ...noCache, 'x-country': 'us', Authorization: 'Bearer tok' },
    ],
    [
      'an API write also gets the XSRF header',
      { ...base, url: `${API}/products/USAWS01/config/save/u1`, method: 'POST' },
      { ...noCache, 'x-country': 'us', Authorization: 'Bearer tok', 'x-xsrf-token': 'xsrf' },
    ],
    [
      'an exempt API call has no bearer',
      { ...base, url: `${API}/oauth/token`, method: 'POST' },
      { ...noCache, 'x-country': 'us', 'x-xsrf-token': 'xsrf' },
    ],
    [
      'a DELETE is state-changing',
      { ...base, url: `${API}/products/P/config/delete/u1/exam`, method: 'delete' },
      { ...noCache, 'x-country': 'us', Authorization: 'Bearer tok', 'x-xsrf-token': 'xsrf' },
    ],
    [
      'no token, no country, no xsrf',
      { url: `${API}/products`, method: 'GET', country: null, accessToken: null, xsrfToken: null },
      noCache,
    ],
    ['absent fields send nothing', { url: `${API}/x`, method: 'POST' }, noCache],
    ['a blank token sends no bearer', { ...base, accessToken: '  ', url: `${API}/x`, method: 'GET' }, { ...noCache, 'x-country': 'us' }],
    ['a non-API read gets nothing', { ...base, url: '/locales/en.json', method: 'GET' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(buildRequestHeaders(input)).toEqual(expected);
  });
});
