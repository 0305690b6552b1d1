import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../markets/types.ts';
import { CANONICAL_PAGE_PATHS, toBrowserPath, toRouterPath, type RoutedPageKey } from './canonicalPaths.ts';
import { pagePath } from './slugs.ts';

describe('the router path of a page and back', () => {
  it.each([
    ['/at/kaufen', '/at/buy'],
    ['/at/kaufen.html', '/at/buy'],
    ['/de/suche/', '/de/search'],
    ['/de/test-konfiguration', '/de/test-config'],
    ['/us/buy.html', '/us/buy'],
    ['/us/auth/signin.html', '/us/auth/signin'],
    ['/br/auth/forgot-password', '/br/auth/forgot-password'],
    ['/us/', '/us/'],
    ['/us', '/us'],
    ['/us/it-certification/cloud/cloud-fundamentals/quiz', '/us/it-certification/cloud/cloud-fundamentals/quiz'],
    ['/xx/kaufen', '/xx/kaufen'],
    ['/us/no-such-page', '/us/no-such-page'],
  ])('%s is routed as %s', (browser, router) => {
    expect(toRouterPath(browser, 'eq')).toBe(router);
  });

  it.each([
    ['/at/buy', '/at/kaufen'],
    ['/de/search', '/de/suche/'],
    ['/us/test-config', '/us/test-config'],
    ['/us/auth/signin', '/us/auth/signin'],
    ['/us/', '/us/'],
    ['/us/it-certification/cloud/cloud-fundamentals/quiz', '/us/it-certification/cloud/cloud-fundamentals/quiz'],
  ])('%s shows as %s', (router, browser) => {
    expect(toBrowserPath(router, 'eq')).toBe(browser);
  });

  it('keeps the certification tenant’s en segment', () => {
    expect(toRouterPath('/en/buy.html', 'cq')).toBe('/en/buy');
    expect(toBrowserPath('/en/test-config', 'cq')).toBe('/en/test-config');
  });

  it('round-trips every page of every country: the shown path routes to the same page', () => {
    for (const country of COUNTRY_CODES) {
      for (const [key, canonical] of Object.entries(CANONICAL_PAGE_PATHS)) {
        const shown = toBrowserPath(`/${country}/${canonical}`, 'eq');
        expect(shown).toBe(pagePath(country, key as RoutedPageKey, { html: false }));
        expect(toRouterPath(shown, 'eq')).toBe(`/${country}/${canonical}`);
      }
    }
  });
});
