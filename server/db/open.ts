// Opens the database: PGlite in a data folder by default, PostgreSQL when a connection string is given.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { databaseHealth } from './databaseHealth.ts';

/** One handle type for both drivers (STACK.md gotcha 8). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, first seeding) while no other process runs its own: on PostgreSQL under an advisory lock
   * held by a connection of its own (released when the work ends, or when the process dies and the connection
   * closes); `onWait` is called if another process holds it. PGlite's data folder belongs to one process anyway.
   */
  exclusively<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** How the job system (pg-boss) reaches the same database: the PGlite instance itself, or the connection string. */
  jobConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Cheap liveness query, used by /ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of migrating and seeding ("eqshop-start"), the same in every process of every version. */
export const STARTUP_LOCK_KEY = 0x6571_7368_6f70n;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options.dataDir, options.loadDataDir);
  return openPostgres(options.url, options.poolSize);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // PGlite creates only the last folder of its data dir (STACK.md gotcha 9).
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobConnection: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * How long a request waits for a connection before failing: a database that is restarting or gone makes API calls
 * fail fast (503 with Retry-After, plugins/errors.ts) instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A client whose backend goes away (a restart, a failover, a dropped database) must never crash the process:
  // idle clients report to the pool, and every client also gets a handler of its own for the time it is checked
  // out (a transaction between two statements has no query to fail). The pool discards a broken client; the
  // statement that was running fails, and the next one opens a fresh connection.
  pool.on('error', (error) => databaseHealth.connectionLost(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => databaseHealth.connectionLost(error));
    databaseHealth.connected();
  });
  let ended = false;
  const driverDb = drizzlePg({ client: pool, schema });
  return {
    db: driverDb as unknown as Db,
    kind: 'postgres',
    jobConnection: { kind: 'postgres', url },
    migrate: () => migratePg(driverDb, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work, onWait) => withAdvisoryLock(url, STARTUP_LOCK_KEY, work, onWait),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (ended) return;
      ended = true;
      // pool.end() resolves before its clients have said goodbye to the server; wait for each one.
      let open = pool.totalCount;
      const allClosed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          open -= 1;
          if (open <= 0) resolve();
        });
      });
      await pool.end();
      // A client still checked out by a stuck query must not hold shutdown forever.
      await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}

/** Runs `work` holding a session advisory lock on a dedicated connection (the work itself uses the pool). */
async function withAdvisoryLock<T>(url: string, key: bigint, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A broken lock connection ends the lock; the work then fails or finishes on its own connections.
  client.on('error', (error) => console.warn(`PostgreSQL startup lock connection closed: ${error.message}`));
  await client.connect();
  try {
    const [tried] = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key.toString()])).rows;
    if (!tried?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [key.toString()]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key.toString()]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
