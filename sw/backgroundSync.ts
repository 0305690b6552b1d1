/// <reference lib="webworker" />
// Background Sync of the outbox (issue 34): when the browser fires the `outbox` tag (the page registered it for
// actions written offline or left queued as it went away), the worker sends the pending entries, then the drill's
// grades, with the page's own module (src/features/background/deliverOutbox.ts → src/features/sync/sendProgress.ts),
// page open or not. A network
// or server failure rejects the event, so the browser fires it again later; a signed-out device leaves the entries
// queued for the next sign-in.
import { OUTBOX_SYNC_TAG } from '../src/domain/background/tags.ts';
import { deliverOutboxInBackground } from '../src/features/background/deliverOutbox.ts';
import { oauthRefreshGrant } from '../src/features/background/oauthRefresh.ts';
import type { SyncEventLike } from '../src/features/background/backgroundApis.ts';
import { shopDb } from '../src/db/db.ts';
import { readXsrfCookie } from './xsrfCookie.ts';

declare const self: ServiceWorkerGlobalScope;

export async function deliverOutbox(): Promise<void> {
  const outcome = await deliverOutboxInBackground({
    db: shopDb(),
    fetch: (input, init) => fetch(input, init),
    locks: self.navigator.locks,
    readXsrfCookie,
    refreshGrant: oauthRefreshGrant,
  });
  if (outcome.kind === 'retry') throw new Error(`outbox not delivered yet (${outcome.failure}): the browser tries again later`);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEventLike;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverOutbox());
});
