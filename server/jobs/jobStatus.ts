// What an operator sees of the job system: jobs per queue and state, the failed ones with their last error, the
// stuck ones (active far longer than they should be), and "retry" for a failed job. Read from pg-boss's job table
// (the operator route and `npm run jobs` print the same).
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/open.ts';
import { JOBS_SCHEMA } from './jobSystem.ts';
import { ALL_QUEUE_NAMES } from './queues.ts';
import { JOB_STATES, type JobOverview, type JobState, type JobSummary } from '@domain/jobs/jobOverview.ts';

export { JOB_STATES, type JobOverview, type JobState, type JobSummary };

/** An active job older than this has most likely lost its worker; pg-boss retries it once it expires. */
const STUCK_AFTER_MINUTES = 20;

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  output: unknown;
  created_on: string | Date;
  started_on: string | Date | null;
  completed_on: string | Date | null;
}

const table = sql.raw(`${JOBS_SCHEMA}.job`);
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 500) : JSON.stringify(output).slice(0, 500);
}

function summary(row: JobRow): JobSummary {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    retryCount: row.retry_count,
    error: row.state === 'failed' ? errorOf(row.output) : null,
    createdOn: iso(row.created_on)!,
    startedOn: iso(row.started_on),
    completedOn: iso(row.completed_on),
  };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Jobs per queue (every queue, zeros included) and state: the overview's table and the metrics' gauges. */
export async function jobCounts(db: Db): Promise<JobOverview['queues']> {
  const counted = await rows<{ name: string; state: JobState; n: number }>(db, sql`select name, state::text as state, count(*)::int as n from ${table} group by 1, 2`);
  return ALL_QUEUE_NAMES.map((name) => {
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
    for (const row of counted) if (row.name === name) counts[row.state] = row.n;
    return { name, counts };
  });
}

export async function jobOverview(db: Db, { limit = 50 }: { limit?: number } = {}): Promise<JobOverview> {
  const queues = await jobCounts(db);
  const columns = sql.raw('id::text as id, name, state::text as state, retry_count, output, created_on, started_on, completed_on');
  const failed = await rows<JobRow>(db, sql`select ${columns} from ${table} where state = 'failed' order by completed_on desc nulls last limit ${limit}`);
  const stuck = await rows<JobRow>(
    db,
    sql`select ${columns} from ${table} where state = 'active' and started_on < now() - make_interval(mins => ${STUCK_AFTER_MINUTES}) order by started_on limit ${limit}`,
  );
  const [retried] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${table} where retry_count > 0 and created_on > now() - interval '1 hour'`);
  return { queues, failed: failed.map(summary), stuck: stuck.map(summary), retriedLastHour: retried?.n ?? 0 };
}

/** Whether pg-boss's schema exists in this database (a server has started on it). */
export async function jobSchemaInstalled(db: Db): Promise<boolean> {
  const [row] = await rows<{ found: string | null }>(db, sql`select to_regclass(${`${JOBS_SCHEMA}.job`})::text as found`);
  return Boolean(row?.found);
}

/** Puts a failed job back in its queue; false when there is no failed job with that id in that queue. */
export async function retryJob(db: Db, boss: PgBoss, queue: string, id: string): Promise<boolean> {
  const [found] = await rows<{ id: string }>(db, sql`select id::text as id from ${table} where name = ${queue} and id::text = ${id} and state = 'failed'`);
  if (!found) return false;
  await boss.retry(queue, id);
  return true;
}

/** The overview as the terminal prints it. */
export function formatOverview(overview: JobOverview): string {
  const width = Math.max(...overview.queues.map((queue) => queue.name.length));
  const lines = [`${'queue'.padEnd(width)}  ${JOB_STATES.map((state) => state.padStart(9)).join(' ')}`];
  for (const queue of overview.queues) lines.push(`${queue.name.padEnd(width)}  ${JOB_STATES.map((state) => String(queue.counts[state]).padStart(9)).join(' ')}`);
  lines.push('', overview.failed.length === 0 ? 'No failed jobs.' : `Failed jobs (newest first; retry with npm run jobs -- retry <queue> <id>):`);
  for (const job of overview.failed) lines.push(`  ${job.queue} ${job.id} after ${job.retryCount + 1} attempt(s), ${job.completedOn ?? ''}: ${job.error ?? ''}`);
  lines.push('', overview.stuck.length === 0 ? 'No stuck jobs.' : `Stuck jobs (active for over ${STUCK_AFTER_MINUTES} minutes):`);
  for (const job of overview.stuck) lines.push(`  ${job.queue} ${job.id} started ${job.startedOn ?? ''}`);
  lines.push('', `Jobs of the last hour that needed more than one try: ${overview.retriedLastHour}`);
  return lines.join('\n');
}
