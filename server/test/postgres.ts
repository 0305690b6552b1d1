// Tests on a real PostgreSQL: whether one answers, and databases of their own to create, query and drop.
import pg from 'pg';

/** The server the PostgreSQL-only tests use: TEST_DATABASE_URL, else the local one. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at the address within the timeout. */
export async function postgresAnswers(url: string = POSTGRES_URL, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs one statement on its own connection and returns its rows. */
export async function queryDatabase<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Creates a database on the server at `baseUrl` (optionally from a template). */
export async function createDatabase(baseUrl: string, name: string, template?: string): Promise<void> {
  await queryDatabase(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
}

/** Drops the database, closing its connections. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await queryDatabase(baseUrl, `drop database if exists ${name} with (force)`);
}
