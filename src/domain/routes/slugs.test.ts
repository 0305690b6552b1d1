// Table and property tests of the routes table (SPEC §2).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, ENVIRONMENTS } from '../markets/types.ts';
import {
  COMBINED_SLUGS, COUNTRY_SLUGS, PREVIEW_QUIZ_SLUG, hasHeaderMargin, isQuizRoute, pageAvailable, pagePath, pageSlug,
  resolvePage, showsComingSoon, stripHtml,
} from './slugs.ts';
import { ENGLISH_SLUGS } from './slugs/english.ts';
import { COMBINED_KEYS, PAGE_KEYS, type AnyPageKey } from './types.ts';

const ALL_KEYS: readonly AnyPageKey[] = [...PAGE_KEYS, ...COMBINED_KEYS];
const shapeOf = (slug: string) => (slug.endsWith('.html') ? 'html' : slug.endsWith('/') ? 'folder' : 'bare');

describe('slug table', () => {
  it('has the English slugs of SPEC §2', () => {
    expect(ENGLISH_SLUGS).toEqual({
      checkout: 'checkout.html', buy: 'buy.html', 'dynamic-buy': 'buy-product', 'about-us': 'about-us/',
      affiliates: 'affiliates/', 'coming-soon': 'coming-soon.html', 'contact-us': 'contact-us/',
      'cookie-policy': 'cookie-policy.html', faq: 'faq/', 'privacy-policy': 'privacy-policy.html', search: 'search/',
      'terms-and-conditions': 'terms-and-conditions.html', 'test-products': 'all-products.html',
      'trademark-and-registration': 'trademark-and-registration.html', 'work-with-us': 'careers/',
      'configured-quiz': 'configured-quiz.html', 'create-quiz': 'create-quiz.html', 'test-config': 'test-config.html',
      'my-profile': 'my-profile.html', 'secret-question': 'secret-question.html',
      'forgot-password': 'auth/forgot-password.html',
    });
    for (const code of ['in', 'mt', 'lu', 'nz', 'au', 'gb', 'ie', 'ca', 'us'] as const) {
      expect(COUNTRY_SLUGS[code]).toBe(ENGLISH_SLUGS);
    }
  });

  it('has the localized examples of SPEC §2', () => {
    expect(pageSlug('at', 'buy')).toBe('kaufen.html');
    expect(pageSlug('at', 'search')).toBe('suche/');
    expect(pageSlug('br', 'dynamic-buy')).toBe('comprar-produto');
    expect(pagePath('us', 'buy')).toBe('/us/buy.html');
  });

  it('Malta, Luxembourg and New Zealand reuse Ireland’s paths', () => {
    for (const code of ['mt', 'lu', 'nz'] as const) expect(COUNTRY_SLUGS[code]).toBe(COUNTRY_SLUGS.ie);
  });

  it('countries sharing a language share slugs', () => {
    expect(COUNTRY_SLUGS.de).toBe(COUNTRY_SLUGS.at);
    expect(COUNTRY_SLUGS.be).toBe(COUNTRY_SLUGS.nl);
    expect(COUNTRY_SLUGS.pt).toBe(COUNTRY_SLUGS.br);
    expect(COUNTRY_SLUGS.es).toBe(COUNTRY_SLUGS.mx);
  });

  it('non-English languages have their own slugs for the non-auth pages', () => {
    for (const code of ['de', 'be', 'pt', 'it', 'mx', 'fr'] as const) {
      const localized = PAGE_KEYS.filter((key) => pageSlug(code, key) !== ENGLISH_SLUGS[key]);
      expect(localized.length).toBeGreaterThanOrEqual(PAGE_KEYS.length - 2);
    }
  });

  it.each(COUNTRY_CODES)('%s: every key has a lowercase ASCII hyphenated slug of the English shape', (code) => {
    for (const key of PAGE_KEYS) {
      const slug = pageSlug(code, key);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*(\.html|\/)?$/);
      expect(shapeOf(slug)).toBe(shapeOf(ENGLISH_SLUGS[key]));
    }
  });

  it.each(COUNTRY_CODES)('%s: page slugs are unique, also without .html and trailing slash', (code) => {
    const normalized = PAGE_KEYS.map((key) => stripHtml(pageSlug(code, key)).replace(/\/$/, ''));
    expect(new Set(normalized).size).toBe(PAGE_KEYS.length);
  });

  it('combined keys: auth paths equal everywhere, bill, myProducts and homepage are the root', () => {
    expect(COMBINED_SLUGS).toEqual({
      signIn: 'auth/signin.html', signUp: 'auth/signup.html', forgotPassword: 'auth/forgot-password.html',
      resetPassword: 'auth/reset-password.html', bill: '', myProducts: '', homepage: '',
    });
    for (const code of COUNTRY_CODES) {
      expect(pagePath(code, 'homepage')).toBe(`/${code}/`);
      expect(pagePath(code, 'bill')).toBe(`/${code}/`);
      expect(pagePath(code, 'signIn')).toBe(`/${code}/auth/signin.html`);
    }
  });
});

describe('pagePath and stripHtml', () => {
  it('keeps .html by default and removes it on request', () => {
    expect(pagePath('at', 'buy')).toBe('/at/kaufen.html');
    expect(pagePath('at', 'buy', { html: false })).toBe('/at/kaufen');
    expect(pagePath('at', 'search', { html: false })).toBe('/at/suche/');
    expect(pagePath('br', 'dynamic-buy', { html: false })).toBe('/br/comprar-produto');
  });

  it('strips only a final .html, before any query or hash', () => {
    expect(stripHtml('/us/buy.html')).toBe('/us/buy');
    expect(stripHtml('/us/buy.html?product=x')).toBe('/us/buy?product=x');
    expect(stripHtml('/us/buy.html#top')).toBe('/us/buy#top');
    expect(stripHtml('/us/html.htmlx')).toBe('/us/html.htmlx');
    expect(stripHtml('/us/faq/')).toBe('/us/faq/');
  });
});

describe('resolvePage', () => {
  it('resolves the brief’s examples', () => {
    expect(resolvePage('at', 'kaufen')).toBe('buy');
    expect(resolvePage('at', 'kaufen.html')).toBe('buy');
    expect(resolvePage('at', 'suche')).toBe('search');
    expect(resolvePage('at', 'suche/')).toBe('search');
    expect(resolvePage('de', 'auth/signin')).toBe('signIn');
    expect(resolvePage('de', '')).toBe('homepage');
    expect(resolvePage('de', '/')).toBe('homepage');
    expect(resolvePage('us', 'buy.html?super_category=a')).toBe('buy');
  });

  it('returns null for unknown slugs and other languages’ slugs', () => {
    expect(resolvePage('de', 'buy.html')).toBeNull();
    expect(resolvePage('us', 'kaufen')).toBeNull();
    expect(resolvePage('us', 'some-super-category/some-category')).toBeNull();
  });

  it('forgotPassword is an alias of the forgot-password page', () => {
    expect(resolvePage('de', 'auth/forgot-password')).toBe('forgot-password');
    expect(pageSlug('de', 'forgotPassword')).toBe(pageSlug('de', 'forgot-password'));
  });

  it.each(COUNTRY_CODES)('%s: every key round-trips with and without .html', (code) => {
    for (const key of ALL_KEYS) {
      const slug = pageSlug(code, key);
      for (const rest of [slug, stripHtml(slug)]) {
        const resolved = resolvePage(code, rest);
        expect(resolved).not.toBeNull();
        if (resolved !== null) expect(pageSlug(code, resolved)).toBe(slug);
        if (!['bill', 'myProducts', 'forgotPassword'].includes(key)) expect(resolved).toBe(key);
      }
    }
  });

  it('property: any page key, any country, any spelling of the path resolves back to that key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.constantFrom(...PAGE_KEYS),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (code, key, html, trailingSlash, leadingSlash) => {
          const bare = stripHtml(pageSlug(code, key)).replace(/\/$/, '');
          const rest = `${leadingSlash ? '/' : ''}${bare}${html ? '.html' : ''}${trailingSlash ? '/' : ''}`;
          expect(resolvePage(code, rest)).toBe(key);
          expect(resolvePage(code, stripHtml(pagePath(code, key, { html })).slice(`/${code}/`.length))).toBe(key);
        },
      ),
    );
  });
});

describe('header margin', () => {
  it('the product quiz route has no header margin', () => {
    expect(isQuizRoute('/de/it-zertifizierung/aws/aws-saa-c03/quiz', 'de')).toBe(true);
    expect(hasHeaderMargin('/de/it-zertifizierung/aws/aws-saa-c03/quiz', 'de')).toBe(false);
    expect(hasHeaderMargin('/us/sc/cat/product/quiz/', 'us')).toBe(false);
    expect(hasHeaderMargin('/us/sc/cat/product/quiz?mode=exam', 'us')).toBe(false);
  });

  it('other product routes keep the margin', () => {
    expect(hasHeaderMargin('/us/sc/cat/product', 'us')).toBe(true);
    expect(hasHeaderMargin('/us/sc/cat/quiz', 'us')).toBe(true);
    expect(hasHeaderMargin('/us/sc/cat/product/quiz/extra', 'us')).toBe(true);
  });

  it.each(COUNTRY_CODES)('%s: special pages have none, ordinary pages have it', (code) => {
    for (const key of ['secret-question', 'configured-quiz', 'create-quiz'] as const) {
      expect(hasHeaderMargin(pagePath(code, key), code)).toBe(false);
      expect(hasHeaderMargin(pagePath(code, key, { html: false }), code)).toBe(false);
    }
    expect(hasHeaderMargin(`/${code}/${PREVIEW_QUIZ_SLUG}`, code)).toBe(false);
    expect(hasHeaderMargin(stripHtml(`/${code}/${PREVIEW_QUIZ_SLUG}`), code)).toBe(false);
    for (const key of ['buy', 'search', 'faq', 'homepage', 'signIn', 'test-config'] as const) {
      expect(hasHeaderMargin(pagePath(code, key), code)).toBe(true);
    }
  });
});

describe('availability', () => {
  it('coming-soon shows for be and nl in every environment, nowhere else', () => {
    for (const env of ENVIRONMENTS) {
      for (const code of COUNTRY_CODES) {
        expect(showsComingSoon(code, env)).toBe(code === 'be' || code === 'nl');
      }
    }
    expect(pageAvailable('be', 'coming-soon')).toBe(true);
    expect(pageAvailable('us', 'coming-soon')).toBe(false);
  });

  it('create-quiz exists only where AI demo topics are active', () => {
    expect(pageAvailable('de', 'create-quiz')).toBe(true);
    expect(pageAvailable('in', 'create-quiz')).toBe(true);
    expect(pageAvailable('nl', 'create-quiz')).toBe(false);
    expect(pageAvailable('mt', 'create-quiz')).toBe(false);
    expect(pageAvailable('mt', 'buy')).toBe(true);
  });
});
