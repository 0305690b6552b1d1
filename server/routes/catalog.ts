// buy/getProductCatalog and buy/getProduct: the public catalog reads, with ETag and Cache-Control. A country's catalog
// is read from the database at most once a minute and kept ready to send: its bytes, ETag and compressed variants;
// a change announced by the database (a new popularity snapshot) drops it on every replica at once. Every request goes
// through Fastify's pipeline (hooks, logging, metrics); the route itself answers 304 or the ready bytes.
// buy/getRecommendations (issue 15) is made from the same read and kept the same way: the country's homepage and
// article recommendations, most popular first (the device puts the learner's last used categories first).
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import { readCatalog } from '../services/catalog.ts';
import { precompress, sendCachedJson, toCachedJson, type CachedJson } from '../lib/etag.ts';
import { badRequest, notFound } from '../lib/httpError.ts';
import { isCountryCode, type CountryCode, type Tenant } from '@domain/markets/types.ts';
import { listProducts } from '@domain/catalog/browse.ts';
import { catalogRecommendations } from '@domain/catalog/recommendations.ts';
import { getMarket } from '@domain/markets/countries.ts';
import type { RouteApp } from '../lib/routeApp.ts';
import type { CatalogChanges } from '../services/catalogChanges.ts';

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

type Catalog = Awaited<ReturnType<typeof readCatalog>>;

interface CatalogEntry {
  at: number;
  catalog: Catalog;
  /** Serialised, hashed, gzipped and brotli-compressed once per catalog version (precompress). */
  payload: CachedJson;
  /** The country's recommendations from this catalog, made ready the same way. */
  recommendations: CachedJson;
}

export async function catalogRoutes(app: RouteApp, options: { db: Db; tenant: Tenant; changes?: CatalogChanges }): Promise<void> {
  const cache = new Map<CountryCode, CatalogEntry>();
  /** One database read per country at a time, however many requests find the entry stale together. */
  const reading = new Map<CountryCode, Promise<CatalogEntry>>();
  /** Raised when the database announces a change: a read begun before it does not fill the cache. */
  const generation = new Map<CountryCode, number>();
  options.changes?.subscribe((country) => {
    generation.set(country, (generation.get(country) ?? 0) + 1);
    cache.delete(country);
  });

  function freshEntry(country: CountryCode): CatalogEntry | undefined {
    const hit = cache.get(country);
    return hit && Date.now() - hit.at < SERVER_CACHE_TTL_MS ? hit : undefined;
  }

  async function read(country: CountryCode): Promise<CatalogEntry> {
    const startedIn = generation.get(country) ?? 0;
    const catalog = await readCatalog(options.db, options.tenant, country);
    const previous = cache.get(country);
    const payload = await precompress(toCachedJson(catalog), previous?.payload);
    const lists = catalogRecommendations(listProducts(catalog), getMarket(country).recommendations);
    const recommendations = await precompress(toCachedJson(lists), previous?.recommendations);
    const entry = { at: Date.now(), catalog, payload, recommendations };
    if ((generation.get(country) ?? 0) === startedIn) cache.set(country, entry);
    return entry;
  }

  function catalogFor(country: CountryCode): Promise<CatalogEntry> {
    const hit = freshEntry(country);
    if (hit) return Promise.resolve(hit);
    let pending = reading.get(country);
    if (!pending) {
      pending = read(country).finally(() => reading.delete(country));
      reading.set(country, pending);
    }
    return pending;
  }

  app.get(
    '/buy/getProductCatalog',
    {
      config: { publicCache: true },
      schema: { tags: ['catalog'], summary: "A country's catalog keyed by super category", querystring: CountryQuery },
    },
    async (request, reply) => {
      const entry = await catalogFor(requestCountry(request, request.query.country));
      return sendCachedJson(request, reply, entry.payload, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/buy/getRecommendations',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        summary: "A country's recommendations (SPEC §9: homepage and articles), product ids, most popular first",
        querystring: CountryQuery,
      },
    },
    async (request, reply) => {
      const entry = await catalogFor(requestCountry(request, request.query.country));
      return sendCachedJson(request, reply, entry.recommendations, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/buy/getProduct',
    {
      config: { publicCache: true },
      schema: { tags: ['catalog'], summary: 'One product with pricing and SEO fields', querystring: ProductQuery },
    },
    async (request, reply) => {
      const { productId } = request.query;
      const country = productId.slice(0, 2).toLowerCase();
      if (!isCountryCode(country)) throw notFound(`No product ${productId}`, 'unknown_product');
      const { catalog } = await catalogFor(country);
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
