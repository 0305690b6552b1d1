// The load: N learners on their own clocks (every 15 s an exam-sync batch, every 20 min the catalog with its ETag,
// once an hour a refresh-token grant), each with a random phase so that their requests spread over the periods as
// real learners' do; and the exam-day burst, where all of them start an attempt within 10 s. Every request's
// latency is recorded; a step holds when its p99 is within budget and nothing failed.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { send, type Answer, type RequestSpec } from './client.ts';
import { acceptCatalog, acceptTokens, allApplied, catalogRequest, examStartBatch, practiceBatch, refreshRequest, type Learner } from './learners.ts';
import { eventLoopP99Ms, measureCpu, measureOwnCpu } from './resources.ts';

const SYNC_EVERY_MS = 15_000;
const CATALOG_EVERY_MS = 20 * 60_000;
const REFRESH_EVERY_MS = 60 * 60_000;
export const P99_BUDGET_MS = 100;

type Kind = 'sync' | 'catalog' | 'refresh';

/** The app under load: its origins (one per replica; the client rotates over them), and whom to measure. */
export interface Target {
  origins: string[];
  /** The apps' server processes and PostgreSQL's, for "where the time goes". */
  appPids: number[];
  postgresPids(): Promise<number[]>;
}

export interface LatencyFigure {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** What the first error was, to tell a timeout from a 401 or a rejected entry. */
  firstError?: string;
}

export interface StepFigure extends LatencyFigure {
  learners: number;
  byKind: Record<Kind, number>;
  /** Catalog reads answered with a new catalog (200) rather than 304: it had changed since the device's ETag. */
  catalogChanged: number;
  held: boolean;
  appCpuPct?: number;
  postgresCpuPct?: number;
  benchCpuPct?: number;
  eventLoopP99Ms?: number;
  /** The bench's own event-loop delay p99: a late loop here adds to every latency it measures. */
  benchLoopP99Ms: number;
}

/** Collects latencies and errors of the requests sent while it is open; waits for those still under way. */
class Recorder {
  open = false;
  readonly latencies: number[] = [];
  readonly byKind: Record<Kind, number> = { sync: 0, catalog: 0, refresh: 0 };
  catalogChanged = 0;
  errors = 0;
  firstError: string | undefined;
  private readonly underWay = new Set<Promise<void>>();
  private next = 0;

  constructor(private readonly origins: string[]) {}

  /** Sends through the next origin in turn (round robin); `ok` says whether the answer is an expected one. */
  request(kind: Kind, spec: RequestSpec, ok: (answer: Answer) => boolean | 'changed' | 'unchanged'): void {
    const origin = this.origins[this.next++ % this.origins.length]!;
    const counted = this.open;
    const sent = send(origin, spec).then((answer) => {
      // Judged in the warm-up too: the judgement keeps what the device keeps (rotated tokens, the catalog's ETag).
      const verdict = answer.failure === undefined && ok(answer);
      if (!counted) return;
      this.latencies.push(answer.ms);
      this.byKind[kind]++;
      if (verdict === 'changed') this.catalogChanged++;
      if (verdict) return;
      this.errors++;
      this.firstError ??= `${kind}: ${answer.failure ?? `${answer.status} ${answer.body.slice(0, 160)}`}`;
    });
    this.underWay.add(sent);
    void sent.finally(() => this.underWay.delete(sent));
  }

  async settle(): Promise<void> {
    while (this.underWay.size > 0) await Promise.all([...this.underWay]);
  }

  figure(): LatencyFigure {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (p: number) => (sorted.length === 0 ? 0 : round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!));
    return { requests: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), errors: this.errors, ...(this.firstError ? { firstError: this.firstError } : {}) };
  }
}

const round = (ms: number): number => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `action` every `periodMs` from a random phase within the period, while the window lasts. A phase beyond the
 * window schedules nothing: at the hourly refresh, only the learners whose hour comes round in the window refresh.
 */
function everyPeriod(periodMs: number, endsAt: number, action: () => void): void {
  const tick = () => {
    if (Date.now() >= endsAt) return;
    action();
    if (Date.now() + periodMs < endsAt) setTimeout(tick, periodMs);
  };
  const phase = Math.random() * periodMs;
  if (Date.now() + phase < endsAt) setTimeout(tick, phase);
}

/**
 * Signs in (refresh-token grant) the learners whose access token would not last `forMs` more (or who have none);
 * not measured, a few at a time. The app is asked for hour-long tokens; an older commit may give shorter ones.
 */
export async function signIn(learners: Learner[], origin: string, forMs: number): Promise<void> {
  const due = learners.filter((learner) => learner.tokenExpiresAt - Date.now() < forMs + 60_000);
  const signInNext = async (): Promise<void> => {
    for (let learner = due.pop(); learner; learner = due.pop()) {
      const answer = await send(origin, refreshRequest(learner));
      if (answer.failure !== undefined || !acceptTokens(learner, answer.status, answer.body)) {
        throw new Error(`signing in a learner failed: ${answer.failure ?? `${answer.status} ${answer.body.slice(0, 200)}`}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, signInNext));
}

/** One step: `learners` on their schedules for warm-up + measured seconds; figures of the measured part. */
export async function runStep(learners: Learner[], target: Target, timing: { warmupS: number; measureS: number }): Promise<StepFigure> {
  const recorder = new Recorder(target.origins);
  const endsAt = Date.now() + (timing.warmupS + timing.measureS) * 1000;
  for (const learner of learners) {
    everyPeriod(SYNC_EVERY_MS, endsAt, () => recorder.request('sync', practiceBatch(learner), (a) => allApplied(a.status, a.body)));
    everyPeriod(CATALOG_EVERY_MS, endsAt, () => recorder.request('catalog', catalogRequest(learner), (a) => acceptCatalog(learner, a.status, a.etag)));
    everyPeriod(REFRESH_EVERY_MS, endsAt, () => recorder.request('refresh', refreshRequest(learner), (a) => acceptTokens(learner, a.status, a.body)));
  }
  await sleep(timing.warmupS * 1000);

  // Measured part: the CPU windows and the event-loop histograms start with it (a first scrape resets them).
  await Promise.all(target.origins.map(eventLoopP99Ms));
  const [appCpu, postgresCpu, benchCpu] = [measureCpu(target.appPids), measureCpu(await target.postgresPids()), measureOwnCpu()];
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  recorder.open = true;
  await sleep(Math.max(0, endsAt - Date.now()));
  recorder.open = false;
  benchLoop.disable();
  const cpu = { appCpuPct: appCpu.stop(), postgresCpuPct: postgresCpu.stop(), benchCpuPct: benchCpu.stop() };
  const loopDelays = (await Promise.all(target.origins.map(eventLoopP99Ms))).filter((ms) => ms !== undefined);
  await recorder.settle();

  const latency = recorder.figure();
  return {
    learners: learners.length,
    ...latency,
    byKind: recorder.byKind,
    catalogChanged: recorder.catalogChanged,
    held: latency.requests > 0 && latency.errors === 0 && latency.p99Ms <= P99_BUDGET_MS,
    ...cpu,
    benchLoopP99Ms: round(benchLoop.percentile(99) / 1e6),
    ...(loopDelays.length > 0 ? { eventLoopP99Ms: Math.max(...loopDelays) } : {}),
  };
}

/** Exam day: every learner sends the first batch of a new exam attempt at a random moment within `withinS`. */
export async function runBurst(learners: Learner[], target: Target, withinS = 10): Promise<LatencyFigure & { learners: number }> {
  const recorder = new Recorder(target.origins);
  recorder.open = true;
  await Promise.all(
    learners.map(async (learner) => {
      await sleep(Math.random() * withinS * 1000);
      recorder.request('sync', examStartBatch(learner), (a) => allApplied(a.status, a.body));
    }),
  );
  await recorder.settle();
  return { learners: learners.length, ...recorder.figure() };
}
