// Every job handler is idempotent: once a job has run, running it again (a second delivery, a worker that lost its
// job to another replica and finishes late) leaves the whole database as it was and sends no second mail. A property
// over random histories (fast-check): learners sign up with new or taken addresses, ask for password resets for known
// and unknown addresses, start exams and buy; then every job the history made, and every periodic job, is run a
// second time, and the database (every table, hashed row by row) and the SMTP peer are compared.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { jsonCall, newSignedInUser, signUp, STRONG_PASSWORD, uniqueEmail, bearer } from '../test/auth.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtpSink.ts';
import { cloudProduct, entries, startEvent, syncCall } from '../test/exam.ts';
import { checkoutBody, monthlyPrice, postCheckout, testPaymentCall } from '../test/commerce.ts';
import { JOBS_SCHEMA, type JobHandler } from './jobSystem.ts';
import { QUEUE_NAMES, type QueueName } from './queues.ts';

let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ seed: true, config: { smtpUrl: sink.url, testPaymentDelayMs: 0 } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const db = () => app.testDb.database.db;

/** Every table of the app's schema, each hashed over its rows (the job tables live in their own schema). */
async function databaseState(): Promise<Record<string, string>> {
  const { rows: tables } = (await db().execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  const state: Record<string, string> = {};
  for (const { tablename } of tables) {
    const { rows } = (await db().execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(tablename)} t`,
    )) as unknown as { rows: { n: number; digest: string }[] };
    state[tablename] = `${rows[0]!.n}:${rows[0]!.digest}`;
  }
  return state;
}

/** The jobs that ran since `since` (completed), as a worker received them. */
async function completedJobsSince(since: Date): Promise<Job<unknown>[]> {
  const { rows } = (await db().execute(
    sql`select id, name, data from ${sql.identifier(JOBS_SCHEMA)}.job where state = 'completed' and completed_on >= ${since.toISOString()} order by completed_on`,
  )) as unknown as { rows: { id: string; name: string; data: unknown }[] };
  return rows.map((row) => ({ id: row.id, name: row.name, data: row.data }) as Job<unknown>);
}

/** The queues whose jobs carry no data of their own: they work from what the database holds. */
const PERIODIC_QUEUES = QUEUE_NAMES.filter((queue) => ['commerce.sweep', 'popularity.snapshot', 'catalog.maintenance', 'auth.prune', 'learning.difficulties', 'reports.forward', 'ai.fixer'].includes(queue));

const runAgain = (queue: QueueName, job: Job<unknown>) => (app.jobHandlers[queue].run as JobHandler<QueueName>)(job as Job<never>, app.fastify.log);

type Step = { kind: 'signup'; taken: boolean } | { kind: 'forgot'; known: boolean } | { kind: 'exam' } | { kind: 'buy' };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('signup' as const), taken: fc.boolean() }),
  fc.record({ kind: fc.constant('forgot' as const), known: fc.boolean() }),
  fc.constant({ kind: 'exam' as const }),
  fc.constant({ kind: 'buy' as const }),
);

describe('job handlers', () => {
  it('run twice change nothing the first run did not', { timeout: 240_000 }, async () => {
    const known = await newSignedInUser(app, { country: 'de', locale: 'de' });
    await app.jobs.settled();
    const productId = cloudProduct('de');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 5 }), async (steps) => {
        const since = new Date(Date.now() - 1);
        for (const [index, { kind, ...rest }] of steps.entries()) {
          if (kind === 'signup') {
            const email = 'taken' in rest && rest.taken ? known.email : uniqueEmail('twice');
            expect((await signUp(app, { email, password: STRONG_PASSWORD, country: 'de', locale: 'de' })).statusCode).toBe(202);
          } else if (kind === 'forgot') {
            const email = 'known' in rest && rest.known ? known.email : uniqueEmail('nobody');
            expect((await jsonCall(app, 'POST', 'user/forgot-password', { email })).statusCode).toBe(202);
          } else if (kind === 'exam') {
            const clientId = `twice-${Date.now()}-${index}`;
            const body = { clientId, entries: entries(clientId, productId, [startEvent(productId, known.userId, 5, Date.now(), { restart: true })]) };
            expect((await syncCall(app, known.userId, known.tokens.access_token, body)).statusCode).toBe(200);
          } else {
            const headers = { ...bearer(known.tokens.access_token), 'x-country': 'de' };
            const checkout = await postCheckout(app, headers, checkoutBody(productId, await monthlyPrice(app, productId)));
            expect(checkout.statusCode, checkout.body).toBe(200);
            const sessionId = new URL(checkout.json<{ redirectUrl: string }>().redirectUrl, 'http://localhost').pathname.split('/').pop()!;
            const paid = await testPaymentCall(app, 'POST', `${sessionId}/pay`, { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
            expect(paid.statusCode, paid.body).toBe(200);
          }
        }
        await app.jobs.settled();
        const jobs = await completedJobsSince(since);
        // The periodic work too, once to reach its fixed point, then again.
        const periodic = PERIODIC_QUEUES;
        for (const queue of periodic) await runAgain(queue, { id: crypto.randomUUID(), name: queue, data: {} } as Job<unknown>);
        await app.jobs.settled();

        const before = await databaseState();
        const mailsBefore = sink.received.length;
        for (const job of jobs) await runAgain(job.name as QueueName, job);
        for (const queue of periodic) await runAgain(queue, { id: crypto.randomUUID(), name: queue, data: {} } as Job<unknown>);
        await app.jobs.settled();
        expect(await databaseState()).toEqual(before);
        expect(sink.received.length).toBe(mailsBefore);
        // A history with a sign-up, a reset request or a purchase made jobs of its own, and they were all run again above.
        if (steps.some((step) => step.kind !== 'exam')) expect(jobs.length).toBeGreaterThan(0);
      }),
      { numRuns: 6 },
    );
  });
});
