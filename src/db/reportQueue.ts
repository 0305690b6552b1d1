// The report queue (issue 15): question and simulator feedback recorded on the device and sent when it can be.
// A report leaves the queue only when the server has answered for it: stored or duplicate (deleted), refused
// (kept as rejected with the reason). The event id made here is what makes the server count it once.
import type { ReportEventInput } from '../domain/reports/reportEvent.ts';
import type { QueuedReport, ShopDatabase } from './db.ts';

let lastQueuedAt = 0;

/** Records the report for sending; returns its event id. Two reports queued in the same millisecond keep their
 *  order (the key's ties would otherwise fall to the random event id). */
export async function queueReport(db: ShopDatabase, owner: string, event: Omit<ReportEventInput, 'eventId'>, eventId = crypto.randomUUID()): Promise<string> {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 0.001);
  await db.reportQueue.add({ eventId, owner, event: { ...event, eventId }, status: 'pending', createdAt: lastQueuedAt });
  return eventId;
}

/** The owner's reports still to send, oldest first. */
export function pendingReports(db: ShopDatabase, owner: string, limit: number): Promise<QueuedReport[]> {
  return db.reportQueue
    .where('[owner+status+createdAt]')
    .between([owner, 'pending', -Infinity], [owner, 'pending', Infinity])
    .limit(limit)
    .toArray();
}

export function countPendingReports(db: ShopDatabase, owners: readonly string[]): Promise<number> {
  return Promise.all(owners.map((owner) => db.reportQueue.where('[owner+status+createdAt]').between([owner, 'pending', -Infinity], [owner, 'pending', Infinity]).count())).then(
    (counts) => counts.reduce((sum, count) => sum + count, 0),
  );
}

export type ReportOutcome = { eventId: string; status: 'stored' | 'duplicate' } | { eventId: string; status: 'rejected'; reason?: string };

/** Settles the server's answer: what it has leaves the queue, what it refused stays with the reason. */
export async function settleReports(db: ShopDatabase, outcomes: readonly ReportOutcome[]): Promise<{ sent: number; rejected: number }> {
  let sent = 0;
  let rejected = 0;
  await db.transaction('rw', db.reportQueue, async () => {
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        rejected += 1;
        await db.reportQueue.update(outcome.eventId, { status: 'rejected', rejection: outcome.reason ?? 'rejected' });
      } else {
        sent += 1;
        await db.reportQueue.delete(outcome.eventId);
      }
    }
  });
  return { sent, rejected };
}
