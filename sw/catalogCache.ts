// Catalog reads in the service worker (SPEC §4, ARCHITECTURE.md §5): served from the cache while fresh
// (same country, under 20 minutes), from the network after that, and from the stale copy when offline or when the
// network has not answered within 4 seconds.
import { isCatalogFresh } from '../src/domain/catalog/freshness.ts';

export const FETCHED_AT_HEADER = 'x-sw-fetched-at';

/** With a stale copy at hand, a network that does not answer within this long gets the copy served instead. */
export const CATALOG_NETWORK_TIMEOUT_MS = 4_000;

export interface CatalogCacheDeps {
  cache: Pick<Cache, 'match' | 'put'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Resolves after ms (setTimeout by default; tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
  /** Keeps the service worker alive for work that goes on after the response (event.waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

export async function handleCatalogRequest(request: Request, { cache, fetch, now, wait = sleep, waitUntil }: CatalogCacheDeps): Promise<Response> {
  const key = cacheKey(request);
  const country = catalogCountry(request);
  const cached = await cache.match(key);
  const fetchedAt = Number(cached?.headers.get(FETCHED_AT_HEADER));
  if (cached && isCatalogFresh({ country, fetchedAt }, country, now())) return cached;
  const askedAt = now();
  const network = fetch(request).then(async (response) => {
    // An answer that arrives late must not replace a copy fetched after it was asked for.
    const current = await cache.match(key);
    const newer = Number(current?.headers.get(FETCHED_AT_HEADER)) > askedAt;
    if (response.ok && !newer) await cache.put(key, await stamped(response, now()));
    return response;
  });
  if (!cached) return network;
  // A connection that hangs (one bar, a captive portal) must not hold the page: after the timeout the stale copy
  // is served, and the answer, if it comes, still refreshes the cache for the next read.
  const settled = network.catch(() => undefined);
  waitUntil?.(settled);
  const late = wait(CATALOG_NETWORK_TIMEOUT_MS).then(() => cached);
  try {
    return await Promise.race([network, late]);
  } catch {
    return cached; // offline: the stale copy beats nothing
  }
}
