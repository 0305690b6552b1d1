// `npm run errors:export [-- --since 2026-01-01]`: writes the stored client error reports as CSV to stdout,
// a page at a time (lib/csvPages.ts).
import { and, asc, getTableColumns, gt, gte } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { errorReports } from '../db/schema.ts';
import { csvPages } from '../lib/csvPages.ts';

type ErrorReportRow = typeof errorReports.$inferSelect;

const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? new Date(process.argv[sinceIndex + 1] ?? '') : new Date(0);
if (Number.isNaN(since.getTime())) {
  console.error('--since needs a date such as 2026-01-31');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const pageAfter = (after: number, limit: number) =>
    database.db.select().from(errorReports).where(and(gte(errorReports.receivedAt, since), gt(errorReports.id, after))).orderBy(asc(errorReports.id)).limit(limit);
  const record = (row: ErrorReportRow) => ({ ...row, receivedAt: row.receivedAt.toISOString(), telemetry: JSON.stringify(row.telemetry) });
  // Every column of the table in its order, as the rows come; nothing at all (not even a header) without reports.
  for await (const chunk of csvPages(Object.keys(getTableColumns(errorReports)), pageAfter, record, { header: 'with-rows' })) process.stdout.write(chunk);
} finally {
  await database.close();
}
