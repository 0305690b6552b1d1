// buy/getProductCatalog and buy/getProduct: the public catalog reads, with ETag and Cache-Control.
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import { readCatalog } from '../services/catalog.ts';
import { sendCachedJson, toCachedJson, type CachedJson } from '../lib/etag.ts';
import { badRequest, notFound } from '../lib/httpError.ts';
import { isCountryCode, type CountryCode, type Tenant } from '@domain/markets/types.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=1200';
const SERVER_CACHE_TTL_MS = 60_000;

const CountryQuery = Type.Object(
  { country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })) },
  { additionalProperties: false },
);
const ProductQuery = Type.Object({ productId: Type.String({ minLength: 3, maxLength: 100 }) }, { additionalProperties: false });

/** The country comes from the query, else from the x-country header (ARCHITECTURE.md §3). */
export function requestCountry(request: FastifyRequest, fromQuery?: string): CountryCode {
  const header = request.headers['x-country'];
  const value = (fromQuery ?? (typeof header === 'string' ? header : '')).toLowerCase();
  if (!isCountryCode(value)) throw badRequest(`Unknown or missing country "${value}": pass ?country= or the x-country header.`, 'unknown_country');
  return value;
}

export async function catalogRoutes(app: RouteApp, options: { db: Db; tenant: Tenant }): Promise<void> {
  const cache = new Map<CountryCode, { at: number; payload: CachedJson }>();

  async function catalogFor(country: CountryCode): Promise<CachedJson> {
    const hit = cache.get(country);
    if (hit && Date.now() - hit.at < SERVER_CACHE_TTL_MS) return hit.payload;
    const payload = toCachedJson(await readCatalog(options.db, options.tenant, country));
    cache.set(country, { at: Date.now(), payload });
    return payload;
  }

  app.get(
    '/buy/getProductCatalog',
    { schema: { tags: ['catalog'], summary: "A country's catalog keyed by super category", querystring: CountryQuery } },
    async (request, reply) => {
      const country = requestCountry(request, request.query.country);
      return sendCachedJson(request, reply, await catalogFor(country), CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/buy/getProduct',
    { schema: { tags: ['catalog'], summary: 'One product with pricing and SEO fields', querystring: ProductQuery } },
    async (request, reply) => {
      const { productId } = request.query;
      const country = productId.slice(0, 2).toLowerCase();
      if (!isCountryCode(country)) throw notFound(`No product ${productId}`, 'unknown_product');
      const catalog = JSON.parse((await catalogFor(country)).body) as Awaited<ReturnType<typeof readCatalog>>;
      for (const superCategory of Object.values(catalog)) {
        for (const category of Object.values(superCategory.categories)) {
          const product = category.products.find((p) => p.productId === productId);
          if (product) return sendCachedJson(request, reply, toCachedJson(product), CATALOG_CACHE_CONTROL);
        }
      }
      throw notFound(`No product ${productId}`, 'unknown_product');
    },
  );
}
