// npm run jobs: the job system as the operator page shows it (jobs per queue and state, failed jobs with their last
// error, stuck jobs), on the database of DATABASE_URL (or the PGlite data folder DATA_DIR, while no server has it
// open). `npm run jobs -- retry <queue> <jobId>` puts a failed job back in its queue; `--json` prints JSON.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createBoss } from '../jobs/jobSystem.ts';
import { formatOverview, jobOverview, jobSchemaInstalled, retryJob } from '../jobs/jobStatus.ts';

const args = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  if (args[0] === 'retry') {
    const [, queue, id] = args;
    if (!queue || !id) throw new Error('Usage: npm run jobs -- retry <queue> <jobId>');
    const boss = createBoss(database, { schedule: false, supervise: false });
    await boss.start();
    const retried = await retryJob(database.db, boss, queue, id);
    await boss.stop({ graceful: false, close: true });
    console.log(retried ? `Job ${id} of ${queue} is queued again.` : `No failed job ${id} in ${queue}.`);
    process.exitCode = retried ? 0 : 1;
  } else if (!(await jobSchemaInstalled(database.db))) {
    console.log('No job system in this database yet: the server installs it when it starts.');
  } else {
    const overview = await jobOverview(database.db);
    console.log(args.includes('--json') ? JSON.stringify(overview, null, 2) : formatOverview(overview));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
