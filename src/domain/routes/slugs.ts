// The routes table (SPEC §2): each page key's localized slug per country, building and resolving
// '/{country}/{slug}' paths, and the per-page rules that depend on the route (header margin, availability).
//
// - Every country uses its language's slugs; Malta, Luxembourg and New Zealand reuse Ireland's object.
// - Auth pages (signIn, signUp, forgotPassword, resetPassword and the page key forgot-password) have the
//   same path in every country; forgotPassword is an alias of forgot-password, which resolvePage returns.
// - bill, myProducts and homepage are the country root ''; resolvePage('') returns 'homepage'.

import { MARKETS, isCountryActive } from '../markets/countries.ts';
import { RESET_PASSWORD_PATH } from '../markets/buildMarket.ts';
import { ENVIRONMENTS, type CountryCode, type Environment } from '../markets/types.ts';
import { DUTCH_SLUGS } from './slugs/dutch.ts';
import { ENGLISH_SLUGS, FORGOT_PASSWORD_SLUG } from './slugs/english.ts';
import { FRENCH_SLUGS } from './slugs/french.ts';
import { GERMAN_SLUGS } from './slugs/german.ts';
import { ITALIAN_SLUGS } from './slugs/italian.ts';
import { PORTUGUESE_SLUGS } from './slugs/portuguese.ts';
import { SPANISH_SLUGS } from './slugs/spanish.ts';
import {
  COMBINED_KEYS, PAGE_KEYS, type AnyPageKey, type CombinedKey, type PageKey, type PageSlugs,
} from './types.ts';

const IRELAND_SLUGS = ENGLISH_SLUGS;

export const COUNTRY_SLUGS: Readonly<Record<CountryCode, PageSlugs>> = {
  de: GERMAN_SLUGS,
  at: GERMAN_SLUGS,
  be: DUTCH_SLUGS,
  nl: DUTCH_SLUGS,
  pt: PORTUGUESE_SLUGS,
  br: PORTUGUESE_SLUGS,
  es: SPANISH_SLUGS,
  mx: SPANISH_SLUGS,
  it: ITALIAN_SLUGS,
  fr: FRENCH_SLUGS,
  ie: IRELAND_SLUGS,
  mt: IRELAND_SLUGS,
  lu: IRELAND_SLUGS,
  nz: IRELAND_SLUGS,
  in: ENGLISH_SLUGS,
  au: ENGLISH_SLUGS,
  gb: ENGLISH_SLUGS,
  ca: ENGLISH_SLUGS,
  us: ENGLISH_SLUGS,
};

/** Slug of the country root. */
export const ROOT_SLUG = '';

/** The combined table's extra keys: the same in every country. */
export const COMBINED_SLUGS: Readonly<Record<CombinedKey, string>> = {
  signIn: 'auth/signin.html',
  signUp: 'auth/signup.html',
  forgotPassword: FORGOT_PASSWORD_SLUG,
  resetPassword: RESET_PASSWORD_PATH,
  bill: ROOT_SLUG,
  myProducts: ROOT_SLUG,
  homepage: ROOT_SLUG,
};

/** Preview quiz page: not a page key; like the quiz pages it has no header margin. Same in every country. */
export const PREVIEW_QUIZ_SLUG = 'preview-quiz.html';

/** Special per-country pages shown without the fixed header's top margin (SPEC §2). */
export const pagesWithoutHeaderMargin = ['secret-question', 'configured-quiz', 'create-quiz'] as const satisfies
  readonly PageKey[];

/** Last segment of the product quiz route '/{country}/{superCategory}/{category}/{product}/quiz'. */
export const QUIZ_ROUTE_END = 'quiz';

export function isPageKey(key: string): key is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(key);
}

export function pageSlug(country: CountryCode, key: AnyPageKey): string {
  return isPageKey(key) ? COUNTRY_SLUGS[country][key] : COMBINED_SLUGS[key];
}

/** Removes the '.html' ending of a path (before any query or hash). */
export function stripHtml(path: string): string {
  return path.replace(/\.html(?=[?#]|$)/, '');
}

/** '/{country}/{slug}'; the '.html' ending is kept unless html is false. Root keys give '/{country}/'. */
export function pagePath(country: CountryCode, key: AnyPageKey, options: { html?: boolean } = {}): string {
  const path = `/${country}/${pageSlug(country, key)}`;
  return options.html === false ? stripHtml(path) : path;
}

/** Comparable form of a path: no query, hash, outer slashes or '.html' ending; lower case. */
function normalizeRest(rest: string): string {
  const withoutQuery = rest.split(/[?#]/, 1)[0] ?? '';
  return stripHtml(withoutQuery.replace(/^\/+|\/+$/g, '')).toLowerCase();
}

function buildLookup(country: CountryCode): ReadonlyMap<string, AnyPageKey> {
  const lookup = new Map<string, AnyPageKey>([[ROOT_SLUG, 'homepage']]);
  for (const key of [...PAGE_KEYS, ...COMBINED_KEYS]) {
    const normalized = normalizeRest(pageSlug(country, key));
    if (!lookup.has(normalized)) lookup.set(normalized, key);
  }
  return lookup;
}

const LOOKUPS = new Map<CountryCode, ReadonlyMap<string, AnyPageKey>>();

/**
 * The page key of the path after '/{country}/' ('kaufen', 'kaufen.html', 'suche/', 'auth/signin', '' …),
 * with or without '.html' and trailing slash; null when no page of the country has that slug.
 */
export function resolvePage(country: CountryCode, rest: string): AnyPageKey | null {
  let lookup = LOOKUPS.get(country);
  if (lookup === undefined) {
    lookup = buildLookup(country);
    LOOKUPS.set(country, lookup);
  }
  return lookup.get(normalizeRest(rest)) ?? null;
}

/** Path segments without query, hash and empty parts; a leading '/{country}' segment is dropped. */
function segmentsAfterCountry(pathname: string, country: CountryCode): string[] {
  const segments = (pathname.split(/[?#]/, 1)[0] ?? '').split('/').filter((segment) => segment !== '');
  return segments[0] === country ? segments.slice(1) : segments;
}

/** Whether a path is the product quiz route '/{country}/{superCategory}/{category}/{product}/quiz'. */
export function isQuizRoute(pathname: string, country: CountryCode): boolean {
  const segments = segmentsAfterCountry(pathname, country);
  return segments.length === 4 && stripHtml(segments[3] ?? '') === QUIZ_ROUTE_END;
}

/** Pages get a top margin for the fixed header, except the quiz route and the special quiz pages. */
export function hasHeaderMargin(pathname: string, country: CountryCode): boolean {
  if (isQuizRoute(pathname, country)) return false;
  const rest = segmentsAfterCountry(pathname, country).join('/');
  if (normalizeRest(rest) === normalizeRest(PREVIEW_QUIZ_SLUG)) return false;
  const key = resolvePage(country, rest);
  return key === null || !(pagesWithoutHeaderMargin as readonly AnyPageKey[]).includes(key);
}

/** Belgium and the Netherlands show coming-soon pages: wherever the country is not active. */
export function showsComingSoon(country: CountryCode, env: Environment): boolean {
  return !isCountryActive(country, env);
}

/**
 * Whether a country has the page: create-quiz only where AI demo topics are active; coming-soon only
 * for countries that are inactive in some environment. Every other page exists everywhere.
 */
export function pageAvailable(country: CountryCode, key: AnyPageKey): boolean {
  if (key === 'create-quiz') return MARKETS[country].ai.demoTopics.active;
  if (key === 'coming-soon') return ENVIRONMENTS.some((env) => showsComingSoon(country, env));
  return true;
}
