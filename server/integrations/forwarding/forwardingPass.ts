// The forwarders that are configured (both off by default):
//   REPORTS_SHEET_ID + GOOGLE_SHEETS_KEY_FILE (a service-account key file) or GOOGLE_SHEETS_KEY_BASE64 (its JSON in
//   base64): reporting events to Google Sheets, a tab per type;
//   ERROR_REPORTING_DSN (or SENTRY_DSN): stored client error reports to a Sentry-compatible service.
// The reports.forward cron job (every minute, once across replicas) runs one pass of each; the database says what is
// still to send, so nothing is lost on a restart. Null when none is configured.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open.ts';
import { createSheetsClient, readServiceAccountKey } from './googleSheets.ts';
import { createReportForwarder } from './reportForwarder.ts';
import { createErrorForwarder } from './errorForwarder.ts';
import { parseDsn } from './sentryEnvelope.ts';

export function forwardingPass(db: Db, log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): (() => Promise<void>) | null {
  const passes: { name: string; run: () => Promise<unknown> }[] = [];
  if (env.REPORTS_SHEET_ID && (env.GOOGLE_SHEETS_KEY_FILE || env.GOOGLE_SHEETS_KEY_BASE64)) {
    const key = readServiceAccountKey({ file: env.GOOGLE_SHEETS_KEY_FILE, base64: env.GOOGLE_SHEETS_KEY_BASE64 });
    const forwarder = createReportForwarder({ db, sheets: createSheetsClient({ key, spreadsheetId: env.REPORTS_SHEET_ID }), log });
    passes.push({ name: 'report forwarding', run: forwarder.runOnce });
  }
  const dsn = env.ERROR_REPORTING_DSN || env.SENTRY_DSN;
  if (dsn) passes.push({ name: 'error forwarding', run: createErrorForwarder({ db, dsn: parseDsn(dsn) }).runOnce });
  if (passes.length === 0) return null;
  log.info({ forwarders: passes.map((pass) => pass.name) }, 'forwarding configured');
  return async () => {
    // Each forwarder on its own: one failing (the job retries) does not hold the other back.
    const results = await Promise.allSettled(passes.map((pass) => pass.run()));
    const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [`${passes[index]!.name}: ${String(result.reason)}`] : []));
    if (failed.length > 0) throw new Error(failed.join('; '));
  };
}
