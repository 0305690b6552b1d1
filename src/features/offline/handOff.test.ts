// The hand-off to the service worker, with a fake worker and cache: what is handed over, when ready is said.
import { describe, expect, it, vi } from 'vitest';
import { readyOffline, type HandOffDeps } from './handOff.ts';
import type { OfflineNeed } from '../../domain/offline/pageNeeds.ts';

const CATALOG: OfflineNeed = { url: '/api/2.0/eq/buy/getProductCatalog?country=us', signed: false };
const BANK: OfflineNeed = { url: '/api/2.0/eq/products/p1/questions', signed: true };

class FakeWorker extends EventTarget {
  state = 'activated';
  messages: unknown[] = [];
  constructor(private readonly onMessage: (data: { payload: { urlsToCache: unknown[] } }) => void = () => undefined) {
    super();
  }
  postMessage(data: { payload: { urlsToCache: unknown[] } }, ports: MessagePort[]) {
    this.messages.push(data);
    this.onMessage(data);
    ports[0]?.postMessage(true);
  }
}

function setup(cached: Set<string>, worker: FakeWorker | null) {
  const container = Object.assign(new EventTarget(), { controller: worker as unknown as ServiceWorker | null });
  const deps: HandOffDeps = {
    container: container as unknown as HandOffDeps['container'],
    cacheStorage: { match: vi.fn(async (url: RequestInfo | URL) => (cached.has(String(url)) ? new Response('{}') : undefined)) } as unknown as HandOffDeps['cacheStorage'],
    headersFor: async (need): Promise<Record<string, string>> => (need.signed ? { Authorization: 'Bearer t' } : {}),
    wait: async () => undefined,
  };
  return { container, deps };
}

describe('readyOffline', () => {
  it('hands the missing reads to the controlling worker with their headers, and is ready once they are kept', async () => {
    const cached = new Set<string>();
    const worker = new FakeWorker(({ payload }) => {
      for (const entry of payload.urlsToCache) cached.add(Array.isArray(entry) ? (entry[0] as string) : (entry as string));
    });
    const { deps } = setup(cached, worker);
    await expect(readyOffline([CATALOG, BANK], deps)).resolves.toBe(true);
    expect(worker.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: [CATALOG.url, [BANK.url, { headers: { Authorization: 'Bearer t' } }]] } }]);
  });

  it('asks nothing when the device already holds everything (a later visit)', async () => {
    const worker = new FakeWorker();
    const { deps } = setup(new Set([CATALOG.url, BANK.url]), worker);
    await expect(readyOffline([CATALOG, BANK], deps)).resolves.toBe(true);
    expect(worker.messages).toEqual([]);
  });

  it('is not ready when the worker could not keep a read (offline, or refused)', async () => {
    const worker = new FakeWorker();
    const { deps } = setup(new Set([CATALOG.url]), worker);
    await expect(readyOffline([CATALOG, BANK], deps)).resolves.toBe(false);
    expect(worker.messages).toHaveLength(1);
  });

  it('waits for a worker to take control of a first visit before handing anything over', async () => {
    const cached = new Set<string>();
    const worker = new FakeWorker(() => cached.add(CATALOG.url));
    const { container, deps } = setup(cached, null);
    let settled = false;
    const ready = readyOffline([CATALOG], deps).then((value) => {
      settled = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    container.controller = worker as unknown as ServiceWorker;
    container.dispatchEvent(new Event('controllerchange'));
    await expect(ready).resolves.toBe(true);
  });

  it('waits for a controlling worker that is still activating', async () => {
    const cached = new Set<string>([CATALOG.url]);
    const worker = new FakeWorker();
    worker.state = 'activating';
    const { deps } = setup(cached, worker);
    let settled = false;
    const ready = readyOffline([CATALOG], deps).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    worker.state = 'activated';
    worker.dispatchEvent(new Event('statechange'));
    await ready;
    expect(settled).toBe(true);
  });
});
