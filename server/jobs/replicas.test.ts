// Two server instances (buildApp, each with its own pool, job system and workers) on one real PostgreSQL database, as
// two replicas run: a cron schedule makes one job per due time, not one per replica, mails enqueued on either
// replica are each sent exactly once (real SMTP peer), and both serve the same catalog before and right after a
// popularity change (the snapshot job and NOTIFY catalog_changed), and one entitlement key set: a token replica A
// signs verifies with the JWKS replica B serves. Needs PostgreSQL: TEST_DATABASE_URL, else the local server at
// postgres://postgres@127.0.0.1:5432/postgres; skipped when none answers.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { withDatabase } from '../test/databases.ts';
import { createDatabase, dropDatabase, POSTGRES_URL as BASE_URL, postgresAnswers } from '../test/postgres.ts';
import { startSmtpSink, waitFor, type SmtpSink } from '../test/smtpSink.ts';
import { mailOutbox } from '../db/schema.ts';
import { JOBS_SCHEMA } from './jobSystem.ts';
import { seedDemoIfEmpty } from '../seed/seedDemo.ts';
import { recordAttempt } from '../services/popularity.ts';
import { listProducts } from '@domain/catalog/browse.ts';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { entitlementKeySealer, readEntitlementKeys } from '../commerce/entitlementKeys.ts';
import { entitledUser } from '../test/commerce.ts';
import { api } from '../test/auth.ts';
import { cloudProduct } from '../test/exam.ts';
import type { TestApp } from '../test/helper.ts';

const available = await postgresAnswers();

const name = `jobs_${crypto.randomBytes(5).toString('hex')}`;
const url = withDatabase(BASE_URL, name);
let sink: SmtpSink;
const replicas: { database: Database; app: App; config: ServerConfig }[] = [];

// These run on PostgreSQL whatever the project: once, in the PostgreSQL project when there is one.
const otherProjectRunsIt = process.env.TEST_DB_KIND === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!available || otherProjectRunsIt)('two replicas on one PostgreSQL', () => {
  beforeAll(async () => {
    sink = await startSmtpSink();
    await createDatabase(BASE_URL, name);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', JOB_SCHEDULES: 'true' }),
      databaseUrl: url,
      smtpUrl: sink.url,
    };
    // Started together, as replicas behind a balancer are: the startup lock makes them take turns migrating.
    await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
        await database.exclusively(async () => {
          await database.migrate();
          await seedDemoIfEmpty(database.db);
        });
        replicas.push({ database, app: await buildApp({ database, config }), config });
      }),
    );
  }, 120_000);

  afterAll(async () => {
    for (const { app, database } of replicas) {
      await app.fastify.close();
      await database.close();
    }
    await sink?.close();
    if (available) await dropDatabase(BASE_URL, name);
  });

  it('sends each of 40 mails enqueued on either replica exactly once', { timeout: 60_000 }, async () => {
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const { app, database } = replicas[index % 2]!;
        const to = `replica-${index}-${crypto.randomBytes(3).toString('hex')}@example.com`;
        ids.push(to);
        await database.db.transaction(async (tx) => {
          const [row] = await tx.insert(mailOutbox).values({ toAddress: to, subject: 'once', textBody: 't', htmlBody: '<p>t</p>', locale: 'en', createdAt: new Date() }).returning();
          await app.commerce.mailQueue(tx, [row!.id]);
        });
      }),
    );
    await waitFor(() => (ids.every((to) => sink.received.some((mail) => mail.to.includes(to))) ? true : undefined), 45_000);
    await replicas[0]!.app.jobs.settled(20_000);
    for (const to of ids) expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('serves one catalog (body and ETag) on both replicas before and right after a popularity change', { timeout: 60_000 }, async () => {
    const catalogOf = async (app: App, etag?: string) => {
      const response = await app.fastify.inject({ url: '/api/2.0/eq/buy/getProductCatalog?country=de', headers: etag ? { 'if-none-match': etag } : {} });
      return { status: response.statusCode, etag: String(response.headers.etag), body: response.body };
    };
    const [a, b] = replicas.map((replica) => replica.app) as [App, App];
    await a.jobs.settled(20_000); // the first snapshot, enqueued at start
    const before = [await catalogOf(a), await catalogOf(b)];
    expect(before[1]!.etag).toBe(before[0]!.etag);
    expect(before[1]!.body).toBe(before[0]!.body);

    // Exam starts of the least popular product, as the sync transaction counts them, then the snapshot job.
    const products = listProducts(JSON.parse(before[0]!.body) as Parameters<typeof listProducts>[0]);
    const last = products.at(-1)!;
    for (let i = 0; i < 50; i++) await recordAttempt(replicas[0]!.database.db, { productId: last.productId, country: 'de', at: new Date() });
    expect((await catalogOf(b)).etag).toBe(before[0]!.etag); // both still serve the stored snapshot
    await a.jobs.enqueue(replicas[0]!.database.db, 'popularity.snapshot', {});
    await a.jobs.settled(20_000);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the NOTIFY reaches both listeners

    const after = [await catalogOf(a), await catalogOf(b)];
    expect(after[0]!.etag).not.toBe(before[0]!.etag);
    expect(after[1]!.etag).toBe(after[0]!.etag);
    expect(after[1]!.body).toBe(after[0]!.body);
    expect((await catalogOf(b, after[0]!.etag)).status).toBe(304);
  });

  it('serves one JWKS on both replicas (one key made at their joint start), and a token A signs verifies with B\'s JWKS', async () => {
    const [a, b] = replicas.map((replica) => replica.app) as [App, App];
    const jwksOf = async (app: App) => {
      const response = await app.fastify.inject('/.well-known/jwks.json');
      return { etag: response.headers.etag, jwks: response.json<{ keys: { kid: string }[] }>() };
    };
    const [fromA, fromB] = [await jwksOf(a), await jwksOf(b)];
    expect(fromB).toEqual(fromA);
    const { database, config } = replicas[0]!;
    expect(await readEntitlementKeys(database.db, await entitlementKeySealer(database.db, config.jwtSecret))).toHaveLength(1);
    // A buyer's token, as replica A's entitlements route issues it.
    const onA = { ...replicas[0]!, testDb: { database: replicas[0]!.database, dispose: async () => undefined }, close: async () => undefined } as unknown as TestApp;
    const buyer = await entitledUser(onA, [cloudProduct('de')]);
    const answer = await a.fastify.inject({ url: api(`entitlements/${buyer.userId}`), headers: buyer.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const { token } = answer.json<{ token: string }>();
    expect(decodeProtectedHeader(token).kid).toBe(fromB.jwks.keys[0]!.kid);
    const { payload } = await jwtVerify(token, createLocalJWKSet(fromB.jwks as Parameters<typeof createLocalJWKSet>[0]));
    expect(payload).toMatchObject({ sub: buyer.userId, products: [{ productId: cloudProduct('de') }] });
  });

  it('runs the minutely commerce sweep once per minute, not once per replica', { timeout: 100_000 }, async () => {
    const { db } = replicas[0]!.database;
    const runs = async () =>
      ((await db.execute(
        sql`select date_trunc('minute', created_on) as slot, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as done
            from ${sql.raw(`${JOBS_SCHEMA}.job`)} where name = 'commerce.sweep' group by 1 order by 1`,
      )) as unknown as { rows: { slot: string; jobs: number; done: number }[] }).rows;
    // A due time passes (up to a minute): both replicas watch the schedule, one job is made and worked once.
    const seen = await waitFor(async () => {
      const slots = await runs();
      return slots.length >= 1 && slots.every((slot) => slot.done === slot.jobs) ? slots : undefined;
    }, 90_000);
    for (const slot of seen) expect(slot.jobs).toBe(1);
  });
});
