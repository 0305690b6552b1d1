// Catalog reads in the service worker (SPEC §4, ARCHITECTURE.md §5): served from the cache while fresh
// (same country, under 20 minutes), from the network after that, and from the stale copy when offline.
import { isCatalogFresh } from '../src/domain/catalog/freshness.ts';

export const FETCHED_AT_HEADER = 'x-sw-fetched-at';

export interface CatalogCacheDeps {
  cache: Pick<Cache, 'match' | 'put'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

/** The country a catalog request is for: the query parameter, else the x-country header. */
export function catalogCountry(request: Request): string {
  return new URL(request.url).searchParams.get('country') ?? request.headers.get('x-country') ?? '';
}

/** The cache key ignores request headers, but the country must be part of it. */
function cacheKey(request: Request): string {
  const url = new URL(request.url);
  if (!url.searchParams.has('country')) url.searchParams.set('country', catalogCountry(request));
  return url.toString();
}

async function stamped(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, String(now));
  return new Response(await response.clone().arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
}

export async function handleCatalogRequest(request: Request, { cache, fetch, now }: CatalogCacheDeps): Promise<Response> {
  const key = cacheKey(request);
  const country = catalogCountry(request);
  const cached = await cache.match(key);
  const fetchedAt = Number(cached?.headers.get(FETCHED_AT_HEADER));
  if (cached && isCatalogFresh({ country, fetchedAt }, country, now())) return cached;
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, await stamped(response, now()));
    return response;
  } catch (error) {
    if (cached) return cached; // offline: the stale copy beats nothing
    throw error;
  }
}
