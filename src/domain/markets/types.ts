/** Country codes of every country site (SPEC §1), in the spec's order. */
export const COUNTRY_CODES = [
  'de', 'be', 'pt', 'in', 'mt', 'lu', 'it', 'mx', 'nz', 'fr', 'es', 'br', 'at', 'au', 'gb', 'ie', 'nl', 'ca', 'us',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const TENANTS = ['eq', 'cq'] as const;
export type Tenant = (typeof TENANTS)[number];

export const ENVIRONMENTS = ['dev', 'stage', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Lingui message catalogs. English country sites share `en`; the certification tenant forces `en-cq`.
 * Brazil and Mexico read the `pt` and `es` catalogs; their Intl formatting uses their own validation language.
 */
export const MESSAGE_LOCALES = ['en', 'en-cq', 'de', 'nl', 'pt', 'it', 'es', 'fr'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

export function isTenant(value: string): value is Tenant {
  return (TENANTS as readonly string[]).includes(value);
}

/** The shop's name on each tenant (pages, e-mails, the loading overlay). */
export const SITE_NAMES: Record<Tenant, string> = { eq: 'Exam Quiz Shop', cq: 'Cert Quiz Shop' };

/**
 * The tenant of a page by its host: a host starting with "cq." (or "cq-" for preview hosts, e.g. cq.localhost)
 * is the certification tenant; a valid `forced` tenant (VITE_TENANT at build time) wins. Anything else is eq.
 */
export function tenantFromHost(hostname: string, forced?: string): Tenant {
  if (forced && isTenant(forced)) return forced;
  return /^cq[.-]/.test(hostname) ? 'cq' : 'eq';
}
