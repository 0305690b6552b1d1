// SEO rules: hreflang alternates of a page across the active country sites (product JSON-LD: productJsonLd.ts).
import { activeCountries, MARKETS } from './markets/countries.ts';
import type { CountryCode, Environment } from './markets/types.ts';

/** hreflang → URL of the same page on every active country site, plus x-default (the US site). */
export function hreflangAlternates(origin: string, environment: Environment, pathFor: (country: CountryCode) => string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const country of activeCountries(environment)) alternates[MARKETS[country].intlLocale] = `${origin}${pathFor(country)}`;
  alternates['x-default'] = `${origin}${pathFor('us')}`;
  return alternates;
}
