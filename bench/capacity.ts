// Learners per replica (issue 33, "Budgets"): the app as `npm start` starts it (production, PostgreSQL, Redis), in
// processes of its own, under simulated learners (bench/capacity/load.ts); the largest number it holds with p99 ≤ 100 ms
// and no errors, on one replica and on three behind a round-robin client; an exam-day burst (everyone starts an
// attempt within 10 s); and where the time goes at the largest step held. With CAPACITY_BASE_REF=<git ref>, the same
// on that commit too (a temporary worktree), in the same run. Figures, not pass/fail.
// Part of `npm run bench`; alone: `npx tsx bench/capacity.ts`. Env (to shorten a run): CAPACITY_MAX (largest step,
// default 20,000), CAPACITY_STEPS (explicit list, e.g. "500,1000"), CAPACITY_STEP_S (measured seconds per step, default
// 60), CAPACITY_WARMUP_S (default 15), CAPACITY_BURST (learners in the burst; default: those one replica held),
// CAPACITY_REPLICAS (default "1,3").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { closeConnections } from './capacity/client.ts';
import { createLearners, type Learner } from './capacity/learners.ts';
import { P99_BUDGET_MS, runBurst, runStep, signIn, type LatencyFigure, type StepFigure, type Target } from './capacity/load.ts';
import { postgresPids } from './capacity/resources.ts';
import { ADMIN_URL, baseCheckout, catalogEtag, createDatabase, currentCheckout, redisAnswers, startReplicas, type Checkout } from './capacity/stack.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

const MAX = positive(process.env.CAPACITY_MAX, 20_000);
const TIMING = { warmupS: positive(process.env.CAPACITY_WARMUP_S, 15), measureS: positive(process.env.CAPACITY_STEP_S, 60) };
const REPLICAS = (process.env.CAPACITY_REPLICAS ?? '1,3').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const BURST_WITHIN_S = 10;

/**
 * 1,000, 2,000, 4,000, then every 2,000 up to CAPACITY_MAX (a finer grid near the aim of 10,000 than doubling gives);
 * below 1,000 (a short trial run), a quarter, a half and all of it.
 */
export function capacitySteps(max = MAX, explicit = process.env.CAPACITY_STEPS): number[] {
  if (explicit) return explicit.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (max < 1000) return [...new Set([Math.ceil(max / 4), Math.ceil(max / 2), max])];
  const steps = [1000, 2000, 4000];
  for (let n = 6000; n <= max; n += 2000) steps.push(n);
  return steps.filter((n) => n <= max);
}

interface Search {
  replicas: number;
  steps: StepFigure[];
  /** The largest step held (0: none), and the step "where the time goes" is read from (the largest held, else the first). */
  held: number;
  top: StepFigure | undefined;
}

interface CapacityFigures {
  label: string;
  searches: Search[];
  burst: (LatencyFigure & { learners: number }) | string;
}

const n = (value: number): string => value.toLocaleString('en');
const pct = (value: number | undefined): string => (value === undefined ? 'n/a' : `${value} %`);

function stepLine(step: StepFigure): string {
  const { sync, catalog, refresh } = step.byKind;
  return (
    `  ${n(step.learners).padStart(6)} learners: ${n(step.requests)} requests (sync ${n(sync)}, catalog ${n(catalog)} of which ${n(step.catalogChanged)} changed, refresh ${n(refresh)}), ` +
    `p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, max ${step.maxMs} ms, errors ${step.errors}; CPU app ${pct(step.appCpuPct)}, PostgreSQL ${pct(step.postgresCpuPct)}, ` +
    `bench ${pct(step.benchCpuPct)}; event loop p99: app ${step.eventLoopP99Ms ?? 'n/a'} ms, bench ${step.benchLoopP99Ms} ms → ${step.held ? 'held' : 'NOT held'}` +
    (step.firstError ? `\n      first error: ${step.firstError}` : '')
  );
}

/** Steps up until the first that does not hold; learners are made (and signed in) as the steps need more. */
async function search(target: Target, pool: pg.Pool, learners: Learner[], replicas: number): Promise<Search> {
  const steps: StepFigure[] = [];
  for (const count of capacitySteps()) {
    if (learners.length < count) learners.push(...(await createLearners(pool, count - learners.length, await catalogEtag(target.origins[0]!))));
    await signIn(learners.slice(0, count), target.origins[0]!, (TIMING.warmupS + TIMING.measureS) * 1000);
    const step = await runStep(learners.slice(0, count), target, TIMING);
    console.log(stepLine(step));
    steps.push(step);
    if (!step.held) break;
    // Let the last step's writes (WAL, autovacuum) settle before the next.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  const held = steps.filter((step) => step.held).at(-1);
  return { replicas, steps, held: held?.learners ?? 0, top: held ?? steps[0] };
}

/** A fresh database and `replicas` apps of the checkout on it; `body` runs the load; everything goes at the end. */
async function onFreshStack<T>(checkout: Checkout, replicas: number, logDir: string, body: (target: Target, pool: pg.Pool, learners: Learner[]) => Promise<T>): Promise<T> {
  const database = await createDatabase();
  try {
    const apps = await startReplicas(checkout.root, database, replicas, logDir);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      const target: Target = { origins: apps.origins, appPids: apps.serverPids, postgresPids: () => postgresPids(database.admin, database.name) };
      return await body(target, pool, []);
    } finally {
      await pool.end();
      closeConnections();
      await apps.close();
    }
  } finally {
    await database.drop();
  }
}

async function measureCheckout(checkout: Checkout, logDir: string): Promise<CapacityFigures> {
  const searches: Search[] = [];
  let burst: CapacityFigures['burst'] = 'not measured';
  for (const replicas of REPLICAS) {
    console.log(`\n${checkout.label}, ${replicas} replica(s): steps of ${TIMING.warmupS} s warm-up + ${TIMING.measureS} s measured`);
    await onFreshStack(checkout, replicas, logDir, async (target, pool, learners) => {
      const found = await search(target, pool, learners, replicas);
      searches.push(found);
      if (replicas !== REPLICAS[0]) return;
      // Exam day, on the first configuration once its search is done: as many learners as it held (a fresh attempt each).
      const count = positive(process.env.CAPACITY_BURST, found.held || (found.steps[0]?.learners ?? 0));
      if (learners.length < count) learners.push(...(await createLearners(pool, count - learners.length, await catalogEtag(target.origins[0]!))));
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await signIn(learners.slice(0, count), target.origins[0]!, (BURST_WITHIN_S + 15) * 1000);
      burst = await runBurst(learners.slice(0, count), target, BURST_WITHIN_S);
      console.log(`  exam-day burst, ${n(burst.learners)} learners within ${BURST_WITHIN_S} s: p50 ${burst.p50Ms} ms, p99 ${burst.p99Ms} ms, max ${burst.maxMs} ms, errors ${burst.errors}${burst.firstError ? ` (first: ${burst.firstError})` : ''}`);
    });
  }
  return { label: checkout.label, searches, burst };
}

/** The summary rows of one measured checkout, in the order of the printed table. */
function summaryColumn(figures: CapacityFigures): string[] {
  const one = figures.searches.find((s) => s.replicas === 1) ?? figures.searches[0];
  const burst = figures.burst;
  const column = figures.searches.map((s) => n(s.held));
  const top = one?.top;
  column.push(
    typeof burst === 'string' ? burst : `p99 ${burst.p99Ms} ms, errors ${burst.errors} (${n(burst.learners)} learners)`,
    top ? `${n(top.learners)} learners: p50 ${top.p50Ms} ms, p99 ${top.p99Ms} ms` : 'n/a',
    pct(top?.appCpuPct),
    pct(top?.postgresCpuPct),
    pct(top?.benchCpuPct),
    top?.eventLoopP99Ms === undefined ? 'n/a' : `${top.eventLoopP99Ms} ms`,
    top ? `${top.benchLoopP99Ms} ms` : 'n/a',
  );
  return column;
}

function summaryLabels(): string[] {
  return [
    ...REPLICAS.map((r) => `learners held, ${r} replica${r === 1 ? '' : 's'} (p99 ≤ ${P99_BUDGET_MS} ms, no errors)`),
    `exam-day burst (all start within ${BURST_WITHIN_S} s)`,
    `top step, ${REPLICAS[0]} replica(s) (the largest held, else the first)`,
    '  app CPU (server process(es), % of a core)',
    '  PostgreSQL CPU (its processes for this database)',
    '  load generator CPU (this process)',
    '  event-loop delay p99 (app /metrics)',
    '  event-loop delay p99 of the load generator',
  ];
}

/** Measures today's checkout (and CAPACITY_BASE_REF's, when set) and prints the summary; returns rows for run.ts. */
export async function runCapacityBench(printTable: PrintTable): Promise<string[][]> {
  console.log(`\nCapacity: learners per replica (npm start, production, PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} and Redis; steps ${capacitySteps().map(n).join(', ')})`);
  if (!(await redisAnswers())) {
    console.log('  skipped: no Redis answers (CAPACITY_REDIS_URL)');
    return [['capacity', 'not measured: no Redis']];
  }
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-capacity-logs-'));
  const checkouts: Checkout[] = [];
  try {
    buildIfNeeded();
    const measured: CapacityFigures[] = [];
    const baseRef = process.env.CAPACITY_BASE_REF;
    if (baseRef) checkouts.push(baseCheckout(baseRef));
    checkouts.unshift(currentCheckout());
    for (const checkout of checkouts) measured.push(await measureCheckout(checkout, logDir));
    const labels = summaryLabels();
    const columns = measured.map(summaryColumn);
    const rows = labels.map((label, i) => [label, ...columns.map((column) => column[i] ?? '')]);
    printTable('Capacity (learners: a sync batch of 1–5 answers every 15 s, the catalog with If-None-Match every 20 min, a refresh grant every hour)', ['figure', ...measured.map((m) => m.label)], rows);
    fs.rmSync(logDir, { recursive: true, force: true });
    return rows.map(([label, ...values]) => [`capacity: ${label!.trim()}`, values.join(' | ')]);
  } catch (error) {
    const text = error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
    console.log(`  not measured: ${text}\n  (the apps' logs: ${logDir})`);
    return [['capacity', `not measured: ${text.split('\n')[0]}`]];
  } finally {
    for (const checkout of checkouts) checkout.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runCapacityBench((title, header, rows) => {
    const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
    console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const row of rows) console.log(line(row));
  });
}
