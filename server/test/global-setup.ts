// Prepares one migrated database template per run, so each test file gets a fresh database in milliseconds:
// a PGlite data-dir dump, or a PostgreSQL template database when the PostgreSQL suite runs.
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
import { PGLITE_TEMPLATE_FILE, postgresTemplateName, withDatabase } from './databases.ts';

async function preparePglite(): Promise<void> {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  // The job system's schema and queues too, so each test's app starts pg-boss in milliseconds.
  await installJobSchema({ jobConnection: { kind: 'pglite', client } });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
}

async function preparePostgres(baseUrl: string): Promise<() => Promise<void>> {
  const template = postgresTemplateName(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(baseUrl, template), max: 1 });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR });
  await pool.end();
  await installJobSchema({ jobConnection: { kind: 'postgres', url: withDatabase(baseUrl, template) } });
  return async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${template} with (force)`);
    await cleanup.end();
  };
}

/** Global setup of the PGlite server project. */
export default async function setup(): Promise<void> {
  await preparePglite();
}

/** Global setup of the PostgreSQL server project (see server/test/global-setup-postgres.ts). */
export async function setupPostgres(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL server suite needs TEST_DATABASE_URL');
  return preparePostgres(url);
}
