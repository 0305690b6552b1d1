// Entry point of `npm start`: opens and migrates the database, seeds the demo catalog once, serves PWA and API.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './app.ts';
import { seedDemoIfEmpty } from './seed/seedDemo.ts';
import { createShutdown } from './lifecycle.ts';

/** Requests, then jobs under way (JOB_STOP_GRACE_MS, 8 s by default), then the database: all within this. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  // `--web-only`: this replica answers requests and enqueues jobs but works none (JOB_WORKERS=0 does the same).
  // `--jobs-only`: it works jobs and answers only /health, /ready and /metrics (JOBS_ONLY=1 does the same).
  const webOnly = process.argv.includes('--web-only');
  const jobsOnly = process.argv.includes('--jobs-only');
  if (webOnly && jobsOnly) throw new Error('--web-only and --jobs-only exclude each other.');
  const config = { ...loadConfig(), ...(webOnly ? { jobWorkers: false } : {}), ...(jobsOnly ? { jobsOnly: true, jobWorkers: true } : {}) };
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  // Replicas starting together take turns: the first migrates and seeds, the others find it done.
  const seeded = await database.exclusively(
    async () => {
      await database.migrate();
      return seedDemoIfEmpty(database.db);
    },
    () => console.log('waiting for another process to finish migrating and seeding the database'),
  );
  const app = await buildApp({ database, config });
  const log = app.fastify.log;
  if (seeded) log.info('demo catalog loaded (first start)');
  // Background work (mails, sweeps, catalog maintenance, pruning, the fixer, forwarding) is pg-boss jobs: buildApp
  // started the job system and this process's workers (jobs/registerJobs.ts).

  const shutdown = createShutdown(app, database, SHUTDOWN_GRACE_MS);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }

  await app.fastify.listen({ port: config.port, host: config.host });
  const role = config.jobsOnly ? ', jobs only' : config.jobWorkers ? '' : ', web only';
  log.info(`exam quiz shop on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}${role})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
