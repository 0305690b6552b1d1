// The periodic catalog refresh with a controlled clock: stale copies fetched again and stamped, fresh ones untouched,
// an offline refresh keeps the stale copy.
import { describe, expect, it } from 'vitest';
import { FETCHED_AT_HEADER } from './catalogCache.ts';
import { refreshCachedCatalogs } from './catalogRefresh.ts';
import { CATALOG_FRESH_MS } from '../src/domain/constants.ts';

const NOW = 1_800_000_000_000;
const URL_DE = 'https://shop.example/api/2.0/eq/buy/getProductCatalog?country=de';
const URL_FR = 'https://shop.example/api/2.0/eq/buy/getProductCatalog?country=fr';

function cacheWith(copies: Record<string, { fetchedAt: number; body: string }>) {
  const store = new Map<string, Response>();
  for (const [url, copy] of Object.entries(copies)) store.set(url, new Response(copy.body, { headers: { [FETCHED_AT_HEADER]: String(copy.fetchedAt) } }));
  return {
    store,
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    match: async (key: RequestInfo | URL) => store.get(typeof key === 'string' ? key : key instanceof Request ? key.url : String(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => void store.set(typeof key === 'string' ? key : key instanceof Request ? key.url : String(key), response),
  };
}

describe('the periodic catalog refresh', () => {
  it('fetches again only the copies older than 20 minutes, and keeps the answers stamped', async () => {
    const cache = cacheWith({ [URL_DE]: { fetchedAt: NOW - CATALOG_FRESH_MS - 1, body: 'old de' }, [URL_FR]: { fetchedAt: NOW - 60_000, body: 'fr' } });
    const fetched: string[] = [];
    const refreshed = await refreshCachedCatalogs({ cache, now: () => NOW, fetch: async (request) => (fetched.push(request.url), new Response('today de')) });
    expect(refreshed).toEqual([URL_DE]);
    expect(fetched).toEqual([URL_DE]);
    expect(await (await cache.match(URL_DE))!.text()).toBe('today de');
    expect((await cache.match(URL_DE))!.headers.get(FETCHED_AT_HEADER)).toBe(String(NOW));
    expect(await (await cache.match(URL_FR))!.text()).toBe('fr');
  });

  it('keeps the stale copy when the network is down', async () => {
    const cache = cacheWith({ [URL_DE]: { fetchedAt: NOW - 86_400_000, body: 'yesterday' } });
    await refreshCachedCatalogs({ cache, now: () => NOW, fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await (await cache.match(URL_DE))!.text()).toBe('yesterday');
  });
});
