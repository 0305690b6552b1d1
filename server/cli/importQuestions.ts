// `npm run import:questions -- <file.csv|.gift|.txt> --bank <id> --locale <xx> --title "<title>" [--topic <name>]
// [--skip-refused]`: imports a question bank for operators. Bad input is reported as file:line: message, and nothing
// is imported; --skip-refused imports the rest when the only problems are questions of a kind the product cannot hold.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { formatOf, importQuestions } from '../import/questionImport.ts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const file = process.argv[2];
const bankId = option('bank');
const locale = option('locale');
const title = option('title');
if (!file || !bankId || !locale || !title) {
  console.error('Usage: npm run import:questions -- <file.csv|file.gift|file.txt> --bank <id> --locale <xx> --title "<title>" [--topic <name>] [--format csv|gift|aiken] [--skip-refused]');
  process.exit(2);
}
const format = (option('format') as ReturnType<typeof formatOf>) ?? formatOf(file);
if (!format) {
  console.error(`Cannot tell the format of ${file}: pass --format csv, gift or aiken.`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  const outcome = await importQuestions(database.db, { source: fs.readFileSync(file, 'utf8'), format, bankId, locale, title, topic: option('topic'), skipRefused: process.argv.includes('--skip-refused') });
  if (!outcome.ok) {
    for (const error of outcome.errors) console.error(`${path.basename(file)}:${error.line}: ${error.message}`);
    console.error(`Nothing was imported (${outcome.errors.length} problem(s)).`);
    process.exitCode = 1;
  } else {
    for (const skipped of outcome.skipped) console.warn(`${path.basename(file)}:${skipped.line}: skipped: ${skipped.message}`);
    console.log(`Imported ${outcome.questions} questions into bank ${bankId} (${locale})${outcome.skipped.length > 0 ? `, ${outcome.skipped.length} refused question(s) left out` : ''}.`);
  }
} finally {
  await database.close();
}
