// Prepares the migrated database templates once per run, so each test file gets a fresh database without migrating:
// PGlite data-dir dumps, or PostgreSQL template databases when the PostgreSQL suite runs. Two of each: migrated only,
// and migrated with the demo catalog seeded (seedDemoIfEmpty), which most server test files start from.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../db/open.ts';
import { installJobSchema } from '../jobs/installJobSchema.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemoIfEmpty } from '../seed/seedDemo.ts';
import { PGLITE_SEEDED_TEMPLATE_FILE, PGLITE_TEMPLATE_FILE, postgresTemplateName, withDatabase } from './databases.ts';

async function preparePglite(): Promise<void> {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  // The job system's schema and queues too, so each test's app starts pg-boss in milliseconds.
  await installJobSchema({ jobConnection: { kind: 'pglite', client } });
  // Not compressed: a test file opens its database about 0.25 s sooner than from a gzip dump.
  const dump = await client.dumpDataDir('none');
  await client.close();
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  // The seeded template: the migrated one with the demo catalog, as createTestApp({ seed: true }) used to seed it.
  const seeded = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  await seedDemoIfEmpty(seeded.db);
  if (seeded.jobConnection.kind !== 'pglite') throw new Error('expected PGlite');
  const seededDump = await seeded.jobConnection.client.dumpDataDir('none');
  await seeded.close();
  fs.writeFileSync(PGLITE_SEEDED_TEMPLATE_FILE, Buffer.from(await seededDump.arrayBuffer()));
}

async function preparePostgres(baseUrl: string): Promise<() => Promise<void>> {
  const template = postgresTemplateName(baseUrl);
  const seededTemplate = postgresTemplateName(baseUrl, { seeded: true });
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`drop database if exists ${seededTemplate} with (force)`);
  await admin.query(`create database ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(baseUrl, template), max: 1 });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR });
  await pool.end();
  await installJobSchema({ jobConnection: { kind: 'postgres', url: withDatabase(baseUrl, template) } });
  // The seeded template: a copy of the migrated one with the demo catalog (no connection may stay open on either).
  await admin.query(`create database ${seededTemplate} template ${template}`);
  const seeded = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, seededTemplate), poolSize: 1 });
  await seedDemoIfEmpty(seeded.db);
  await seeded.close();
  await admin.end();
  return async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${seededTemplate} with (force)`);
    await cleanup.query(`drop database if exists ${template} with (force)`);
    await cleanup.end();
  };
}

// Two projects use each kind of template (the server suite, and its timing files run alone after it: vitest.config.ts).
// Global setups run in Vitest's main process, so an environment mark made by the first tells the second that this
// run's templates are ready; the first one's teardown drops them when the whole run ends.
const READY_MARK = { pglite: 'EQ_TEST_PGLITE_TEMPLATES_READY', postgres: 'EQ_TEST_POSTGRES_TEMPLATES_READY' } as const;

/** Global setup of the PGlite server projects. */
export default async function setup(): Promise<void> {
  if (process.env[READY_MARK.pglite]) return;
  await preparePglite();
  process.env[READY_MARK.pglite] = '1';
}

/** Global setup of the PostgreSQL server projects (see server/test/global-setup-postgres.ts). */
export async function setupPostgres(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL server suite needs TEST_DATABASE_URL');
  if (process.env[READY_MARK.postgres]) return undefined;
  const teardown = await preparePostgres(url);
  process.env[READY_MARK.postgres] = '1';
  return teardown;
}
