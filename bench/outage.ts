// A database outage under load (issue 36, "Budgets"): two replicas as `npm start` starts them (production, PostgreSQL
// through a fault proxy, Redis, a local SMTP peer), simulated learners syncing answers, reading the catalog and
// renewing their sessions on both, and sign-ups whose jobs are under way when PostgreSQL stops for 20 s. Measured:
// how every request was answered during the outage (500s, 503s, the slowest answer), from the database answering
// again to the first successful API call on each replica, and to the job backlog drained. Figures, not pass/fail.
// Part of `npm run bench`; alone: `npx tsx bench/outage.ts`. Env: OUTAGE_S (default 20), OUTAGE_LEARNERS (default 40).
import crypto from 'node:crypto';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startAppProcess, type BenchProcess } from './processes.ts';
import { createDatabase, redisAnswers, REDIS_URL, catalogEtag } from './capacity/stack.ts';
import { acceptTokens, catalogRequest, createLearners, practiceBatch, refreshRequest, type Learner } from './capacity/learners.ts';
import type { RequestSpec } from './capacity/client.ts';
import { startFaultProxy } from '../server/test/faultProxy.ts';
import { startSmtpSink } from '../server/test/smtpSink.ts';
import { JOBS_SCHEMA } from '../server/jobs/jobSystem.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const OUTAGE_S = Number(process.env.OUTAGE_S) > 0 ? Number(process.env.OUTAGE_S) : 20;
const LEARNERS = Number(process.env.OUTAGE_LEARNERS) > 0 ? Number(process.env.OUTAGE_LEARNERS) : 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  at: number;
  status: number;
  ms: number;
}

async function send(origin: string, request: RequestSpec, answers: Answer[]): Promise<{ status: number; body: string; etag?: string }> {
  const started = performance.now();
  let status: number;
  let body = '';
  let etag: string | undefined;
  try {
    const response = await fetch(origin + request.path, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(30_000) });
    status = response.status;
    etag = response.headers.get('etag') ?? undefined;
    body = await response.text();
  } catch {
    status = 0;
  }
  answers.push({ at: Date.now(), status, ms: performance.now() - started });
  return { status, body, etag };
}

export async function runOutageBench(printTable: PrintTable): Promise<void> {
  if (!(await redisAnswers())) {
    console.log('\nDatabase outage: skipped (no Redis answers on 127.0.0.1:6379)');
    return;
  }
  buildIfNeeded();
  const database = await createDatabase();
  const proxy = await startFaultProxy({ host: new URL(database.url).hostname, port: Number(new URL(database.url).port || 5432) });
  const sink = await startSmtpSink();
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  const replicas: BenchProcess[] = [];
  try {
    const env = { DATABASE_URL: viaProxy.toString(), REDIS_URL, THROTTLE_KEY_PREFIX: `outage-bench:${database.name}:`, ACCESS_TOKEN_TTL_S: '3600', SMTP_URL: sink.url, MAIL_FROM: 'shop@example.com' };
    for (let i = 0; i < 2; i++) replicas.push(await startAppProcess(env));
    const origins = replicas.map((replica) => replica.origin);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const learners = await createLearners(pool, LEARNERS, await catalogEtag(origins[0]!));
    const answers: Answer[] = [];
    for (const [index, learner] of learners.entries()) {
      const signedIn = await send(origins[index % 2]!, refreshRequest(learner), answers);
      if (!acceptTokens(learner, signedIn.status, signedIn.body)) throw new Error(`a learner could not sign in: ${signedIn.status} ${signedIn.body}`);
    }

    // Each learner: a sync batch (resent as it is until the server has it), a catalog read, now and then a session
    // renewal; about two requests a second each, spread over both replicas.
    let running = true;
    const device = async (learner: Learner, index: number) => {
      let pending: RequestSpec | null = null;
      for (let round = 0; running; round++) {
        const origin = origins[(index + round) % 2]!;
        pending ??= practiceBatch(learner);
        if ((await send(origin, pending, answers)).status === 200) pending = null;
        const catalog = await send(origin, catalogRequest(learner), answers);
        if (catalog.status === 200 && catalog.etag) learner.catalogEtag = catalog.etag;
        if (round % 20 === 19) {
          const renewed = await send(origin, refreshRequest(learner), answers);
          acceptTokens(learner, renewed.status, renewed.body);
        }
        await sleep(400 + crypto.randomInt(200));
      }
    };
    const load = Promise.all(learners.map((learner, index) => device(learner, index)));
    await sleep(5_000);

    // Sign-ups just before the stop: their jobs (hash, mail) meet the outage.
    for (let i = 0; i < 10; i++) {
      await send(origins[i % 2]!, {
        method: 'POST',
        path: '/api/2.0/eq/user/signup',
        headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=outage-bench', 'x-xsrf-token': 'outage-bench' },
        body: JSON.stringify({ email: `outage-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`, password: 'outage bench password 2026', country: 'de', locale: 'de' }),
      }, answers);
    }
    const stopAt = Date.now();
    proxy.stop();
    await sleep(OUTAGE_S * 1000);
    proxy.start();
    const backAt = Date.now();
    const back = performance.now();

    // First successful API call that needs the database, per replica (a session renewal writes to it).
    const probe = learners[0]!;
    const firstSuccess = await Promise.all(
      origins.map(async (origin) => {
        for (;;) {
          const answer = await send(origin, { method: 'GET', path: `/api/2.0/eq/orders/${probe.userId}`, headers: { authorization: `Bearer ${probe.accessToken}` } }, []);
          if (answer.status === 200) return Math.round(performance.now() - back);
          await sleep(25);
        }
      }),
    );
    // The job backlog: sign-up and mail jobs waiting, retrying or running.
    let drainedMs = -1;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(200)) {
      const { rows } = await pool.query<{ open: number }>(`select count(*)::int as open from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active') and (name like 'mail.%' or name like 'account.%')`).catch(() => ({ rows: [{ open: 1 }] }));
      if (rows[0]!.open === 0) {
        drainedMs = Math.round(performance.now() - back);
        break;
      }
    }
    running = false;
    await load;
    await pool.end();

    const during = answers.filter((answer) => answer.at >= stopAt && answer.at <= backAt + 5_000);
    const count = (status: number) => during.filter((answer) => answer.status === status).length;
    const slowest = Math.round(Math.max(0, ...during.map((answer) => answer.ms)));
    printTable(
      `Database outage: PostgreSQL stopped ${OUTAGE_S} s under ${LEARNERS} learners on 2 replicas (issue 36; budgets: 0 × 500, every answer ≤ 5,000 ms, first success ≤ 2,000 ms, backlog ≤ 30,000 ms)`,
      ['figure', 'value'],
      [
        ['answers during the outage (and 5 s after)', String(during.length)],
        ['500 (or any 5xx but 503)', String(during.filter((answer) => answer.status >= 500 && answer.status !== 503).length)],
        ['503 with Retry-After', String(count(503))],
        ['no answer at all', String(count(0))],
        ['slowest answer', `${slowest} ms`],
        ['first success after the database is back, per replica', firstSuccess.map((ms) => `${ms} ms`).join(' / ')],
        ['job backlog drained after the database is back', drainedMs < 0 ? 'not within 180 s' : `${drainedMs} ms`],
        ['replicas still running', `${replicas.filter((replica) => isAlive(replica.pid)).length} of ${replicas.length}`],
      ],
    );
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
    await proxy.close();
    await sink.close();
    await database.drop();
  }
}

/** Whether the process is still there (signal 0 only asks). */
function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runOutageBench((title, header, rows) => {
    console.log(`\n${title}`);
    for (const row of [header, ...rows]) console.log(row.join('  |  '));
  });
}
