// `npm run reports:export -- [--type question_feedback] [--since 2026-01-31] [--tenant eq|cq]`: writes the stored
// reporting events as CSV to stdout, a page at a time (lib/csvPages.ts; formula injection neutralised, lib/csv.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { reportEventsCsv } from '../services/reports.ts';
import { REPORT_TYPES, type ReportType } from '@domain/reports/reportEvent.ts';
import { isTenant } from '@domain/markets/types.ts';

const { values } = parseArgs({ options: { type: { type: 'string', multiple: true }, since: { type: 'string' }, tenant: { type: 'string', default: 'eq' } } });
const types = values.type ?? [];
const since = values.since === undefined ? undefined : new Date(values.since);
const unknownType = types.find((type) => !(REPORT_TYPES as readonly string[]).includes(type));
if (unknownType !== undefined || (since && Number.isNaN(since.getTime())) || !isTenant(values.tenant)) {
  console.error(`usage: npm run reports:export -- [--type ${REPORT_TYPES.join('|')}]… [--since 2026-01-31] [--tenant eq|cq]`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  for await (const chunk of reportEventsCsv(database.db, values.tenant, { types: types as ReportType[], since })) process.stdout.write(chunk);
} finally {
  await database.close();
}
