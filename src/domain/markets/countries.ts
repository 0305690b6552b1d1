// The country table: one full Market per country site (SPEC §3 "Country configuration", §4 "Country
// availability", §9 "Per-country settings"), and the look-ups the rest of the app uses.
//
// Choices where the spec is silent (documented at the country entries):
// - AI demo topics (and so the create-quiz page) are active in every active country except Ireland's
//   mirror sites mt, lu and nz; off in be and nl, which show coming-soon pages.
// - In-app purchase for countries the spec does not list: on for de, be, pt, it, fr, es, mt, lu, nz; off for mx.
// - Promo is on in both India and Brazil (the spec's two tables each name one of them).

import { buildMarket } from './buildMarket.ts';
import { AUSTRIA, GERMANY } from './countryData/german.ts';
import { BELGIUM, NETHERLANDS } from './countryData/dutch.ts';
import {
  AUSTRALIA, CANADA, INDIA, IRELAND, LUXEMBOURG, MALTA, NEW_ZEALAND, UNITED_KINGDOM, UNITED_STATES,
} from './countryData/english.ts';
import { BRAZIL, PORTUGAL } from './countryData/portuguese.ts';
import { FRANCE, ITALY, MEXICO, SPAIN } from './countryData/romance.ts';
import type { ArticlePageKind, Market } from './market.ts';
import { COUNTRY_CODES, type CountryCode, type Environment, type MessageLocale, type Tenant } from './types.ts';

export const MARKETS: Readonly<Record<CountryCode, Market>> = {
  de: buildMarket(GERMANY),
  be: buildMarket(BELGIUM),
  pt: buildMarket(PORTUGAL),
  in: buildMarket(INDIA),
  mt: buildMarket(MALTA),
  lu: buildMarket(LUXEMBOURG),
  it: buildMarket(ITALY),
  mx: buildMarket(MEXICO),
  nz: buildMarket(NEW_ZEALAND),
  fr: buildMarket(FRANCE),
  es: buildMarket(SPAIN),
  br: buildMarket(BRAZIL),
  at: buildMarket(AUSTRIA),
  au: buildMarket(AUSTRALIA),
  gb: buildMarket(UNITED_KINGDOM),
  ie: buildMarket(IRELAND),
  nl: buildMarket(NETHERLANDS),
  ca: buildMarket(CANADA),
  us: buildMarket(UNITED_STATES),
};

/** The country whose site is the home of each message catalog (en and en-cq: the United States). */
export const HOME_COUNTRY_OF_MESSAGE_LOCALE: Readonly<Record<MessageLocale, CountryCode>> = {
  en: 'us',
  'en-cq': 'us',
  de: 'de',
  nl: 'nl',
  pt: 'pt',
  it: 'it',
  es: 'es',
  fr: 'fr',
};

/** The certification tenant forces this message locale (SPEC §1). */
export const CQ_MESSAGE_LOCALE = 'en-cq' satisfies MessageLocale;

export function getMarket(code: CountryCode): Market {
  return MARKETS[code];
}

export function isCountryActive(code: CountryCode, env: Environment): boolean {
  return MARKETS[code].isActive[env];
}

/** Country codes active in an environment, in COUNTRY_CODES order. */
export function activeCountries(env: Environment): CountryCode[] {
  return COUNTRY_CODES.filter((code) => isCountryActive(code, env));
}

/** The home country of a message catalog, e.g. 'de' for 'de', 'us' for 'en'. */
export function countryForMessageLocale(locale: MessageLocale): CountryCode {
  return HOME_COUNTRY_OF_MESSAGE_LOCALE[locale];
}

/** Countries whose sites read a message catalog, in COUNTRY_CODES order (none for 'en-cq'). */
export function countriesUsingMessageLocale(locale: MessageLocale): CountryCode[] {
  return COUNTRY_CODES.filter((code) => MARKETS[code].messageLocale === locale);
}

/** Message catalog of a page: the certification tenant forces 'en-cq'; otherwise the country's own. */
export function tenantLocale(tenant: Tenant, country: CountryCode): MessageLocale {
  return tenant === 'cq' ? CQ_MESSAGE_LOCALE : MARKETS[country].messageLocale;
}

/** The html lang of a page: English on the certification tenant (its pages read en-cq), else the market's language. */
export function pageLanguage(tenant: Tenant, country: CountryCode): string {
  return tenant === 'cq' ? 'en' : MARKETS[country].language;
}

/** Whether an article block on a page of this kind shows the start-quiz button. */
export function articleStartsQuiz(code: CountryCode, pageKind: ArticlePageKind): boolean {
  const { startQuiz, startQuizDisabledOn } = MARKETS[code].articlePage;
  return startQuiz && !startQuizDisabledOn.includes(pageKind);
}
