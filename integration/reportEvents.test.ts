// Reporting events offline (issue 15): the device code (src/db/reportQueue.ts on Dexie over fake-indexeddb,
// src/features/reports over the real API client) against the real server on PGlite. A report made offline stays
// queued, reaches the server once the connection is back, and is stored exactly once even when an answer was lost
// and the same events went again; a guest's report goes with the device id; a refused one is kept with its reason.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ShopDatabase } from '../src/db/db.ts';
import { countPendingReports, queueReport } from '../src/db/reportQueue.ts';
import { flushReports } from '../src/features/reports/flushReports.ts';
import { createReportSender } from '../src/features/reports/reportSender.ts';
import { httpReportTransport, type ReportTransport } from '../src/features/reports/reportTransport.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { reportEvents } from '../server/db/schema.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudProduct } from '../server/test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');
const device = () => new ShopDatabase(`reports-${Math.random()}`);
const deviceId = crypto.randomUUID();

async function learner() {
  const userId = await insertTestUser(app);
  return { userId, transport: httpReportTransport(injectApiClient(app, await mintAccessToken(app, userId)), () => deviceId) };
}

const stored = (eventIds: string[]) => app.testDb.database.db.select().from(reportEvents).where(inArray(reportEvents.eventId, eventIds));

const questionReport = (questionId: string, comment: string) => ({ type: 'question_feedback' as const, country: 'de', productId, questionId, reason: 'typo', comment, at: Date.now() });

describe('report queue against the real server', () => {
  it('keeps reports made offline and sends them once the connection is back, exactly once', async () => {
    const { userId, transport } = await learner();
    const db = device();
    const mine = await queueReport(db, userId, questionReport('q1', 'B is misspelt'));
    const asGuest = await queueReport(db, 'guest', { type: 'simulator_feedback', country: 'de', productId, reason: 'bug', comment: 'timer froze', at: Date.now() });

    let online = false;
    const timers: (() => void)[] = [];
    const sender = createReportSender({ db, transport, userId: () => userId, renewSession: async () => true, online: () => online, setTimer: (run) => timers.push(run), clearTimer: () => undefined });
    expect(await sender.flush()).toBeNull();
    expect(await countPendingReports(db, [userId, 'guest'])).toBe(2);
    expect(await stored([mine, asGuest])).toEqual([]);

    // Online but the network drops the call: still queued, a retry is scheduled.
    online = true;
    const dropping: ReportTransport = { send: () => Promise.reject(new TypeError('Failed to fetch')) };
    const flaky = createReportSender({ db, transport: dropping, userId: () => userId, renewSession: async () => true, online: () => true, setTimer: (run) => timers.push(run) });
    expect(await flaky.flush()).toMatchObject({ kind: 'retry', failure: 'network' });
    expect(timers).toHaveLength(1);
    expect(await countPendingReports(db, [userId, 'guest'])).toBe(2);

    // The server gets the batch but the answer is lost on the way back: the device still holds both.
    const answerLost: ReportTransport = {
      send: async (events, as) => {
        await transport.send(events, as);
        throw new TypeError('connection reset');
      },
    };
    expect(await flushReports(db, answerLost, userId)).toMatchObject({ kind: 'retry', failure: 'network' });
    expect(await countPendingReports(db, [userId, 'guest'])).toBe(2);

    // Back online for good: sent again, the server answers duplicate, the queue empties, one row each.
    expect(await sender.flush()).toEqual({ kind: 'done', sent: 2, rejected: 0 });
    expect(await countPendingReports(db, [userId, 'guest'])).toBe(0);
    const rows = await stored([mine, asGuest]);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.eventId === mine)).toMatchObject({ userId, deviceId: null, questionId: 'q1', comment: 'B is misspelt', type: 'question_feedback' });
    expect(rows.find((row) => row.eventId === asGuest)).toMatchObject({ userId: null, deviceId, type: 'simulator_feedback', comment: 'timer froze' });

    // Nothing left: another flush sends nothing and the server still has one row each.
    expect(await sender.flush()).toEqual({ kind: 'done', sent: 0, rejected: 0 });
    expect(await stored([mine, asGuest])).toHaveLength(2);
  });

  it('keeps a report the server refuses, with its reason, and sends the others', async () => {
    const { userId, transport } = await learner();
    const db = device();
    const good = await queueReport(db, userId, questionReport('q2', 'fine'));
    const bad = await queueReport(db, userId, { ...questionReport('q3', ''), reason: 'no-such-reason' });
    expect(await flushReports(db, transport, userId)).toEqual({ kind: 'done', sent: 1, rejected: 1 });
    expect(await db.reportQueue.get(bad)).toMatchObject({ status: 'rejected', rejection: 'bad-reason' });
    expect(await db.reportQueue.get(good)).toBeUndefined();
    expect(await app.testDb.database.db.select().from(reportEvents).where(eq(reportEvents.eventId, bad))).toEqual([]);
  });
});
