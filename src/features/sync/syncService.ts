// Starts the sync machine for the app: the real flush (Dexie outbox → HTTP) and session renewal are provided
// here, and browser events (online/offline, sign-in/out, pagehide) are turned into machine events.
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { OutboxEntry, ShopDatabase } from '../../db/db.ts';
import { apiBase } from '../../domain/http/requestRules.ts';
import type { Tenant } from '../../domain/markets/types.ts';
import { SYNC_BATCH_MAX_ENTRIES } from '../../domain/sync/protocol.ts';
import { readStoredLogin, readUserRecord, SESSION_CHANGED_EVENT } from '../session/storedUser.ts';
import type { TokenService } from '../session/tokenService.ts';
import { beaconSave } from './httpTransport.ts';
import type { FlushOutcome } from './syncEngine.ts';
import { sendProgress } from './sendProgress.ts';
import { requestOutboxSync } from '../background/requestOutboxSync.ts';
import { pendingEntries } from '../../db/outbox.ts';
import { recordOutboxHint } from './outboxHint.ts';
import { syncMachine } from './syncMachine.ts';
import { setServerUnreachable } from './serverReachability.ts';
import { countUnsyncedDrillCards } from '../../db/drillCards.ts';
import { countPendingReports } from '../../db/reportQueue.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { createReportSender } from '../reports/reportSender.ts';
import { httpReportTransport } from '../reports/reportTransport.ts';

export interface SyncServiceDeps {
  db: ShopDatabase;
  api: ApiClient;
  tokens: TokenService;
  tenant: Tenant;
}

export function startSyncService({ db, api, tokens, tenant }: SyncServiceDeps) {
  const machine = syncMachine.provide({
    actors: {
      // The exam outbox first, then the drill's cards (sent and pulled): a failure of either is retried with backoff.
      flush: fromPromise<FlushOutcome, { userId: string }>(async ({ input }) => {
        const outcome = await sendProgress({ db, api, locks: navigator.locks }, input.userId);
        // Still unsent because of the network: the service worker sends it when the connection returns, page open or not.
        if (outcome.kind === 'retry' && (outcome.failure === 'network' || outcome.failure === 'server')) requestOutboxSync();
        return outcome;
      }),
      renewSession: fromPromise<boolean, void>(async () => (await tokens.refresh()).kind === 'token'),
    },
  });
  // Reports (question and simulator feedback) are sent for guests too: a sender of their own, beside the machine.
  const reports = createReportSender({
    db,
    transport: httpReportTransport(api),
    userId: () => readUserRecord()?.userId ?? null,
    renewSession: async () => (await tokens.refresh()).kind === 'token',
  });
  const sendReports = () => settleQuietly(reports.flush().then(refreshPending), 'report flush');
  const actor = createActor(machine, { input: { online: navigator.onLine, userId: readUserRecord()?.userId ?? null } }).start();

  window.addEventListener('online', () => {
    actor.send({ type: 'connection.online' });
    sendReports();
  });
  window.addEventListener('offline', () => actor.send({ type: 'connection.offline' }));
  const onSession = () => {
    const userId = readUserRecord()?.userId ?? null;
    if (userId !== actor.getSnapshot().context.userId) {
      actor.send({ type: 'session.changed', userId });
      sendReports();
    }
  };
  window.addEventListener(SESSION_CHANGED_EVENT, onSession);
  window.addEventListener('storage', onSession);
  // pagehide leaves no time for IndexedDB reads: keep a copy of what is pending, refreshed after each change.
  let pending: OutboxEntry[] = [];
  const refreshPending = async () => {
    const userId = actor.getSnapshot().context.userId;
    pending = userId ? await pendingEntries(db, userId, SYNC_BATCH_MAX_ENTRIES) : [];
    // Drill cards not yet sent count too, so the next visit starts the sync for them.
    const reportOwners = userId ? [userId, GUEST_USER_ID] : [GUEST_USER_ID];
    recordOutboxHint(pending.length + (userId ? await countUnsyncedDrillCards(db, userId) : 0) + (await countPendingReports(db, reportOwners)));
  };
  actor.subscribe((snapshot) => {
    if (snapshot.matches('waiting') || snapshot.matches('backoff')) settleQuietly(refreshPending(), 'pending copy');
    const last = snapshot.context.lastOutcome;
    if (snapshot.matches('backoff') && last?.kind === 'retry') setServerUnreachable(navigator.onLine && (last.failure === 'server' || last.failure === 'network'));
    else if (snapshot.matches('waiting') || !snapshot.context.online) setServerUnreachable(false);
  });
  // The page going away with entries still queued: the service worker takes them over (Background Sync, where the
  // browser has it) once the connection allows, with no page open.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && pending.length > 0) requestOutboxSync();
  });
  window.addEventListener('pagehide', () => {
    const userId = actor.getSnapshot().context.userId;
    const login = readStoredLogin();
    const first = pending[0];
    if (!userId || !login || !first) return;
    // With Background Sync and a worker in control, the worker sends them (one sender at a time, on the outbox lock):
    // a beacon beside it would send the same entries a second time at once.
    if ('SyncManager' in window && navigator.serviceWorker?.controller) {
      requestOutboxSync();
      return;
    }
    // Best effort while the page goes away; the entries stay queued until a flush confirms them.
    beaconSave(`${apiBase(tenant)}/products/${encodeURIComponent(first.productId)}/tests/current/saveAsync/${encodeURIComponent(userId)}`, {
      clientId: first.clientId,
      entries: pending.map(({ seq, idempotencyKey, productId, mode, event }) => ({ seq, idempotencyKey, productId, mode, event })),
      accessToken: login.access_token,
    });
  });

  sendReports();

  return {
    actor,
    /** Call after queueing a report (reportQueue.ts): it is sent now if the device is online. */
    notifyReportQueued: sendReports,
    /** Call after recording an action (an exam action, or a drill card fed or graded). */
    notifyOutboxChanged: () => {
      // Written offline: the worker sends it when the connection returns, even if the page has been closed by then.
      if (!navigator.onLine) requestOutboxSync();
      actor.send({ type: 'outbox.changed' });
      settleQuietly(refreshPending(), 'pending copy');
    },
  };
}

export type SyncService = ReturnType<typeof startSyncService>;
