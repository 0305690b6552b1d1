// Starts the forwarders that are configured (both off by default):
//   REPORTS_SHEET_ID + GOOGLE_SHEETS_KEY_FILE (a service-account key file) or GOOGLE_SHEETS_KEY_BASE64 (its JSON in
//   base64): reporting events to Google Sheets, a tab per type;
//   ERROR_REPORTING_DSN (or SENTRY_DSN): stored client error reports to a Sentry-compatible service.
// Each runs a pass every few seconds (one at a time); the database says what is still to send, so nothing is lost
// on a restart. Returns a stop function for the server's shutdown.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open.ts';
import { createSheetsClient, readServiceAccountKey } from './googleSheets.ts';
import { createReportForwarder } from './reportForwarder.ts';
import { createErrorForwarder } from './errorForwarder.ts';
import { parseDsn } from './sentryEnvelope.ts';

const PASS_EVERY_MS = 5_000;

export function startForwarding(db: Db, log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): () => void {
  const passes: { name: string; run: () => Promise<unknown> }[] = [];
  if (env.REPORTS_SHEET_ID && (env.GOOGLE_SHEETS_KEY_FILE || env.GOOGLE_SHEETS_KEY_BASE64)) {
    const key = readServiceAccountKey({ file: env.GOOGLE_SHEETS_KEY_FILE, base64: env.GOOGLE_SHEETS_KEY_BASE64 });
    const forwarder = createReportForwarder({ db, sheets: createSheetsClient({ key, spreadsheetId: env.REPORTS_SHEET_ID }), log });
    passes.push({ name: 'report forwarding', run: forwarder.runOnce });
  }
  const dsn = env.ERROR_REPORTING_DSN || env.SENTRY_DSN;
  if (dsn) passes.push({ name: 'error forwarding', run: createErrorForwarder({ db, dsn: parseDsn(dsn) }).runOnce });
  if (passes.length === 0) return () => undefined;

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void Promise.all(passes.map((pass) => pass.run().catch((error: unknown) => log.warn({ err: error }, `${pass.name} pass failed`)))).finally(() => {
      running = false;
    });
  }, PASS_EVERY_MS);
  timer.unref();
  log.info({ forwarders: passes.map((pass) => pass.name) }, 'forwarding started');
  return () => clearInterval(timer);
}
