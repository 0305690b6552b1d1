// Where the time goes during a step: CPU of the app's server processes and of PostgreSQL (from /proc/<pid>/stat, as
// top reads it), the bench's own CPU (the load generator shares the machine), and the app's event-loop delay p99 from
// its /metrics (prom-client's nodejs_eventloop_lag_p99_seconds).
import fs from 'node:fs';
import pg from 'pg';
import { send } from './client.ts';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/** utime + stime of a process in ticks, or undefined when it is gone (or /proc is not there). */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The children of a process (the app runs as scripts/start.mjs → node server/main.ts: the server is the child). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * PostgreSQL's processes that work for this bench: the backends connected to its database and the server's own
 * (WAL writer, checkpointer, autovacuum…), not the backends other users of the server have open.
 */
export async function postgresPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 or backend_type <> 'client backend'`, [database]);
  return rows.map((row) => row.pid);
}

export interface CpuWindow {
  /** CPU % of one core summed over the processes (200 % is both cores of this machine). */
  stop(): number | undefined;
}

/** Starts measuring the CPU the processes use from now on (processes gone before the end are left out). */
export function measureCpu(pids: number[]): CpuWindow {
  const started = performance.now();
  const before = new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
  return {
    stop() {
      let ticks = 0;
      let counted = 0;
      for (const [pid, start] of before) {
        const end = cpuTicks(pid);
        if (start === undefined || end === undefined) continue;
        ticks += end - start;
        counted++;
      }
      const seconds = (performance.now() - started) / 1000;
      return counted === 0 ? undefined : Math.round(((ticks / TICKS_PER_S) / seconds) * 100);
    },
  };
}

/** The bench's own CPU over a window, in % of one core. */
export function measureOwnCpu(): CpuWindow {
  const started = performance.now();
  const before = process.cpuUsage();
  return {
    stop() {
      const used = process.cpuUsage(before);
      return Math.round(((used.user + used.system) / 1000 / (performance.now() - started)) * 100);
    },
  };
}

/**
 * The event loop delay p99 (ms) since the previous scrape: prom-client resets its delay histogram at every
 * collection, so a scrape at a step's start and one at its end give the step's figure. Undefined when the app has no
 * such metric (or /metrics is closed to the bench).
 */
export async function eventLoopP99Ms(origin: string): Promise<number | undefined> {
  const answer = await send(origin, { method: 'GET', path: '/metrics', headers: {} });
  if (answer.status !== 200) return undefined;
  const match = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? ([\d.eE+-]+)$/m.exec(answer.body);
  return match ? Math.round(Number(match[1]) * 1000 * 10) / 10 : undefined;
}
