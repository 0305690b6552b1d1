// Table tests of the country configuration against the facts SPEC §3, §4, §5, §6 and §9 state.

import { describe, expect, it } from 'vitest';
import {
  MARKETS, activeCountries, articleStartsQuiz, countriesUsingMessageLocale, countryForMessageLocale, getMarket,
  isCountryActive, tenantLocale, pageLanguage,
} from './countries.ts';
import { MOBILE_SEARCH_MAX_RESULTS, SUPPORT_EMAIL } from './constants.ts';
import { COUNTRY_CODES, ENVIRONMENTS, MESSAGE_LOCALES, type CountryCode } from './types.ts';

const ALL = COUNTRY_CODES;

describe('country availability (SPEC §4)', () => {
  it.each(ENVIRONMENTS)('nl and be are inactive in %s; every other country is active', (env) => {
    expect(isCountryActive('nl', env)).toBe(false);
    expect(isCountryActive('be', env)).toBe(false);
    expect(activeCountries(env)).toEqual(ALL.filter((code) => code !== 'nl' && code !== 'be'));
  });
});

describe('validation language (SPEC §5)', () => {
  it('is exactly the spec list, in order', () => {
    expect(ALL.map((code) => MARKETS[code].validationLang)).toEqual([
      'de-DE', 'nl-BE', 'pt-PT', 'en', 'en-MT', 'en-LU', 'it', 'es-MX', 'en-NZ', 'fr', 'es', 'pt-BR', 'de-AT',
      'en-AU', 'en-GB', 'en-IE', 'nl-NL', 'en-CA', 'en-US',
    ]);
  });

  it.each(ALL)('%s: language equals validationLang, intlLocale is a canonical full tag', (code) => {
    const market = getMarket(code);
    expect(market.language).toBe(market.validationLang);
    expect(market.intlLocale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(Intl.getCanonicalLocales(market.intlLocale)).toEqual([market.intlLocale]);
    expect(market.intlLocale.startsWith(market.validationLang.slice(0, 2))).toBe(true);
  });

  it('India validates in en and formats in en-IN', () => {
    expect(MARKETS.in.validationLang).toBe('en');
    expect(MARKETS.in.intlLocale).toBe('en-IN');
  });
});

describe('currency and price tier (SPEC §9)', () => {
  const expected: Record<CountryCode, [currency: string, symbol: string, tier: number]> = {
    de: ['EUR', '€', 1], be: ['EUR', '€', 1], pt: ['EUR', '€', 1], in: ['INR', '₹', 3], mt: ['EUR', '€', 1],
    lu: ['EUR', '€', 1], it: ['EUR', '€', 1], mx: ['MXN', '$', 4], nz: ['EUR', '$', 1], fr: ['EUR', '€', 1],
    es: ['EUR', '€', 1], br: ['BRL', 'R$', 4], at: ['EUR', '€', 1], au: ['AUD', '$', 5], gb: ['GBP', '£', 1],
    ie: ['EUR', '€', 1], nl: ['EUR', '€', 1], ca: ['CAD', '$', 5], us: ['USD', '$', 1],
  };
  it.each(ALL)('%s', (code) => {
    const { currency, currencySymbol, currencyLevelPrice } = MARKETS[code];
    expect([currency, currencySymbol, currencyLevelPrice]).toEqual(expected[code]);
  });

  it.each(ALL)('%s: AI default price tier matches the price tier', (code) => {
    expect(MARKETS[code].ai.demoTopics.defaultPriceTier).toBe(`${MARKETS[code].currencyLevelPrice}-PRODUCT-EXPIRE`);
  });

  it('India defaults to 3-PRODUCT-EXPIRE, Germany to 1-PRODUCT-EXPIRE', () => {
    expect(MARKETS.in.ai.demoTopics.defaultPriceTier).toBe('3-PRODUCT-EXPIRE');
    expect(MARKETS.de.ai.demoTopics.defaultPriceTier).toBe('1-PRODUCT-EXPIRE');
  });

  it.each(ALL)('%s: prices format with Intl in currencyFormatLocal', (code) => {
    const { currency, currencyFormatLocal } = MARKETS[code];
    const formatted = new Intl.NumberFormat(currencyFormatLocal, { style: 'currency', currency }).format(9.99);
    expect(formatted).toMatch(/9[.,]99/);
  });
});

describe('message locales and tenants', () => {
  const expected: Record<CountryCode, string> = {
    de: 'de', at: 'de', be: 'nl', nl: 'nl', pt: 'pt', br: 'pt', it: 'it', mx: 'es', es: 'es', fr: 'fr',
    in: 'en', mt: 'en', lu: 'en', nz: 'en', au: 'en', gb: 'en', ie: 'en', ca: 'en', us: 'en',
  };
  it.each(ALL)('%s', (code) => expect(MARKETS[code].messageLocale).toBe(expected[code]));

  it('the certification tenant forces en-cq; the general tenant uses the market locale', () => {
    for (const code of ALL) {
      expect(tenantLocale('cq', code)).toBe('en-cq');
      expect(tenantLocale('eq', code)).toBe(MARKETS[code].messageLocale);
    }
  });

  it('pages are in English on the certification tenant, in the market language on the general one', () => {
    expect(pageLanguage('cq', 'de')).toBe('en');
    expect(pageLanguage('eq', 'de')).toBe('de-DE');
    expect(pageLanguage('eq', 'br')).toBe('pt-BR');
  });

  it('every message locale has a home country that reads it (en-cq: the us site)', () => {
    for (const locale of MESSAGE_LOCALES) {
      const home = countryForMessageLocale(locale);
      if (locale !== 'en-cq') expect(MARKETS[home].messageLocale).toBe(locale);
    }
    expect(countryForMessageLocale('de')).toBe('de');
    expect(countriesUsingMessageLocale('es')).toEqual(['mx', 'es']);
  });
});

describe('per-country settings (SPEC §6, §9)', () => {
  it('AI demo feedback: free de, all in, full it, off elsewhere; web feedback off', () => {
    const special: Partial<Record<CountryCode, string>> = { de: 'free', in: 'all', it: 'full' };
    for (const code of ALL) {
      expect(MARKETS[code].ai.feedbackMode).toBe(special[code] ?? 'off');
      expect(MARKETS[code].ai.webFeedback).toBe(false);
    }
  });

  it('in-app purchase: on for at, gb, ie, nl, us; off for in, br, au, ca', () => {
    for (const code of ['at', 'gb', 'ie', 'nl', 'us'] as const) expect(MARKETS[code].inAppPurchase).toBe(true);
    for (const code of ['in', 'br', 'au', 'ca'] as const) expect(MARKETS[code].inAppPurchase).toBe(false);
  });

  it('sales popularity window is 14 days, 7 in Italy', () => {
    for (const code of ALL) expect(MARKETS[code].salesPopularityWindowDays).toBe(code === 'it' ? 7 : 14);
  });

  it.each(ALL)('%s: the settings that are equal everywhere', (code) => {
    const market = MARKETS[code];
    expect(market.mobilePromoBox).toEqual({
      ios: { dev: false, stage: false, prod: false },
      android: { dev: true, stage: false, prod: true },
    });
    expect(market.maxSearchResults).toBe(MOBILE_SEARCH_MAX_RESULTS);
    expect(market.maxSearchResults).toBe(200);
    expect(market.lastUsedProductsTop).toBe(5);
    expect(market.recommendations).toEqual({ homepage: 10, articles: 10 });
    expect(market.salePage).toEqual({ maxCards: 25, maxTopBarItems: -1 });
    expect(market.topAdsRetentionDays).toBe(7);
    expect(market.renameEnabled).toBe(false);
    expect(market.showDifferentSuperCategories).toBe(true);
    expect(market.catalogCleanup.level1.keepDays).toBe(30);
    expect(market.catalogCleanup.level1.superCategories.length).toBeGreaterThan(0);
    expect(market.catalogCleanup.level2).toEqual({ keepDays: 180, match: 'NA' });
    expect(market.reporting).toEqual({ questionFeedback: true, aiDemoErrors: true, simulatorFeedback: true });
    expect(market.cqIntegration).toBe(true);
    expect(market.supportEmail).toBe(SUPPORT_EMAIL);
    expect(market.url).toBe(`https://examquiz.shop/${code}`);
    expect(market.isoCode).toBe(code);
  });

  it.each(ALL)('%s: AI settings', (code) => {
    const { demoTopics, legacyDemoGeneration, questionFixing } = MARKETS[code].ai;
    expect(demoTopics).toMatchObject({
      temperature: 0.7, topP: 0.8, frequencyPenalty: 0, presencePenalty: 0, maxTokens: 4000, webSearch: true,
      userMinTopics: 3, userMaxTopics: 5, searchableTopics: 3, generatedTopics: 15, topicRetrievalFrequency: 10,
    });
    expect(demoTopics.model.length).toBeGreaterThan(0);
    expect(legacyDemoGeneration.deprecatedIn).toEqual(['prod']);
    expect(questionFixing).toEqual({
      confidencePercent: 95, backendRetryThreshold: 100, maxTokens: 4096, webSearch: true,
      automation: { fullProducts: true, freeProducts: true }, userInteraction: false, backends: ['DEV', 'PROD'],
    });
  });

  it('AI demo topics are active at least in de, it, in, us, gb, es, fr and off where coming-soon shows', () => {
    for (const code of ['de', 'it', 'in', 'us', 'gb', 'es', 'fr'] as const) {
      expect(MARKETS[code].ai.demoTopics.active).toBe(true);
    }
    expect(MARKETS.be.ai.demoTopics.active).toBe(false);
    expect(MARKETS.nl.ai.demoTopics.active).toBe(false);
  });

  it('promo is on in India and Brazil for all super-categories, off elsewhere', () => {
    for (const code of ALL) {
      const on = code === 'in' || code === 'br';
      expect(MARKETS[code].promo.enabled).toBe(on);
      if (on) expect(MARKETS[code].promo.superCategories).toBe('all');
    }
  });

  it('article start-quiz is on except the Australian super-category page', () => {
    expect(articleStartsQuiz('au', 'super-category')).toBe(false);
    expect(articleStartsQuiz('au', 'category')).toBe(true);
    for (const code of ALL.filter((c) => c !== 'au')) expect(articleStartsQuiz(code, 'super-category')).toBe(true);
  });

  it('cq super-category slug is certification-practice-test for us, gb, ie, au, ca; localized elsewhere', () => {
    const english = ['us', 'gb', 'ie', 'au', 'ca'];
    for (const code of ALL) {
      const { slug, name } = MARKETS[code].cqSuperCategory;
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(name.length).toBeGreaterThan(0);
      expect(slug === 'certification-practice-test').toBe(english.includes(code));
    }
    expect(MARKETS.de.cqSuperCategory.slug).toBe('zertifizierung-pruefungsfragen');
  });
});

describe('payment providers (SPEC §9)', () => {
  it.each(ALL)('%s: card provider on in dev and prod, second provider off everywhere', (code) => {
    const { card, secondProvider } = MARKETS[code].paymentLocales;
    expect(card.enabled).toEqual({ dev: true, stage: false, prod: true });
    expect(card.methodTypes[0]).toBe('card');
    expect(new Set(card.methodTypes).size).toBe(card.methodTypes.length);
    expect(secondProvider.enabled).toEqual({ dev: false, stage: false, prod: false });
  });

  it('extra method types sit where they apply', () => {
    const methods = (code: CountryCode) => MARKETS[code].paymentLocales.card.methodTypes;
    expect(methods('pt')).toContain('multibanco');
    expect(methods('de')).toContain('sofort');
    expect(methods('at')).toContain('sofort');
    expect(methods('us')).toContain('us_bank_account');
    for (const code of ALL) {
      if (methods(code).includes('sepa_debit')) expect(MARKETS[code].currency).toBe('EUR');
    }
  });
});

describe('e-mail settings', () => {
  it('Malta, Luxembourg and New Zealand reuse Ireland’s e-mail base URL', () => {
    for (const code of ['mt', 'lu', 'nz'] as const) {
      expect(MARKETS[code].emailSettings.baseUrl).toBe('https://examquiz.shop/ie');
    }
    expect(MARKETS.ie.emailSettings.baseUrl).toBe('https://examquiz.shop/ie');
    expect(MARKETS.de.emailSettings.baseUrl).toBe('https://examquiz.shop/de');
  });

  it.each(ALL)('%s: every template id is a number or NA', (code) => {
    const { templates, resetPasswordPath } = MARKETS[code].emailSettings;
    for (const id of Object.values(templates)) expect(id).toMatch(/^(\d+|NA)$/);
    expect(resetPasswordPath).toBe('auth/reset-password.html');
  });
});

describe('names', () => {
  it.each(ALL)('%s has a country name, language name and description prefix', (code) => {
    const market = MARKETS[code];
    expect(market.name.length).toBeGreaterThan(0);
    expect(market.languageName.length).toBeGreaterThan(0);
    expect(market.catalogDescriptionPrefix.length).toBeGreaterThan(0);
  });

  it('names are in the country’s own language', () => {
    expect(MARKETS.de.name).toBe('Deutschland');
    expect(MARKETS.at.name).toBe('Österreich');
    expect(MARKETS.de.languageName).toBe('Deutsch');
    expect(MARKETS.br.languageName).toBe('Português (Brasil)');
  });
});
