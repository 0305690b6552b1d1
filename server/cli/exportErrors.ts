// `npm run errors:export [-- --since 2026-01-01]`: writes the stored client error reports as CSV to stdout.
import { asc, gte } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { errorReports } from '../db/schema.ts';
import { toCsv } from '../lib/csv.ts';

const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? new Date(process.argv[sinceIndex + 1] ?? '') : new Date(0);
if (Number.isNaN(since.getTime())) {
  console.error('--since needs a date such as 2026-01-31');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const rows = await database.db.select().from(errorReports).where(gte(errorReports.receivedAt, since)).orderBy(asc(errorReports.id));
  process.stdout.write(toCsv(rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString(), telemetry: JSON.stringify(row.telemetry) }))));
} finally {
  await database.close();
}
