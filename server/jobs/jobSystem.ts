// The one durable job system: pg-boss on the app's own database (the embedded PGlite through pg-boss's PGlite adapter,
// or PostgreSQL by connection string, shared by every replica). Jobs are enqueued in the caller's transaction, so a
// rolled-back change leaves no job and a committed one always has its job; workers retry with backoff, cron schedules
// run once across replicas, spent jobs go to the dead-letter queue.
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Db as JobDb, type Job, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/open.ts';
import type { Tx } from '../services/syncStore.ts';
import { DEAD_LETTER_QUEUE, EMBEDDED_SUPERVISE_SECONDS, MONITOR_SECONDS, QUEUES, QUEUE_NAMES, SUPERVISE_SECONDS, type JobData, type QueueName } from './queues.ts';

/** `log`: the process's logger bound to this job (queue, jobId, and the requestId of the request that enqueued it). */
export type JobHandler<Q extends QueueName> = (job: Job<JobData[Q]>, log: FastifyBaseLogger) => Promise<void>;

/** The request id a job's data carries, if any (only request-made jobs have one). */
function requestIdOf(data: unknown): string | undefined {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'string' ? requestId : undefined;
}

export interface JobSystem {
  readonly boss: PgBoss;
  /** Adds a job through `db` (a transaction: the job exists only if it commits). Returns its id (null if deduplicated). */
  enqueue<Q extends QueueName>(db: Db | Tx, queue: Q, data: JobData[Q], options?: Omit<SendOptions, 'db'>): Promise<string | null>;
  /**
   * Runs `work` in one transaction that also completes the job: its effects and "done" commit together, so a job
   * cut off after the commit is not run again, and one cut off before it left nothing behind (idempotent by design).
   */
  completeWith<Q extends QueueName, T>(job: Job<JobData[Q]>, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Whether the job already completed: a second delivery of it (or a late worker) then does nothing. */
  completed(job: Job<unknown>): Promise<boolean>;
  /** Starts `concurrency` workers on this process, each working one job at a time. */
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>, options?: { concurrency?: number }): Promise<void>;
  /** A cron schedule (UTC); pg-boss makes one job per due time across all replicas. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Resolves once no job is due or running (dead letters aside: no worker takes them); rejects after `timeoutMs`. */
  settled(timeoutMs?: number): Promise<void>;
  /** Stops taking jobs, lets those under way finish for at most `graceMs`, then stops the maintenance timers. */
  stop(graceMs?: number): Promise<void>;
}

/** A job this worker may no longer settle (completed already, or taken over by another worker). */
export class JobNotOursError extends Error {
  constructor(queue: string, id: string) {
    super(`job ${id} of ${queue} is settled already or belongs to another worker now: its work was rolled back`);
  }
}

/** pg-boss's statements through a Drizzle handle: the pool, or a transaction (its `execute` is typed `unknown`). */
export function jobDbOf(db: Db | Tx): JobDb {
  return fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

/** The pg-boss schema: the same name in every process of every version. */
export const JOBS_SCHEMA = 'pgboss';

/** `listen`: hold a LISTEN for the queues' NOTIFY (the app's workers; one-off tools leave it off). */
export function createBoss(database: Pick<Database, 'jobConnection'>, options: { schedule: boolean; supervise: boolean; listen?: boolean }): PgBoss {
  const connection = database.jobConnection;
  const embedded = connection.kind === 'pglite';
  const common = {
    schema: JOBS_SCHEMA,
    schedule: options.schedule,
    supervise: options.supervise,
    superviseIntervalSeconds: embedded ? EMBEDDED_SUPERVISE_SECONDS : SUPERVISE_SECONDS,
    monitorIntervalSeconds: embedded ? EMBEDDED_SUPERVISE_SECONDS : MONITOR_SECONDS,
    migrate: true,
    useListenNotify: options.listen ?? false,
  };
  return embedded
    ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: connection.url, max: 4, application_name: 'exam-quiz-shop jobs' });
}

/** Creates (or updates) every queue with its policy; the dead-letter queue first, the others name it. */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  if (!existing.has(DEAD_LETTER_QUEUE)) await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 24 * 3600 });
  for (const name of QUEUE_NAMES) {
    const { policy, ...rest } = QUEUES[name];
    if (!existing.has(name)) await boss.createQueue(name, { policy, ...rest });
    else await boss.updateQueue(name, { ...rest, deadLetter: rest.deadLetter ?? null });
  }
}

export async function startJobSystem(database: Database, log: FastifyBaseLogger, options: { schedule: boolean; pollMs: number; backstopPollMs: number }): Promise<JobSystem> {
  const pollingIntervalSeconds = options.pollMs / 1000;
  const notifyPollingIntervalSeconds = options.backstopPollMs / 1000;
  const boss = createBoss(database, { schedule: options.schedule, supervise: true, listen: true });
  boss.on('warning', (warning: { message: string; data?: { type?: string } }) => {
    // Without LISTEN (a pooler in transaction mode), workers poll every pollMs instead.
    if (warning.data?.type === 'listen_notify_unavailable') log.warn({ warning: warning.message }, 'job system: NOTIFY unavailable, workers poll');
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job system error'));
  // Replicas starting together take turns creating the schema and the queues (the migration lock).
  await database.exclusively(async () => {
    await boss.start();
    await ensureQueues(boss);
  });
  const workers: string[] = [];
  let stopping: Promise<void> | undefined;

  const system: JobSystem = {
    boss,
    enqueue: (db, queue, data, sendOptions = {}) => boss.send(queue, data, { ...sendOptions, db: jobDbOf(db) }),
    completeWith: (job, work) =>
      database.db.transaction(async (tx) => {
        const result = await work(tx);
        // Fenced by pg-boss to this worker's attempt: a worker that lost the job (its heartbeat stopped and another
        // replica took it) or ran a job that already completed settles nothing, and its work rolls back.
        // (The published type leaves CommandResponse empty; the object carries `affected`.)
        const settled = (await boss.complete(job.name, job.id, null, { db: jobDbOf(tx) })) as { affected?: number };
        if (settled.affected === 0) throw new JobNotOursError(job.name, job.id);
        return result;
      }),
    async completed(job) {
      const { rows } = (await database.db.execute(
        sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${job.name} and id = ${job.id}`,
      )) as unknown as { rows: { state: string }[] };
      return rows[0]?.state === 'completed';
    },
    async work(queue, handler, { concurrency = 1 } = {}) {
      // Batches of up to 10, fetched again at once while they come back full (a backlog drains without waiting for
      // the next poll); each job of a batch settles on its own: a failure retries that job only.
      const options = { batchSize: 10, burstWhenBatchFull: true, perJobResults: true as const, localConcurrency: concurrency, pollingIntervalSeconds, notifyPollingIntervalSeconds };
      const id = await boss.work<JobData[typeof queue]>(queue, options, async (batch) => {
        const results: { id: string; status: 'completed' | 'failed'; output?: { message: string } }[] = [];
        for (const job of batch) {
          const requestId = requestIdOf(job.data);
          // `reqId`, as on the request's own lines: one search finds the request and the jobs it caused.
          const jobLog = log.child(requestId ? { queue, jobId: job.id, reqId: requestId } : { queue, jobId: job.id });
          try {
            await handler(job, jobLog);
            jobLog.debug('job completed');
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            jobLog.warn({ err: error, attempt: job.retryCount }, 'job failed; pg-boss retries it with backoff');
            results.push({ id: job.id, status: 'failed', output: { message } });
          }
        }
        return results;
      });
      workers.push(id);
    },
    schedule: (queue, cron) => boss.schedule(queue, cron, {}, { tz: 'UTC' }),
    async settled(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const [row] = (
          (await database.db.execute(
            sql`select count(*)::int as due from ${sql.identifier(JOBS_SCHEMA)}.job where state in ('created', 'retry', 'active') and start_after <= now() and name <> ${DEAD_LETTER_QUEUE}`,
          )) as unknown as { rows: { due: number }[] }
        ).rows;
        if (!row || row.due === 0) return;
        if (Date.now() > until) throw new Error(`${row.due} jobs still due after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop(graceMs = 10_000) {
      stopping ??= boss.stop({ graceful: true, close: true, timeout: graceMs }).catch((error: unknown) => log.error({ err: error }, 'job system stop failed'));
      return stopping;
    },
  };
  return system;
}
