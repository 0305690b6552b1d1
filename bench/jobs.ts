// Job system figures on PostgreSQL (`npx tsx bench/jobs.ts`, BENCH_DATABASE_URL or TEST_DATABASE_URL or the local
// server): what enqueueing a mail's delivery job adds to the transaction that writes the mail (p50/p99 over
// alternating transactions with and without it), and how fast N delivery jobs drain against a local SMTP sink with
// three job systems (replicas) working them, each mail sent once. Figures, not pass/fail.
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/open.ts';
import { mailOutbox } from '../server/db/schema.ts';
import { withDatabase } from '../server/test/databases.ts';
import { startSmtpSink } from '../server/test/smtpSink.ts';

const BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRANSACTIONS = Number(process.env.BENCH_JOB_TX ?? 400);
const MAILS = Number(process.env.BENCH_JOB_MAILS ?? 2000);
const name = `bench_jobs_${crypto.randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

async function writeMail(database: Database, app: App, withJob: boolean, to: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx.insert(mailOutbox).values({ toAddress: to, subject: 'bench', textBody: 't', htmlBody: '<p>t</p>', locale: 'en', createdAt: new Date() }).returning();
    if (withJob) await app.commerce.mailQueue(tx, [row!.id]);
  });
}

await admin(`create database ${name}`);
const sink = await startSmtpSink();
const url = withDatabase(BASE, name);
const config = { ...loadConfig({ NODE_ENV: 'production', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'warn' }), databaseUrl: url, smtpUrl: sink.url };
const replicas: { database: Database; app: App }[] = [];
try {
  for (let i = 0; i < 3; i++) {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    if (i === 0) await database.migrate();
    const started = performance.now();
    // The first replica enqueues only (no workers) while the enqueue cost is measured.
    replicas.push({ database, app: await buildApp({ database, config: { ...config, jobWorkers: false, jobSchedules: false } }) });
    console.log(`replica ${i + 1}: app with job system started in ${(performance.now() - started).toFixed(0)} ms`);
  }
  const [first] = replicas as [{ database: Database; app: App }];
  const plain: number[] = [];
  const queued: number[] = [];
  for (let i = 0; i < TRANSACTIONS; i++) {
    for (const withJob of i % 2 === 0 ? [false, true] : [true, false]) {
      const t = performance.now();
      await writeMail(first.database, first.app, withJob, `warm-${i}@example.com`);
      (withJob ? queued : plain).push(performance.now() - t);
    }
  }
  // The warm-up's jobs are not part of the drain.
  await first.database.db.execute(sql`delete from pgboss.job where name = 'mail.deliver'`);
  console.log(`mail transaction without job: p50 ${quantile(plain, 0.5).toFixed(2)} ms, p99 ${quantile(plain, 0.99).toFixed(2)} ms`);
  console.log(`mail transaction with its delivery job: p50 ${quantile(queued, 0.5).toFixed(2)} ms, p99 ${quantile(queued, 0.99).toFixed(2)} ms`);
  console.log(`added by the enqueue: p50 ${(quantile(queued, 0.5) - quantile(plain, 0.5)).toFixed(2)} ms, p99 ${(quantile(queued, 0.99) - quantile(plain, 0.99)).toFixed(2)} ms`);

  // Drain: MAILS delivery jobs, worked by three fresh replicas at once.
  for (let i = 0; i < MAILS; i += 50) await Promise.all(Array.from({ length: Math.min(50, MAILS - i) }, (_, k) => writeMail(first.database, first.app, true, `drain-${i + k}@example.com`)));
  sink.received.length = 0;
  const started = performance.now();
  const workers: App[] = [];
  for (let i = 0; i < 3; i++) workers.push(await buildApp({ database: replicas[i]!.database, config: { ...config, jobSchedules: false } }));
  while (sink.received.filter((mail) => mail.to[0]!.startsWith('drain-')).length < MAILS) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  const counts = new Map<string, number>();
  for (const mail of sink.received) counts.set(mail.to[0]!, (counts.get(mail.to[0]!) ?? 0) + 1);
  console.log(`${MAILS} delivery jobs drained by 3 replicas in ${seconds.toFixed(1)} s (${(MAILS / seconds).toFixed(0)} mails/s); sent twice: ${[...counts.values()].filter((n) => n > 1).length}`);
  for (const app of workers) await app.fastify.close();
} finally {
  for (const { app, database } of replicas) {
    await app.fastify.close();
    await database.close();
  }
  await sink.close();
  await admin(`drop database if exists ${name} with (force)`);
}
