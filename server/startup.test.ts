// Several `npm start` processes starting at once on one empty PostgreSQL database (a rolling deploy of replicas): all
// of them migrate, seed and serve, and the demo catalog is loaded exactly once. PostgreSQL only: PGlite's data folder
// belongs to one process.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open.ts';
import { withDatabase } from './test/databases.ts';
import { createDatabase, dropDatabase, queryDatabase } from './test/postgres.ts';
import { freePort, startServerProcess, type ServerProcess } from './test/processes.ts';
import { COUNTRY_CODES, TENANTS } from '@domain/markets/types.ts';
import { DEMO_SUPER_CATEGORIES } from './seed/demoContent.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const READY_TIMEOUT_MS = 120_000;

describe.skipIf(!onPostgres)('servers starting together on an empty PostgreSQL database', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_start_${crypto.randomBytes(5).toString('hex')}`;
  // Computed when it runs: the describe body is read on PGlite too, where there is no PostgreSQL address.
  const url = () => withDatabase(baseUrl, name);
  const servers: ServerProcess[] = [];

  const query = <T>(text: string) => queryDatabase<T>(url(), text);

  beforeAll(() => createDatabase(baseUrl, name));

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(baseUrl, name);
  });

  it('all become ready, and exactly one of them loads the demo catalog', { timeout: READY_TIMEOUT_MS + 30_000 }, async () => {
    const ports = [await freePort(), await freePort()];
    servers.push(...ports.map((port) => startServerProcess(port, { DATABASE_URL: url() })));
    await Promise.all(servers.map((server) => server.ready(READY_TIMEOUT_MS)));
    expect(servers.map((server) => server.exitCode())).toEqual([undefined, undefined]);

    const loaded = servers.filter((server) => server.output().includes('demo catalog loaded (first start)'));
    expect(loaded, servers.map((server) => server.output()).join('\n---\n')).toHaveLength(1);

    // Seeding upserts: a second run would have taken new sequence values for rows that already existed.
    const expected = TENANTS.length * COUNTRY_CODES.length * DEMO_SUPER_CATEGORIES.length;
    const [supers] = await query<{ count: number; max: number }>('select count(*)::int as count, max(id)::int as max from super_categories');
    expect(supers).toEqual({ count: expected, max: expected });
    const [categories] = await query<{ count: number; max: number }>('select count(*)::int as count, max(id)::int as max from categories');
    expect(categories!.max).toBe(categories!.count);
    expect(await query("select key, value from app_meta where key = 'demo-seed'")).toEqual([{ key: 'demo-seed', value: '3' }]);
    const [products] = await query<{ count: number }>('select count(*)::int as count from products');
    expect(products!.count).toBeGreaterThan(0);
  });
});

describe.skipIf(!onPostgres)('the startup lock', () => {
  it('runs the work of one process at a time, and tells the one that waits', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const [first, second] = await Promise.all([openDatabase({ kind: 'postgres', url, poolSize: 1 }), openDatabase({ kind: 'postgres', url, poolSize: 1 })]);
    try {
      const steps: string[] = [];
      let release = (): void => undefined;
      let started = (): void => undefined;
      const firstStarted = new Promise<void>((resolve) => (started = resolve));
      const firstWork = first.exclusively(async () => {
        steps.push('first starts');
        started();
        await new Promise<void>((resolve) => (release = resolve));
        steps.push('first ends');
      });
      await firstStarted;
      let waited: () => void = () => undefined;
      const secondWaits = new Promise<void>((resolve) => (waited = resolve));
      const secondWork = second.exclusively(
        async () => void steps.push('second runs'),
        () => waited(),
      );
      await secondWaits;
      release();
      await Promise.all([firstWork, secondWork]);
      expect(steps).toEqual(['first starts', 'first ends', 'second runs']);
      // Released: it can be taken again at once.
      await expect(first.exclusively(async () => 'again', () => steps.push('waited'))).resolves.toBe('again');
      expect(steps).not.toContain('waited');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
