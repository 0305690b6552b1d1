// Fresh, migrated databases for tests: PGlite from the dumped template, or PostgreSQL from a template database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase } from './postgres.ts';
import { openDatabase, type Database } from '../db/open.ts';

// A plain path, not a URL: jsdom test files replace the global URL class.
export const PGLITE_TEMPLATE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.cache/pglite-template.tar');
/** The same with the demo catalog seeded (seedDemoIfEmpty). */
export const PGLITE_SEEDED_TEMPLATE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.cache/pglite-template-seeded.tar');

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function postgresTemplateName(baseUrl: string, { seeded = false }: { seeded?: boolean } = {}): string {
  return `${new URL(baseUrl).pathname.slice(1) || 'test'}_tpl${seeded ? '_seeded' : ''}`.replace(/[^a-z0-9_]/gi, '_');
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/** A template dump, read once per test process (its files run one after another in it: vitest.config.ts). */
const dumps = new Map<string, Blob>();
function templateDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([fs.readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh database of its own: migrated, and with the demo catalog already seeded when `seeded` (a copy of the seeded
 * template, the same as running seedDemoIfEmpty on a migrated one).
 */
export async function createTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    await createDatabase(baseUrl, name, postgresTemplateName(baseUrl, { seeded }));
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, name), poolSize: 5 });
    return {
      database,
      async dispose() {
        await database.close();
        await dropDatabase(baseUrl, name);
      },
    };
  }
  const dump = templateDump(seeded ? PGLITE_SEEDED_TEMPLATE_FILE : PGLITE_TEMPLATE_FILE);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  return { database, dispose: () => database.close() };
}
