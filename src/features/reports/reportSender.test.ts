// The report sender with a scripted transport (the real server is in integration/reportEvents.test.ts): an expired
// session is renewed and the reports go at once; failures wait longer each time; a report queued during a flush
// goes in another round; a refused batch is split to find the report at fault.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ShopDatabase } from '../../db/db.ts';
import { countPendingReports, queueReport } from '../../db/reportQueue.ts';
import type { ReportEventInput } from '../../domain/reports/reportEvent.ts';
import { createReportSender, REPORT_RETRY_BASE_MS } from './reportSender.ts';
import { ReportTransportError, type ReportTransport } from './reportTransport.ts';

const device = () => new ShopDatabase(`report-sender-${Math.random()}`);
const draft = (comment: string) => ({ type: 'simulator_feedback' as const, country: 'de', productId: 'DE-P1', reason: 'ok', comment, at: 1 });

function scripted(answers: ((events: ReportEventInput[]) => Promise<void>)[]) {
  const sent: string[][] = [];
  const transport: ReportTransport = {
    async send(events) {
      sent.push(events.map((event) => event.comment));
      const next = answers.shift();
      if (next) await next(events);
      return events.map((event) => ({ eventId: event.eventId, status: 'stored' as const }));
    },
  };
  return { transport, sent };
}

describe('report sender', () => {
  it('renews an expired session and sends at once', async () => {
    const db = device();
    await queueReport(db, 'u1', draft('a'));
    let renewed = 0;
    const { transport, sent } = scripted([
      async () => {
        throw new ReportTransportError('unauthorized', 'expired');
      },
    ]);
    const sender = createReportSender({ db, transport, userId: () => 'u1', renewSession: async () => ++renewed > 0, online: () => true, setTimer: () => 0 });
    expect(await sender.flush()).toEqual({ kind: 'done', sent: 1, rejected: 0 });
    expect(renewed).toBe(1);
    expect(sent).toEqual([['a'], ['a']]);
  });

  it('waits longer after each failure, and starts again from a clean slate after a success', async () => {
    const db = device();
    await queueReport(db, 'guest', draft('a'));
    const delays: number[] = [];
    const down = async () => {
      throw new ReportTransportError('server', '503');
    };
    const { transport } = scripted([down, down, down]);
    const sender = createReportSender({ db, transport, userId: () => null, renewSession: async () => false, online: () => true, setTimer: (_, ms) => delays.push(ms), clearTimer: () => undefined });
    for (let i = 0; i < 3; i++) await sender.flush();
    expect(delays).toEqual([REPORT_RETRY_BASE_MS, 2 * REPORT_RETRY_BASE_MS, 4 * REPORT_RETRY_BASE_MS]);
    expect(await sender.flush()).toEqual({ kind: 'done', sent: 1, rejected: 0 });
    expect(await countPendingReports(db, ['guest'])).toBe(0);
  });

  it('sends a report queued while a flush runs in another round, and splits a refused batch', async () => {
    const db = device();
    await queueReport(db, 'guest', draft('first'));
    await queueReport(db, 'guest', draft('bad'));
    const holder: { sender?: ReturnType<typeof createReportSender> } = {};
    const { transport, sent } = scripted([
      async () => {
        await queueReport(db, 'guest', draft('later'));
        void holder.sender?.flush();
        throw new ReportTransportError('refused', 'body/events/1/comment must be shorter');
      },
      async () => undefined,
      async (events) => {
        throw new ReportTransportError('refused', `refused ${events[0]!.comment}`);
      },
    ]);
    const sender = createReportSender({ db, transport, userId: () => null, renewSession: async () => false, online: () => true, setTimer: () => 0 });
    holder.sender = sender;
    expect(await sender.flush()).toEqual({ kind: 'done', sent: 2, rejected: 1 });
    expect(sent).toEqual([['first', 'bad'], ['first'], ['bad'], ['later']]);
    const kept = await db.reportQueue.toArray();
    expect(kept.map((report) => [report.event.comment, report.status, report.rejection])).toEqual([['bad', 'rejected', 'refused bad']]);
  });
});
