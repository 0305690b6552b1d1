// The app's first load on a page the server rendered reads the answers the page carries, once each; everything else
// (another address, a change, a second read) goes to the network.
import { describe, expect, it } from 'vitest';
import { primedFetch } from './primedFetch.ts';
import type { PrimedResponse } from '../domain/http/serverPage.ts';

const CATALOG: PrimedResponse = { url: '/api/2.0/eq/buy/getProductCatalog?country=de', status: 200, contentType: 'application/json', body: '{"business":{}}' };

function networkLog() {
  const calls: string[] = [];
  const network: typeof fetch = async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Response('{"from":"network"}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, network };
}

describe('primedFetch', () => {
  it('answers a read of a carried address from the page, once; the next read goes to the network', async () => {
    const { calls, network } = networkLog();
    const fetcher = primedFetch([CATALOG], network, () => 'http://localhost/de');
    const first = await fetcher(CATALOG.url);
    expect(await first.json()).toEqual({ business: {} });
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(calls).toEqual([]);
    expect(await (await fetcher(`http://localhost${CATALOG.url}`)).json()).toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('sends other addresses and every change to the network', async () => {
    const { calls, network } = networkLog();
    const fetcher = primedFetch([CATALOG], network, () => 'http://localhost/de');
    await fetcher('/api/2.0/eq/buy/getProductCatalog?country=fr');
    await fetcher(CATALOG.url, { method: 'POST', body: '{}' });
    expect(calls).toEqual(['GET /api/2.0/eq/buy/getProductCatalog?country=fr', `POST ${CATALOG.url}`]);
    expect(await (await fetcher(CATALOG.url)).json()).toEqual({ business: {} });
  });
});
