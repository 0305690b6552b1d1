// i18n/country-languages-web: the active country sites with their languages, for the country picker.
import { Type } from '@fastify/type-provider-typebox';
import { COUNTRY_CODES, type Environment } from '@domain/markets/types.ts';
import { MARKETS, isCountryActive } from '@domain/markets/countries.ts';
import { sendCachedJson, toCachedJson } from '../lib/etag.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const CountryLanguage = Type.Object({
  code: Type.String(),
  name: Type.String(),
  language: Type.String(),
  languageName: Type.String(),
  currency: Type.String(),
  active: Type.Boolean(),
});

export async function countryLanguageRoutes(app: RouteApp, options: { environment: Environment }): Promise<void> {
  const payload = toCachedJson(
    COUNTRY_CODES.map((code) => {
      const market = MARKETS[code];
      return {
        code,
        name: market.name,
        language: market.language,
        languageName: market.languageName,
        currency: market.currency,
        active: isCountryActive(code, options.environment),
      };
    }),
  );
  app.get(
    '/i18n/country-languages-web',
    { schema: { tags: ['i18n'], summary: 'Country sites and their languages', response: { 200: Type.Array(CountryLanguage) } } },
    async (request, reply) => sendCachedJson(request, reply, payload, 'public, max-age=3600'),
  );
}
