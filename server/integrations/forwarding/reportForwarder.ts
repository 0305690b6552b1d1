// Forwards reporting events to the spreadsheet (ARCHITECTURE.md §1: Google Sheets service account, batched RAW
// appends), off unless configured. One tab per event type; a tab gets at most one append per 10 s, carrying every
// event not yet forwarded (up to 500); `forwarded_at` is set once the append succeeded. A 429 waits for Retry-After,
// or backs off exponentially (10 s, 20 s, … up to 10 min); so does any other failure. The database is the record of
// the work: a restart forwards what is still unforwarded. An append that succeeded just before a crash may be sent
// again: the event id in the first column tells the copies apart.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open.ts';
import { reportEvents } from '../../db/schema.ts';
import { REPORT_TYPES, type ReportType } from '@domain/reports/reportEvent.ts';
import { SheetsRateLimited, type Row, type SheetsClient } from './googleSheets.ts';

export const SHEETS_MIN_INTERVAL_MS = 10_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const BATCH_MAX = 500;

export interface ReportForwarderOptions {
  db: Db;
  sheets: SheetsClient;
  now?: () => number;
  /** The tab of a type (default: the type's name). */
  tabOf?: (type: ReportType) => string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ForwardOutcome {
  forwarded: number;
  /** Tabs waiting for their interval or a backoff. */
  waiting: string[];
}

function rowOf(event: typeof reportEvents.$inferSelect): Row {
  return [
    event.eventId,
    event.type,
    event.tenant,
    event.country,
    event.userId,
    event.deviceId,
    event.productId,
    event.questionId,
    event.reason,
    event.comment,
    event.reportedAt.toISOString(),
    event.createdAt.toISOString(),
  ];
}

export function createReportForwarder({ db, sheets, now = Date.now, tabOf = (type) => type, log }: ReportForwarderOptions) {
  const nextAllowedAt = new Map<string, number>();
  const failures = new Map<string, number>();

  function backOff(tab: string, retryAfterMs: number | null): void {
    const count = (failures.get(tab) ?? 0) + 1;
    failures.set(tab, count);
    const exponential = Math.min(BACKOFF_MAX_MS, SHEETS_MIN_INTERVAL_MS * 2 ** (count - 1));
    nextAllowedAt.set(tab, now() + Math.max(retryAfterMs ?? 0, exponential));
  }

  /** One pass: every tab whose time has come gets one append of its unforwarded events. */
  async function runOnce(): Promise<ForwardOutcome> {
    let forwarded = 0;
    const waiting: string[] = [];
    for (const type of REPORT_TYPES) {
      const tab = tabOf(type);
      if ((nextAllowedAt.get(tab) ?? 0) > now()) {
        waiting.push(tab);
        continue;
      }
      const events = await db
        .select()
        .from(reportEvents)
        .where(and(eq(reportEvents.type, type), isNull(reportEvents.forwardedAt)))
        .orderBy(asc(reportEvents.id))
        .limit(BATCH_MAX);
      if (events.length === 0) continue;
      try {
        await sheets.append(tab, events.map(rowOf));
      } catch (error) {
        backOff(tab, error instanceof SheetsRateLimited ? error.retryAfterMs : null);
        log?.warn({ err: error, tab }, 'report forwarding failed; backing off');
        waiting.push(tab);
        continue;
      }
      await db
        .update(reportEvents)
        .set({ forwardedAt: new Date(now()) })
        .where(inArray(reportEvents.id, events.map((event) => event.id)));
      forwarded += events.length;
      failures.delete(tab);
      nextAllowedAt.set(tab, now() + SHEETS_MIN_INTERVAL_MS);
    }
    return { forwarded, waiting };
  }

  return { runOnce };
}

export type ReportForwarder = ReturnType<typeof createReportForwarder>;
