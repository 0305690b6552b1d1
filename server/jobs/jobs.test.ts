// The job system as a caller notices it, against a real SMTP server: a mail goes out as soon as its transaction
// commits (the queue's NOTIFY wakes a worker; no poll is waited for); a mail written in a transaction that rolls back
// is never sent; a sign-up answered while no replica works jobs (its jobs stopped, as after a crash) is mailed once a
// replica with workers starts; a job is done once even when its handler runs twice; the operator sees a failed job
// and can retry it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createTestApp, XSRF_OK, type TestApp } from '../test/helper.ts';
import { api, bearer, newSignedInUser, signUp, STRONG_PASSWORD, uniqueEmail } from '../test/auth.ts';
import { startSmtpSink, waitFor, type SmtpSink } from '../test/smtpSink.ts';
import { mailOutbox, users } from '../db/schema.ts';
import { jobOverview, type JobOverview } from './jobStatus.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const sentTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email)).length;

describe('waking workers', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Polls far apart: only the queue's NOTIFY can bring the job to a worker within the test's wait.
    app = await createTestApp({ config: { smtpUrl: sink.url, jobPollMs: 60_000, jobBackstopPollMs: 60_000 } });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the workers' first fetch is behind them
  });
  afterAll(() => app.close());

  it('sends a mail as soon as its transaction commits, without waiting for a poll', async () => {
    const to = uniqueEmail('woken');
    const db = app.testDb.database.db;
    const committedAt = Date.now();
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(mailOutbox).values({ toAddress: to, subject: 'now', textBody: 't', htmlBody: '<p>t</p>', locale: 'en', createdAt: new Date() }).returning();
      await app.commerce.mailQueue(tx, [row!.id]);
    });
    await waitFor(() => (sentTo(to) > 0 ? true : undefined), 8_000);
    expect(Date.now() - committedAt).toBeLessThan(8_000);
  });
});

describe('mail jobs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { smtpUrl: sink.url } });
  });
  afterAll(() => app.close());

  it('never sends a mail whose transaction rolled back, and sends the committed one once', async () => {
    const db = app.testDb.database.db;
    const [kept, dropped] = [uniqueEmail('kept'), uniqueEmail('dropped')];
    const write = (to: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(mailOutbox).values({ toAddress: to, subject: 'hello', textBody: 't', htmlBody: '<p>t</p>', locale: 'en', createdAt: new Date() }).returning();
        await app.commerce.mailQueue(tx, [row!.id]);
      });
    await expect(db.transaction(async (tx) => {
      const [row] = await tx.insert(mailOutbox).values({ toAddress: dropped, subject: 'hello', textBody: 't', htmlBody: '<p>t</p>', locale: 'en', createdAt: new Date() }).returning();
      await app.commerce.mailQueue(tx, [row!.id]);
      throw new Error('the state change failed');
    })).rejects.toThrow('the state change failed');
    await write(kept);
    await waitFor(() => (sentTo(kept) > 0 ? true : undefined));
    await app.jobs.settled();
    expect(sentTo(kept)).toBe(1);
    expect(sentTo(dropped)).toBe(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, dropped))).toEqual([]);
  });

  it('a delivery job run twice sends once (idempotent handler)', async () => {
    const to = uniqueEmail('twice');
    const db = app.testDb.database.db;
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(mailOutbox).values({ toAddress: to, subject: 'once', textBody: 't', htmlBody: '<p>t</p>', locale: 'en', createdAt: new Date() }).returning();
      await app.commerce.mailQueue(tx, [row!.id]);
      await app.commerce.mailQueue(tx, [row!.id]); // the same work enqueued again, as a re-run would do
    });
    await waitFor(() => (sentTo(to) > 0 ? true : undefined));
    await app.jobs.settled();
    expect(sentTo(to)).toBe(1);
  });
});

describe('a crash between the answer and the mail', () => {
  it('keeps the sign-up job: a replica that starts working jobs later sends the confirmation once', async () => {
    // A replica that answers but works no jobs: its job system stops with the queue still holding the work.
    const webOnly = await createTestApp({ config: { smtpUrl: sink.url, jobWorkers: false } });
    const email = uniqueEmail('crash');
    expect((await signUp(webOnly, { email, password: STRONG_PASSWORD, country: 'us' })).statusCode).toBe(202);
    await webOnly.fastify.close(); // the process goes away (jobs stopped); the database stays
    expect(sentTo(email)).toBe(0);

    const restarted = await buildApp({ database: webOnly.testDb.database, config: { ...webOnly.config, jobWorkers: true } });
    try {
      await waitFor(() => (sentTo(email) > 0 ? true : undefined));
      await restarted.jobs.settled();
      expect(sentTo(email)).toBe(1);
      const mail = sink.received.find((m) => m.to.includes(email))!;
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain('/us/auth/signin?confirm=');
    } finally {
      await restarted.fastify.close();
      await webOnly.testDb.dispose();
    }
  });
});

describe('operator view of jobs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(); // no SMTP: a delivery job fails with a clear error
  });
  afterAll(() => app.close());

  it('shows a failed job with its last error to operators only, and retries it', async () => {
    const db = app.testDb.database.db;
    const id = (await app.jobs.enqueue(db, 'mail.deliver', { mailId: 1 }, { retryLimit: 0 }))!;
    await waitFor(async () => ((await jobOverview(db)).failed.some((job) => job.id === id) ? true : undefined));

    const learner = await newSignedInUser(app);
    const asLearner = await app.fastify.inject({ method: 'GET', url: api('operator/jobs'), headers: bearer(learner.tokens.access_token) });
    expect(asLearner.statusCode).toBe(403);

    const operator = await newSignedInUser(app);
    await db.update(users).set({ roles: ['learner', 'operator'] }).where(eq(users.id, operator.userId));
    const headers = { ...bearer(operator.tokens.access_token), ...XSRF_OK };
    const view = await app.fastify.inject({ method: 'GET', url: api('operator/jobs'), headers });
    expect(view.statusCode).toBe(200);
    const overview = view.json<JobOverview>();
    expect(overview.queues.find((queue) => queue.name === 'mail.deliver')!.counts.failed).toBeGreaterThanOrEqual(1);
    expect(overview.failed.find((job) => job.id === id)).toMatchObject({ queue: 'mail.deliver', error: expect.stringContaining('SMTP_URL is not set') });

    const badQueue = await app.fastify.inject({ method: 'POST', url: api(`operator/jobs/no.such.queue/${id}/retry`), headers });
    expect(badQueue.statusCode).toBe(400);
    const unknown = await app.fastify.inject({ method: 'POST', url: api(`operator/jobs/mail.deliver/${crypto.randomUUID()}/retry`), headers });
    expect(unknown.statusCode).toBe(404);
    const retried = await app.fastify.inject({ method: 'POST', url: api(`operator/jobs/mail.deliver/${id}/retry`), headers });
    expect(retried.json()).toEqual({ retried: true });
    // Back in the queue, worked again, and (still no SMTP) failed again with a second attempt counted.
    await waitFor(async () => {
      const again = (await jobOverview(db)).failed.find((job) => job.id === id);
      return again && again.retryCount >= 1 ? again : undefined;
    });
  });
});
