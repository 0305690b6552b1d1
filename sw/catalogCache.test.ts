// The 20-minute catalog freshness in the service worker, with a controlled clock.
import { describe, expect, it } from 'vitest';
import { CATALOG_NETWORK_TIMEOUT_MS, FETCHED_AT_HEADER, handleCatalogRequest } from './catalogCache.ts';

function memoryCache() {
  const store = new Map<string, Response>();
  return {
    store,
    async match(key: RequestInfo | URL) {
      return store.get(String(key))?.clone();
    },
    async put(key: RequestInfo | URL, response: Response) {
      store.set(String(key), response);
    },
  };
}

function server() {
  let version = 0;
  let online = true;
  const calls: string[] = [];
  return {
    calls,
    setOnline: (value: boolean) => (online = value),
    fetch: async (request: Request) => {
      calls.push(request.url);
      if (!online) throw new TypeError('Failed to fetch');
      version += 1;
      return new Response(JSON.stringify({ version }), { headers: { 'content-type': 'application/json' } });
    },
  };
}

/**
 * A connection that answers only when the test says so, a network timeout the test fires itself, and the work the
 * service worker keeps alive after it has responded.
 */
function hangingNetwork(respond: (request: Request) => Promise<Response>) {
  let answer!: () => void;
  let timeUp!: () => void;
  const waits: number[] = [];
  const background: Promise<unknown>[] = [];
  const deps = {
    fetch: async (request: Request) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return respond(request);
    },
    wait: (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (timeUp = resolve));
    },
    waitUntil: (work: Promise<unknown>) => void background.push(work),
  };
  return { deps, waits, answer: () => answer(), timeUp: () => timeUp(), settled: () => Promise.all(background) };
}

const MINUTE = 60_000;
const request = (country: string) => new Request(`https://shop.test/api/2.0/eq/buy/getProductCatalog?country=${country}`);

describe('catalog cache in the service worker', () => {
  it('serves the cached copy for 20 minutes, then asks the network again', async () => {
    let now = 1_000_000;
    const cache = memoryCache();
    const api = server();
    const deps = { cache, fetch: api.fetch, now: () => now };

    expect(await (await handleCatalogRequest(request('de'), deps)).json()).toEqual({ version: 1 });
    now += 19 * MINUTE + 59_999;
    expect(await (await handleCatalogRequest(request('de'), deps)).json()).toEqual({ version: 1 });
    expect(api.calls).toHaveLength(1);
    now += 1;
    expect(await (await handleCatalogRequest(request('de'), deps)).json()).toEqual({ version: 2 });
    expect(api.calls).toHaveLength(2);
  });

  it('keeps countries apart: a fresh German catalog is not served for Italy', async () => {
    const cache = memoryCache();
    const api = server();
    const deps = { cache, fetch: api.fetch, now: () => 5 };
    await handleCatalogRequest(request('de'), deps);
    await handleCatalogRequest(request('it'), deps);
    expect(api.calls).toHaveLength(2);
  });

  it('serves the stale copy when offline, and fails only when there is none', async () => {
    let now = 0;
    const cache = memoryCache();
    const api = server();
    const deps = { cache, fetch: api.fetch, now: () => now };
    await handleCatalogRequest(request('fr'), deps);
    api.setOnline(false);
    now += 3 * 60 * MINUTE;
    const stale = await handleCatalogRequest(request('fr'), deps);
    expect(await stale.json()).toEqual({ version: 1 });
    expect(stale.headers.get(FETCHED_AT_HEADER)).toBe('0');
    await expect(handleCatalogRequest(request('es'), deps)).rejects.toThrow('Failed to fetch');
  });

  it('serves the stale copy when the network hangs past the timeout, and refreshes the cache when it answers', async () => {
    let now = 0;
    const cache = memoryCache();
    const api = server();
    await handleCatalogRequest(request('it'), { cache, fetch: api.fetch, now: () => now });
    now += 30 * MINUTE;

    // A connection that takes its time: the answer comes only when the test lets it.
    const slow = hangingNetwork(api.fetch);
    const pending = handleCatalogRequest(request('it'), { cache, now: () => now, ...slow.deps });
    await Promise.resolve();
    expect(slow.waits).toEqual([CATALOG_NETWORK_TIMEOUT_MS]);
    slow.timeUp();
    expect(await (await pending).json()).toEqual({ version: 1 });

    // The late answer still lands in the cache: the next read (fresh again) gets it without the network.
    slow.answer();
    await slow.settled();
    const next = await handleCatalogRequest(request('it'), { cache, fetch: api.fetch, now: () => now });
    expect(await next.json()).toEqual({ version: 2 });
    expect(api.calls).toHaveLength(2);
  });

  it('does not let a late answer replace a copy fetched after it was asked for', async () => {
    let now = 0;
    const cache = memoryCache();
    const api = server();
    await handleCatalogRequest(request('at'), { cache, fetch: api.fetch, now: () => now });
    now += 30 * MINUTE;
    const slow = hangingNetwork(async () => new Response(JSON.stringify({ version: 'late' }), { headers: { 'content-type': 'application/json' } }));
    const first = handleCatalogRequest(request('at'), { cache, now: () => now, ...slow.deps });
    await new Promise((resolve) => setTimeout(resolve, 0));
    slow.timeUp();
    expect(await (await first).json()).toEqual({ version: 1 });
    // A later read gets through quickly and is kept.
    now += MINUTE;
    expect(await (await handleCatalogRequest(request('at'), { cache, fetch: api.fetch, now: () => now })).json()).toEqual({ version: 2 });
    // Then the first, slow answer arrives: the newer copy stays.
    slow.answer();
    await slow.settled();
    expect(await (await handleCatalogRequest(request('at'), { cache, fetch: api.fetch, now: () => now })).json()).toEqual({ version: 2 });
  });

  it('waits for a slow network when there is no copy at all', async () => {
    const cache = memoryCache();
    const api = server();
    const wait = () => Promise.resolve();
    expect(await (await handleCatalogRequest(request('nl'), { cache, fetch: api.fetch, now: () => 0, wait })).json()).toEqual({ version: 1 });
  });

  it('takes the country from the x-country header when the URL has none', async () => {
    const cache = memoryCache();
    const api = server();
    const deps = { cache, fetch: api.fetch, now: () => 0 };
    const withHeader = (country: string) => new Request('https://shop.test/api/2.0/eq/buy/getProductCatalog', { headers: { 'x-country': country } });
    await handleCatalogRequest(withHeader('pt'), deps);
    await handleCatalogRequest(withHeader('pt'), deps);
    await handleCatalogRequest(withHeader('br'), deps);
    expect(api.calls).toHaveLength(2);
  });
});
