// What the capacity bench runs the app on: a fresh PostgreSQL database (created here, dropped at the end), Redis for
// the throttle store under a prefix of its own, the app as `npm start` starts it (one or three replicas on that one
// database), and, for the "before" figure, an older commit checked out in a temporary git worktree.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../server/test/databases.ts';
import { startAppProcess, type BenchProcess } from '../processes.ts';
import { childrenOf } from './resources.ts';
import { BROWSER_ENCODINGS, CATALOG_PATH } from './learners.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN_URL = process.env.CAPACITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.CAPACITY_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Connected to the server's maintenance database: sees every backend (pg_stat_activity). */
  admin: pg.Client;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const name = `bench_capacity_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  return {
    name,
    url: withDatabase(ADMIN_URL, name),
    admin,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** Whether something answers on Redis's port (the app would otherwise fail at its first throttle check). */
export async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 2000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export interface Replicas {
  origins: string[];
  /** The server processes (node server/main.ts), children of the started scripts/start.mjs. */
  serverPids: number[];
  close(): Promise<void>;
}

/**
 * `count` replicas of the app from the checkout at `root`, production, on `database` and Redis. The first starts
 * alone (it migrates and seeds), the others after it. The apps' output goes to a log file in `logDir`.
 */
export async function startReplicas(root: string, database: BenchDatabase, count: number, logDir: string): Promise<Replicas> {
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    THROTTLE_KEY_PREFIX: `capacity-bench:${database.name}:`,
    // The load model signs learners in again once an hour, so their access tokens must last that long.
    ACCESS_TOKEN_TTL_S: '3600',
  };
  const started: BenchProcess[] = [];
  try {
    for (let i = 0; i < count; i++) started.push(await startAppProcess(env, { root, logFile: path.join(logDir, `app-${count}-${i + 1}.log`) }));
  } catch (error) {
    await Promise.all(started.map((app) => app.close()));
    throw error;
  }
  return {
    origins: started.map((app) => app.origin),
    serverPids: started.flatMap((app) => (app.pid === undefined ? [] : childrenOf(app.pid))),
    close: async () => void (await Promise.all(started.map((app) => app.close()))),
  };
}

/** The catalog's ETag as a browser receives it (brotli body). */
export async function catalogEtag(origin: string): Promise<string> {
  const response = await fetch(`${origin}${CATALOG_PATH}`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`the catalog answered ${response.status} without an ETag`);
  return etag;
}

export interface Checkout {
  root: string;
  label: string;
  remove(): void;
}

/** This checkout, as it is. */
export function currentCheckout(): Checkout {
  return { root: ROOT, label: 'today', remove: () => undefined };
}

/**
 * `ref` checked out in a temporary worktree, its dependencies installed (npm ci) and its PWA built, so that its
 * `npm start` starts at once. Removed again by remove().
 */
export function baseCheckout(ref: string): Checkout {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-capacity-base-'));
  const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  run('git', ['worktree', 'add', '--detach', root, commit], ROOT);
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    console.log(`  ${ref} (${commit}) in ${root}: npm ci and build…`);
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], root);
    run(process.execPath, ['--input-type=module', '-e', "(await import('./scripts/build-if-needed.mjs')).buildIfNeeded()"], root);
  } catch (error) {
    remove();
    throw error;
  }
  return { root, label: `before (${ref} = ${commit})`, remove };
}
