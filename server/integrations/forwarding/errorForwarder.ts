// Forwards the stored client error reports (error_reports) to the error-reporting service (a Sentry-compatible
// DSN), off unless configured: the oldest unsent first, one envelope each, recorded in error_report_forwards once the
// service accepted it. A 429 (or a 5xx, or the network) stops the pass and waits: Retry-After when given, else
// 10 s doubling to 10 min. A report sent again after a crash carries the same event id: the service keeps one.
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { errorReportForwards, errorReports } from '../../db/schema.ts';
import { envelopeOf, sentryAuthHeader, type SentryDsn } from './sentryEnvelope.ts';

const BATCH_MAX = 50;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 10 * 60_000;

export interface ErrorForwarderOptions {
  db: Db;
  dsn: SentryDsn;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export function createErrorForwarder({ db, dsn, fetchImpl = fetch, now = Date.now }: ErrorForwarderOptions) {
  let nextAllowedAt = 0;
  let failures = 0;

  function backOff(retryAfter: string | null): void {
    failures += 1;
    const seconds = Number(retryAfter);
    const told = retryAfter !== null && Number.isFinite(seconds) ? seconds * 1000 : 0;
    nextAllowedAt = now() + Math.max(told, Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - 1)));
  }

  /** One pass; returns how many reports the service accepted (or refused for good: a 4xx other than 429). */
  async function runOnce(): Promise<{ forwarded: number; waiting: boolean }> {
    if (nextAllowedAt > now()) return { forwarded: 0, waiting: true };
    const rows = await db
      .select({ report: errorReports })
      .from(errorReports)
      .leftJoin(errorReportForwards, eq(errorReportForwards.errorReportId, errorReports.id))
      .where(isNull(errorReportForwards.errorReportId))
      .orderBy(asc(errorReports.id))
      .limit(BATCH_MAX);
    let forwarded = 0;
    for (const { report } of rows) {
      let response: Response;
      try {
        response = await fetchImpl(dsn.envelopeUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': sentryAuthHeader(dsn) },
          body: envelopeOf(report, dsn, new Date(now())),
        });
      } catch {
        backOff(null);
        return { forwarded, waiting: true };
      }
      if (response.status === 429 || response.status >= 500) {
        backOff(response.headers.get('retry-after'));
        return { forwarded, waiting: true };
      }
      // 2xx: accepted. Another 4xx (too large, refused): sending it again would not change the answer.
      await db.insert(errorReportForwards).values({ errorReportId: report.id, forwardedAt: new Date(now()) }).onConflictDoNothing();
      forwarded += 1;
      failures = 0;
    }
    return { forwarded, waiting: false };
  }

  return { runOnce };
}
