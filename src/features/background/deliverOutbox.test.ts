// The service worker's delivery (issue 34) on a real Dexie (fake-indexeddb) against a scripted server: it sends what the
// page left with the page's own rules, renews an expired token from the login copy (writing the rotated one back for
// the page), leaves everything queued when the refresh is refused or the network is down, and shares one sender lock
// with the page so no entry goes twice.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopDatabase } from '../../db/db.ts';
import { recordExamAction } from '../../db/examActions.ts';
import { keepBackgroundSession, readBackgroundSession, takeRefusalNotice } from '../../db/backgroundSession.ts';
import type { ExamEvent } from '../../domain/exam/events.ts';
import type { SyncRequest } from '../../domain/sync/protocol.ts';
import type { DrillCardRecord, DrillSyncRequest, DrillSyncResponse } from '../../domain/drill/sync.ts';
import { drillCardKey, gradeDrillCard } from '../../db/drillCards.ts';
import { enqueueSchedule } from '../../domain/drill/schedule.ts';
import type { StoredLogin } from '../../domain/session.ts';
import { fakeLockManager } from '../../test/fakeLocks.ts';
import { deliverOutboxInBackground as deliver } from './deliverOutbox.ts';
import { oauthRefreshGrant } from './oauthRefresh.ts';
import type { BackgroundApiDeps } from './backgroundApi.ts';

/** The worker's delivery with the page's own refresh grant, as sw/backgroundSync.ts runs it. */
const deliverOutboxInBackground = (deps: Omit<BackgroundApiDeps, 'refreshGrant'>) => deliver({ ...deps, refreshGrant: oauthRefreshGrant });
import { sendOutbox } from '../sync/sendOutbox.ts';
import { SyncTransportError, type SyncTransport } from '../sync/syncEngine.ts';

const T0 = 1_800_000_000_000;
const start: ExamEvent = { type: 'exam.start', at: T0, test: { nQuestionsToPass: 60, productId: 'DE-1', userId: 'u1' }, nQuestion: 5, timeToFinish: 600_000 };
const pick = (question: number): ExamEvent => ({ type: 'answer.select', at: T0 + question, question, picked: ['A'], correct: true });
const expired: StoredLogin = { access_token: 'old-access', refresh_token: 'old-refresh', expires_in: 900, token_expire_at: T0 - 1 };

interface Call {
  url: string;
  headers: Headers;
  body: string;
}

/** A server: oauth/token answers `refresh`; exam-sync applies each entry once (a second time: duplicate); drill keeps
 * the cards sent (its copy of each, the newest) and has nothing newer of its own. */
function server(refresh: 'ok' | 'refused' | 'offline') {
  const calls: Call[] = [];
  const seen = new Set<string>();
  const drillCards: DrillCardRecord[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
    calls.push({ url, headers, body });
    if (refresh === 'offline') throw new TypeError('Failed to fetch');
    if (url.includes('/oauth/token')) {
      if (refresh === 'refused') return Response.json({ error: 'invalid_grant', error_description: 'refresh token revoked' }, { status: 400 });
      return Response.json({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 });
    }
    if (headers.get('authorization') !== 'Bearer new-access') return Response.json({ error: 'unauthorized', message: 'expired' }, { status: 401 });
    if (url.includes('/drill/')) {
      const drill = JSON.parse(body) as DrillSyncRequest;
      drillCards.push(...drill.cards);
      return Response.json({ cards: drill.cards, cursor: drill.since + drill.cards.length, more: false } satisfies DrillSyncResponse);
    }
    const request = JSON.parse(body) as SyncRequest;
    const results = request.entries.map((entry) => {
      const status = seen.has(entry.idempotencyKey) ? 'duplicate' : 'applied';
      seen.add(entry.idempotencyKey);
      return { seq: entry.seq, status };
    });
    return Response.json({ results, states: {} });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, seen, drillCards };
}

let db: ShopDatabase;
beforeEach(async () => {
  db = new ShopDatabase(`bg-${Math.random()}`);
  const context = { productId: 'DE-1', mode: 'exam' as const, owner: 'u1' };
  await recordExamAction(db, context, start);
  for (const question of [1, 2, 3]) await recordExamAction(db, context, pick(question));
  await keepBackgroundSession(db, { tenant: 'eq', userId: 'u1', login: expired, xsrfToken: 'xsrf-1' }, T0);
});
afterEach(async () => {
  await db.delete();
});

const pending = () => db.outbox.where('status').equals('pending').count();

describe('the worker delivers the outbox', () => {
  it('renews the expired token from the copy, sends every entry once with the XSRF header, and keeps the rotated login for the page', async () => {
    const api = server('ok');
    const outcome = await deliverOutboxInBackground({ db, fetch: api.fetch, locks: fakeLockManager(), now: () => T0 });
    expect(outcome).toEqual({ kind: 'done', applied: 4, rejected: 0 });
    expect(await pending()).toBe(0);
    const syncCalls = api.calls.filter((call) => call.url.includes('/exam-sync/u1'));
    expect(syncCalls).toHaveLength(1);
    expect(syncCalls[0]!.url).toBe('/api/2.0/eq/exam-sync/u1');
    expect(syncCalls[0]!.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(api.calls.filter((call) => call.url.includes('/oauth/token'))).toHaveLength(1);
    expect((await readBackgroundSession(db))?.login).toMatchObject({ access_token: 'new-access', refresh_token: 'new-refresh', token_expire_at: T0 + 900_000 });
  });

  it('sends the drill grades given on this device after the outbox, and marks them sent', async () => {
    const key = drillCardKey('u1', 'DE-1', 'q2');
    await db.drillCards.put({ ...enqueueSchedule(undefined, 'wrong', T0), key, owner: 'u1', productId: 'DE-1', questionId: 'q2', reason: 'wrong', fedBy: 't@1', updatedAt: T0 });
    await gradeDrillCard(db, key, 'good', T0 + 60_000);
    const api = server('ok');
    const outcome = await deliverOutboxInBackground({ db, fetch: api.fetch, locks: fakeLockManager(), now: () => T0 });
    expect(outcome).toEqual({ kind: 'done', applied: 4, rejected: 0 });
    expect(api.drillCards).toMatchObject([{ questionId: 'q2', updatedAt: T0 + 60_000 }]);
    expect((await db.drillCards.get(key))?.dirty).toBeUndefined();
    // The outbox went first, then the cards.
    expect(api.calls.map((call) => call.url).filter((url) => !url.includes('/oauth/'))).toEqual(['/api/2.0/eq/exam-sync/u1', '/api/2.0/eq/drill/u1']);
  });

  it('leaves every entry queued and notes it for the page when the refresh is refused', async () => {
    const outcome = await deliverOutboxInBackground({ db, fetch: server('refused').fetch, now: () => T0 });
    expect(outcome).toEqual({ kind: 'signed-out' });
    expect(await pending()).toBe(4);
    expect((await readBackgroundSession(db))?.login).toBeNull();
    expect(await takeRefusalNotice(db)).toEqual({ userId: 'u1', refusedAt: T0 });
    expect(await takeRefusalNotice(db)).toBeNull(); // told once
    // Nothing to send with until the learner signs in again.
    expect(await deliverOutboxInBackground({ db, fetch: server('ok').fetch, now: () => T0 })).toEqual({ kind: 'signed-out' });
  });

  it('keeps everything, login included, when the network is down (the browser fires the sync again)', async () => {
    const outcome = await deliverOutboxInBackground({ db, fetch: server('offline').fetch, now: () => T0 });
    expect(outcome.kind).toBe('retry');
    expect(await pending()).toBe(4);
    expect((await readBackgroundSession(db))?.login).toEqual(expired);
  });

  it('does nothing for a device where nobody is signed in', async () => {
    await db.backgroundSession.clear();
    const api = server('ok');
    expect(await deliverOutboxInBackground({ db, fetch: api.fetch, now: () => T0 })).toEqual({ kind: 'signed-out' });
    expect(api.calls).toHaveLength(0);
    expect(await pending()).toBe(4);
  });

  it('takes turns with the page on one lock: racing on the same outbox, no entry is sent twice', async () => {
    const locks = fakeLockManager();
    const api = server('ok');
    const pageSent: string[] = [];
    const pageTransport: SyncTransport = {
      async send(_userId, request) {
        pageSent.push(...request.entries.map((entry) => entry.idempotencyKey));
        const response = await api.fetch('/api/2.0/eq/exam-sync/u1', { method: 'POST', headers: { authorization: 'Bearer new-access' }, body: JSON.stringify(request) });
        if (!response.ok) throw new SyncTransportError('server', 'refused');
        return response.json();
      },
    };
    const [page, worker] = await Promise.all([sendOutbox({ db, transport: pageTransport, locks }, 'u1'), deliverOutboxInBackground({ db, fetch: api.fetch, locks, now: () => T0 })]);
    expect(await pending()).toBe(0);
    const sentByWorker = api.calls.filter((call) => call.url.includes('/exam-sync/') && call.headers.get('x-xsrf-token')).flatMap((call) => (JSON.parse(call.body) as SyncRequest).entries.map((entry) => entry.idempotencyKey));
    const all = [...pageSent, ...sentByWorker];
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    expect([page.kind, worker.kind]).toEqual(['done', 'done']);
  });
});
