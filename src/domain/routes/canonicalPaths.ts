// The router's own paths for the routes table (SPEC §2). Every page key is one route at one canonical path (its
// English slug without '.html' or trailing slash); what the learner sees is the country's localized slug. The
// router translates both ways (its URL rewrite): '/at/kaufen' is the route '/at/buy' and '/at/buy' shows as
// '/at/kaufen'. Paths that are not pages of the routes table (product quiz pages, the country root) pass as they are.
import type { Tenant } from '../markets/types.ts';
import { siteCountry } from './siteCountry.ts';
import { pagePath, resolvePage } from './slugs.ts';
import type { AnyPageKey } from './types.ts';

/** Page keys that are routes of their own (the country root keys are the index route). */
export type RoutedPageKey = Exclude<AnyPageKey, 'bill' | 'myProducts' | 'homepage' | 'forgotPassword'>;

export const CANONICAL_PAGE_PATHS = {
  checkout: 'checkout',
  buy: 'buy',
  'dynamic-buy': 'buy-product',
  'about-us': 'about-us',
  affiliates: 'affiliates',
  'coming-soon': 'coming-soon',
  'contact-us': 'contact-us',
  'cookie-policy': 'cookie-policy',
  faq: 'faq',
  'privacy-policy': 'privacy-policy',
  search: 'search',
  'terms-and-conditions': 'terms-and-conditions',
  'test-products': 'all-products',
  'trademark-and-registration': 'trademark-and-registration',
  'work-with-us': 'careers',
  'configured-quiz': 'configured-quiz',
  'create-quiz': 'create-quiz',
  'test-config': 'test-config',
  'my-profile': 'my-profile',
  'secret-question': 'secret-question',
  'forgot-password': 'auth/forgot-password',
  signIn: 'auth/signin',
  signUp: 'auth/signup',
  resetPassword: 'auth/reset-password',
} as const satisfies Record<RoutedPageKey, string>;

const KEY_OF_CANONICAL = new Map<string, RoutedPageKey>(Object.entries(CANONICAL_PAGE_PATHS).map(([key, path]) => [path, key as RoutedPageKey]));

/** '/{site}/{rest}' split, or null when the first segment names no site of the tenant. */
function splitSite(pathname: string, tenant: Tenant) {
  const match = /^\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  const site = match[1]!;
  const country = siteCountry(site, tenant);
  return country ? { site, country, rest: match[2] ?? '' } : null;
}

const routedKey = (key: AnyPageKey | null): RoutedPageKey | null => {
  if (key === null || key === 'bill' || key === 'myProducts' || key === 'homepage') return null;
  return key === 'forgotPassword' ? 'forgot-password' : key;
};

/** Browser path → the router's path: a localized slug (with or without '.html' or '/') becomes its canonical path. */
export function toRouterPath(pathname: string, tenant: Tenant): string {
  const parts = splitSite(pathname, tenant);
  if (!parts || parts.rest === '') return pathname;
  const key = routedKey(resolvePage(parts.country, parts.rest));
  return key ? `/${parts.site}/${CANONICAL_PAGE_PATHS[key]}` : pathname;
}

/** The router's path → what the browser shows: a canonical page path becomes the country's slug (no '.html'). */
export function toBrowserPath(pathname: string, tenant: Tenant): string {
  const parts = splitSite(pathname, tenant);
  if (!parts) return pathname;
  const key = KEY_OF_CANONICAL.get(parts.rest.replace(/\/+$/, ''));
  if (!key) return pathname;
  const localized = pagePath(parts.country, key, { html: false });
  return `/${parts.site}${localized.slice(localized.indexOf('/', 1))}`;
}
