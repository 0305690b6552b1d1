// Table tests of the link builders.
import { describe, it, expect } from 'vitest';
import { cqLegacyRedirect, rewriteCqLegacy } from './routes/cqLegacy.ts';
import { buyLink, testConfigLink, usesDynamicBuy, type BuyLinkInput, type TestConfigLinkInput } from './links.ts';

const slugs: Record<string, string> = { us: 'test-config', de: 'test-konfiguration', en: 'test-config' };
const pagePath = (country: string) => slugs[country] ?? 'test-config';

describe('testConfigLink', () => {
  it.each<[string, Omit<TestConfigLinkInput, 'pagePath'>, string]>([
    ['country from the product id', { productId: 'USAWS01', tenant: 'eq' }, '/us/test-config?productId=USAWS01'],
    ['localised page of that country', { productId: 'DEKFZ22', tenant: 'eq' }, '/de/test-konfiguration?productId=DEKFZ22'],
    ['en on the certification tenant', { productId: 'DEKFZ22', tenant: 'cq' }, '/en/test-config?productId=DEKFZ22'],
    ['with mode', { productId: 'USAWS01', tenant: 'eq', mode: 'exam' }, '/us/test-config?productId=USAWS01&mode=exam'],
    [
      'with mode and reset',
      { productId: 'USAWS01', tenant: 'eq', mode: 'practice', operation: 'reset' },
      '/us/test-config?productId=USAWS01&mode=practice&operation=reset',
    ],
    ['query value encoded', { productId: 'US A&B', tenant: 'eq' }, '/us/test-config?productId=US+A%26B'],
    ['blank product id gives no link', { productId: '  ', tenant: 'eq' }, ''],
  ])('%s', (_name, input, expected) => {
    expect(testConfigLink({ ...input, pagePath })).toBe(expected);
  });

  it('passes the derived country to the slug lookup and trims its slashes', () => {
    const asked: string[] = [];
    const link = testConfigLink({ productId: 'GBPMP01', tenant: 'eq', pagePath: (c) => { asked.push(c); return '/test-config/'; } });
    expect(asked).toEqual(['gb']);
    expect(link).toBe('/gb/test-config?productId=GBPMP01');
  });
});

describe('usesDynamicBuy', () => {
  it.each([
    ['19.99', true],
    ['1-PRODUCT-EXPIRE', true],
    ['0', false],
    ['0-FREE', false],
    [' 0.00', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (label, expected) => {
    expect(usesDynamicBuy(label)).toBe(expected);
  });
});

describe('buyLink', () => {
  const base: BuyLinkInput = {
    superCategory: 'it-certifications',
    category: 'aws',
    product: 'aws-practitioner',
    pricingLabel: '19.99',
    buyPath: '/us/buy',
    dynamicBuyPath: '/us/buy-product',
  };
  it.each<[string, Partial<BuyLinkInput>, string]>([
    ['priced product goes to dynamic buy', {}, '/us/buy-product?super_category=it-certifications&category=aws&product=aws-practitioner'],
    ['a label starting with 0 goes to plain buy', { pricingLabel: '0' }, '/us/buy?super_category=it-certifications&category=aws&product=aws-practitioner'],
    ['no price goes to plain buy', { pricingLabel: undefined }, '/us/buy?super_category=it-certifications&category=aws&product=aws-practitioner'],
    ['values are encoded', { product: 'a b&c=d' }, '/us/buy-product?super_category=it-certifications&category=aws&product=a+b%26c%3Dd'],
    ['missing super category', { superCategory: undefined }, ''],
    ['missing category', { category: undefined }, ''],
    ['missing product', { product: undefined }, ''],
    ['blank product', { product: ' ' }, ''],
    [
      'cq rewrites legacy pdf values',
      { tenant: 'cq', superCategory: 'pdf', category: 'cloud-pdf', product: 'cloud-fundamentals-pdf' },
      '/us/buy-product?super_category=dumps&category=cloud-exam&product=cloud-fundamentals-dumps',
    ],
    ['eq keeps them', { tenant: 'eq', superCategory: 'pdf', category: 'cloud-pdf', product: 'x-pdf' }, '/us/buy-product?super_category=pdf&category=cloud-pdf&product=x-pdf'],
  ])('%s', (_name, change, expected) => {
    expect(buyLink({ ...base, ...change })).toBe(expected);
  });
});

describe('rewriteCqLegacy', () => {
  it.each([
    [
      { superCategory: 'pdf', category: 'cisco-pdf', product: 'ccna-pdf' },
      { superCategory: 'dumps', category: 'cisco-exam', product: 'ccna-dumps' },
    ],
    [
      { superCategory: 'certification', category: 'cisco', product: 'ccna' },
      { superCategory: 'certification', category: 'cisco', product: 'ccna' },
    ],
    [
      { superCategory: 'pdfs', category: 'pdf-cisco', product: 'pdf' }, // only the exact value and the suffix
      { superCategory: 'pdfs', category: 'pdf-cisco', product: 'pdf' },
    ],
    [
      { superCategory: undefined, category: undefined, product: undefined },
      { superCategory: undefined, category: undefined, product: undefined },
    ],
  ])('%o → %o', (parts, expected) => {
    expect(rewriteCqLegacy(parts)).toEqual(expected);
  });
});

describe('cqLegacyRedirect', () => {
  it.each([
    ['/us/pdf/cloud-pdf/cloud-fundamentals-pdf/quiz', '/us/dumps/cloud-exam/cloud-fundamentals-dumps/quiz'],
    ['/en/pdf/cloud-pdf/x/quiz?mode=exam', '/en/dumps/cloud-exam/x/quiz?mode=exam'],
    ['/us/dumps/cloud-exam/cloud-fundamentals-dumps/quiz', null],
    ['/us/pdf/cloud-pdf', null],
    ['/us/', null],
    // Never anywhere but a path of this host: no backslash or encoded one, no unknown site.
    ['/\\evil.com/pdf/a-pdf/b-pdf/quiz', null],
    ['/%5Cevil.com/pdf/a-pdf/b-pdf/quiz', null],
    ['/evil.com/pdf/a-pdf/b-pdf/quiz', null],
    ['/us/pdf/a-pdf/b-pdf/quiz?next=//evil.com', '/us/dumps/a-exam/b-dumps/quiz?next=//evil.com'],
  ])('%s → %s', (url, expected) => {
    expect(cqLegacyRedirect(url)).toBe(expected);
  });
});
