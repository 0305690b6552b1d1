// `npm run learning:difficulties`: item difficulties of every bank from all learners' first answers (issue 22), kept
// for the questions route to ship with the bank. Uses DATA_DIR / DATABASE_URL like the server; a running server
// serves them within a minute (its question cache). Meant to run on a schedule (see server/learning/itemDifficulties.ts).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { computeItemDifficulties } from '../learning/itemDifficulties.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  const report = await computeItemDifficulties(database.db);
  console.log(`${report.banks} banks, ${report.items} questions, ${report.firstAnswers} first answers`);
} finally {
  await database.close();
}
