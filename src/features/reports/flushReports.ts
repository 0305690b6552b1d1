// One flush of the report queue: the signed-in learner's reports (with the token), then reports made as a guest on
// this device (with the device id), in batches, each settled by the server's answer. A network error, a 5xx or an
// expired session keeps everything queued; the server counts each event once by its id, so sending again is safe.
import type { ShopDatabase } from '../../db/db.ts';
import { pendingReports, settleReports } from '../../db/reportQueue.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { REPORT_BATCH_MAX } from '../../domain/reports/reportEvent.ts';
import { ReportTransportError, type ReportFailure, type ReportTransport } from './reportTransport.ts';

export type ReportFlushOutcome = { kind: 'done'; sent: number; rejected: number } | { kind: 'retry'; failure: ReportFailure; sent: number };

export async function flushReports(db: ShopDatabase, transport: ReportTransport, userId: string | null): Promise<ReportFlushOutcome> {
  let sent = 0;
  let rejected = 0;
  const owners: [string, 'user' | 'guest'][] = userId && userId !== GUEST_USER_ID ? [[userId, 'user'], [GUEST_USER_ID, 'guest']] : [[GUEST_USER_ID, 'guest']];
  for (const [owner, as] of owners) {
    let batchSize = REPORT_BATCH_MAX;
    for (;;) {
      const batch = await pendingReports(db, owner, batchSize);
      if (batch.length === 0) break;
      try {
        const settled = await settleReports(db, await transport.send(batch.map((queued) => queued.event), as));
        sent += settled.sent;
        rejected += settled.rejected;
        if (settled.sent + settled.rejected === 0) return { kind: 'retry', failure: 'server', sent };
      } catch (error) {
        const failure = error instanceof ReportTransportError ? error.failure : 'network';
        if (failure !== 'refused') return { kind: 'retry', failure, sent };
        // The request was refused as a whole: go one report at a time until the one at fault is found and kept as
        // rejected, then back to full batches.
        if (batch.length > 1) {
          batchSize = 1;
          continue;
        }
        rejected += (await settleReports(db, [{ eventId: batch[0]!.eventId, status: 'rejected', reason: (error as Error).message }])).rejected;
        batchSize = REPORT_BATCH_MAX;
      }
    }
  }
  return { kind: 'done', sent, rejected };
}
