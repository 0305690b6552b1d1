// Asks the browser to wake the service worker when the connection allows, to send the outbox (Background Sync, issue
// 34). Where the browser has no Background Sync (Safari, Firefox) nothing happens: the page sends it as before.
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { OUTBOX_SYNC_TAG } from '../../domain/background/tags.ts';
import type { BackgroundRegistration } from './backgroundApis.ts';

export function requestOutboxSync(serviceWorker: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): void {
  if (!serviceWorker) return;
  settleQuietly(
    serviceWorker.getRegistration().then((registration) => (registration as (ServiceWorkerRegistration & BackgroundRegistration) | undefined)?.sync?.register(OUTBOX_SYNC_TAG)),
    'background sync registration',
  );
}
