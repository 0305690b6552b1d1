// Makes the page on screen ready offline (issue 24). On a first visit the service worker takes control seconds
// after the page fetched its catalog and questions, so nothing of that was kept: once a worker controls the page
// (an active worker: its precache, the app shell and every locale's messages, is complete), the reads the page needs
// that the device does not hold yet are handed to it as Workbox's CACHE_URLS message, with the headers the page
// sends (a bought bank needs the learner's token). The worker fetches them through its own routes, into the same
// caches. Ready means: controlled, and every need found in those caches.
import { cacheUrlsMessage, type OfflineNeed } from '../../domain/offline/pageNeeds.ts';

export interface HandOffDeps {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;
  cacheStorage: Pick<CacheStorage, 'match'>;
  headersFor: (need: OfflineNeed) => Promise<Record<string, string>>;
  wait?: (ms: number) => Promise<void>;
}

/** How long the worker gets to answer a hand-off before the page looks at the caches anyway. */
export const HAND_OFF_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The worker that controls the page, once it is activated (never resolves without one). */
function activeController(container: HandOffDeps['container']): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const settle = (worker: ServiceWorker) => {
      if (worker.state === 'activated') return resolve(worker);
      const onState = () => {
        if (worker.state !== 'activated') return;
        worker.removeEventListener('statechange', onState);
        resolve(worker);
      };
      worker.addEventListener('statechange', onState);
    };
    if (container.controller) return settle(container.controller);
    const onChange = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', onChange);
      settle(container.controller);
    };
    container.addEventListener('controllerchange', onChange);
  });
}

async function missingFrom(cacheStorage: HandOffDeps['cacheStorage'], needs: readonly OfflineNeed[]): Promise<OfflineNeed[]> {
  const found = await Promise.all(needs.map((need) => cacheStorage.match(need.url, { ignoreVary: true }).catch(() => undefined)));
  return needs.filter((_, index) => !found[index]);
}

function post(worker: ServiceWorker, message: unknown, wait: (ms: number) => Promise<void>): Promise<void> {
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  worker.postMessage(message, [channel.port2]);
  return Promise.race([answered, wait(HAND_OFF_TIMEOUT_MS)]).finally(() => channel.port1.close());
}

/** Resolves true once the worker controls the page and holds every need; false when some could not be kept. */
export async function readyOffline(needs: readonly OfflineNeed[], deps: HandOffDeps): Promise<boolean> {
  const wait = deps.wait ?? sleep;
  const worker = await activeController(deps.container);
  let missing = await missingFrom(deps.cacheStorage, needs);
  if (missing.length === 0) return true;
  const headers = new Map(await Promise.all(missing.map(async (need) => [need, await deps.headersFor(need)] as const)));
  const message = cacheUrlsMessage(missing, (need) => headers.get(need) ?? {});
  if (!message) return false;
  await post(worker, message, wait);
  // The worker answers when its fetches are done; its cache writes may finish just after.
  for (let attempt = 0; attempt < 10 && missing.length > 0; attempt++) {
    missing = await missingFrom(deps.cacheStorage, missing);
    if (missing.length > 0) await wait(200);
  }
  return missing.length === 0;
}
