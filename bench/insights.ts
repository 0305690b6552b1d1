// The insights part of `npm run bench` (issue 15): (1) the recommendations route against the catalog route in the
// same run, alternating rounds on the real server (both are served from the one catalog read; budget: within 10 %);
// (2) what the popularity update adds to an attempt's transaction: its one statement (daily count and recent product)
// timed inside a real transaction, p50/p99 over many attempts (budget: < 2 ms at p99), beside the whole exam-sync
// call that starts an attempt. On PGlite, the embedded default, and on PostgreSQL when one answers (a database made
// and dropped next to BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432).
// Alone: `npx tsx bench/insights.ts`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { users } from '../server/db/schema.ts';
import { demoProductId, seedDemoIfEmpty } from '../server/seed/seedDemo.ts';
import { createQuestionSource } from '../server/services/productQuestions.ts';
import { applySyncRequest } from '../server/services/examSync.ts';
import { recordAttemptStarted } from '../server/services/productUse.ts';
import { idempotencyKeyOf } from '@domain/sync/protocol.ts';
import pg from 'pg';
import { withDatabase } from '../server/test/databases.ts';
import { measureLoad, type LoadFigure } from './http.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const DURATION_S = Number(process.env.BENCH_DURATION_S) > 0 ? Number(process.env.BENCH_DURATION_S) : 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS) > 0 ? Number(process.env.BENCH_ROUNDS) : 5;
const ATTEMPTS = 1_000;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const CATALOG = '/api/2.0/eq/buy/getProductCatalog?country=de';
const RECOMMENDATIONS = '/api/2.0/eq/buy/getRecommendations?country=de';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const perSecond = (value: number) => Math.round(value).toLocaleString('en');
const msFigure = (value: number) => `${value.toFixed(3)} ms`;

async function withServer<T>(work: (origin: string, database: Database) => Promise<T>): Promise<T> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-insights-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tempDir, 'db') });
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const app = await buildApp({ database, config: loadConfig({ NODE_ENV: 'production', STATIC_DIR: path.join(tempDir, 'no-static') }) });
    try {
      return await work(await app.fastify.listen({ port: 0, host: '127.0.0.1' }), database);
    } finally {
      await app.fastify.close();
    }
  } finally {
    await database.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

interface RouteRound {
  catalog: LoadFigure;
  recommendations: LoadFigure;
}

async function routeRounds(origin: string): Promise<RouteRound[]> {
  const options = { connections: 100, pipelining: 10, durationS: DURATION_S, warmupS: 1, headers: BROWSER_HEADERS };
  const rounds: RouteRound[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always runs on a warmer process.
    const first = round % 2 === 0 ? CATALOG : RECOMMENDATIONS;
    const a = await measureLoad(origin, first, options);
    const b = await measureLoad(origin, first === CATALOG ? RECOMMENDATIONS : CATALOG, options);
    rounds.push(first === CATALOG ? { catalog: a, recommendations: b } : { catalog: b, recommendations: a });
  }
  return rounds;
}

interface AttemptFigures {
  addedMs: number[];
  baselineMs: number[];
  wholeMs: number[];
}

/** Times the popularity update inside the real transaction, and the whole exam-sync call that starts an attempt. */
async function attemptFigures(database: Database): Promise<AttemptFigures> {
  const { db } = database;
  const productId = demoProductId('de', 'eq', 'it-certification', 'cloud', 'cloud-fundamentals');
  const ids = Array.from({ length: 50 }, () => crypto.randomUUID());
  await db.insert(users).values(ids.map((id) => ({ id, tenant: 'eq' as const, email: `${id}@example.com`, emailKey: `${id}@example.com`, loginMethod: 'password' as const, userName: id, createdAt: new Date() })));
  const addedMs: number[] = [];
  const baselineMs: number[] = [];
  // The first 100 warm the JIT and the statement up; not counted. Each is paired with a trivial statement in a
  // transaction of its own, so a loaded machine's pauses show in both columns alike.
  for (let i = -100; i < ATTEMPTS; i++) {
    await db.transaction(async (tx) => {
      const started = performance.now();
      await recordAttemptStarted(tx, ids[(i + 100) % ids.length]!, productId, new Date());
      if (i >= 0) addedMs.push(performance.now() - started);
    });
    await db.transaction(async (tx) => {
      const started = performance.now();
      await tx.execute(sql`select 1`);
      if (i >= 0) baselineMs.push(performance.now() - started);
    });
  }
  const questions = createQuestionSource(db, 'eq');
  const wholeMs: number[] = [];
  for (let i = 0; i < ATTEMPTS / 5; i++) {
    const userId = ids[i % ids.length]!;
    const clientId = `bench-${userId}`;
    const seq = Math.floor(i / ids.length) + 1;
    const started = performance.now();
    await applySyncRequest(db, questions, userId, {
      clientId,
      entries: [
        {
          seq,
          idempotencyKey: idempotencyKeyOf(clientId, seq),
          productId,
          mode: 'practice',
          event: { type: 'exam.start', at: Date.now(), test: { nQuestionsToPass: 70, productId, userId }, nQuestion: 10, timeToFinish: 1_200_000, restart: true },
        },
      ],
    });
    wholeMs.push(performance.now() - started);
  }
  return { addedMs, baselineMs, wholeMs };
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The attempt figures on a fresh PostgreSQL database next to PG_URL (dropped afterwards); a string says why not. */
async function attemptFiguresOnPostgres(): Promise<AttemptFigures | string> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return `no PostgreSQL (${error instanceof Error ? error.message : String(error)})`;
  }
  const name = `bench_insights_${crypto.randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(PG_URL, name), poolSize: 4 });
    try {
      await database.migrate();
      await seedDemoIfEmpty(database.db);
      return await attemptFigures(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

const attemptRows = (where: string, attempts: AttemptFigures): string[][] => [
  [`${where}: popularity + recent product statement (added)`, msFigure(percentile(attempts.addedMs, 50)), msFigure(percentile(attempts.addedMs, 99)), msFigure(Math.max(...attempts.addedMs))],
  [`${where}: select 1 in the same kind of transaction (the machine’s floor)`, msFigure(percentile(attempts.baselineMs, 50)), msFigure(percentile(attempts.baselineMs, 99)), msFigure(Math.max(...attempts.baselineMs))],
  [`${where}: whole exam-sync call starting an attempt`, msFigure(percentile(attempts.wholeMs, 50)), msFigure(percentile(attempts.wholeMs, 99)), msFigure(Math.max(...attempts.wholeMs))],
];

export async function runInsightsBench(printTable: PrintTable): Promise<string[][]> {
  console.log(`\nInsights (issue 15): recommendations beside the catalog, ${ROUNDS} alternating rounds of ${DURATION_S} s, 100 conn × 10 pipelined (br); popularity update in ${ATTEMPTS} attempt transactions`);
  return withServer(async (origin, database) => {
    const attempts = await attemptFigures(database);
    const rounds = await routeRounds(origin);
    const ratios = rounds.map((round) => round.recommendations.requestsPerSecond / round.catalog.requestsPerSecond);
    printTable(
      'Requests per second',
      ['route', ...rounds.map((_, i) => `round ${i + 1}`)],
      [
        ['buy/getProductCatalog', ...rounds.map((round) => perSecond(round.catalog.requestsPerSecond))],
        ['buy/getRecommendations', ...rounds.map((round) => perSecond(round.recommendations.requestsPerSecond))],
      ],
    );
    const onPostgres = await attemptFiguresOnPostgres();
    printTable('Attempt transaction (ms)', ['what', 'p50', 'p99', 'max'], [...attemptRows('PGlite', attempts), ...(typeof onPostgres === 'string' ? [] : attemptRows('PostgreSQL', onPostgres))]);
    if (typeof onPostgres === 'string') console.log(`  PostgreSQL skipped: ${onPostgres}`);
    const errors = rounds.reduce((sum, round) => sum + round.catalog.non2xx + round.recommendations.non2xx + round.catalog.errors + round.recommendations.errors, 0);
    return [
      ['recommendations vs catalog route (req/s)', `ratio ${median(ratios).toFixed(2)} median of ${ratios.map((r) => r.toFixed(2)).join(', ')} (budget ≥ 0.90); non-2xx + errors ${errors}`],
      ['popularity update in an attempt transaction, PGlite', `p99 ${msFigure(percentile(attempts.addedMs, 99))}, p50 ${msFigure(percentile(attempts.addedMs, 50))} (budget < 2 ms at p99); select 1 beside it: p99 ${msFigure(percentile(attempts.baselineMs, 99))}`],
      [
        'popularity update in an attempt transaction, PostgreSQL',
        typeof onPostgres === 'string' ? `not measured: ${onPostgres}` : `p99 ${msFigure(percentile(onPostgres.addedMs, 99))}, p50 ${msFigure(percentile(onPostgres.addedMs, 50))} (budget < 2 ms at p99); select 1 beside it: p99 ${msFigure(percentile(onPostgres.baselineMs, 99))}`,
      ],
    ];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const print: PrintTable = (title, header, rows) => {
    console.log(`\n${title}`);
    console.table([header, ...rows]);
  };
  const summary = await runInsightsBench(print);
  for (const [what, value] of summary) console.log(`${what}: ${value}`);
}
