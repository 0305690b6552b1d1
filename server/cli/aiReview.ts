// `npm run ai:review [-- --out review.csv]`: the question fixer's review list as CSV (stdout, or the file given).
import fs from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { toCsv } from '../lib/csv.ts';
import { reviewRecords } from '../ai/fixer/reviewRecords.ts';

const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const rows = await reviewRecords(database.db);
  const csv = toCsv(rows);
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`${rows.length} questions written to ${out}`);
  } else process.stdout.write(csv);
} finally {
  await database.close();
}
