// The request id: a safe x-request-id is kept, anything else replaced by a new one (process prefix and counter); echoed on every answer; stored with
// the error reports a request carried; carried into the jobs (and the mail jobs after them) a request enqueued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, XSRF_OK, type TestApp } from '../test/helper.ts';
import { api, signUp, STRONG_PASSWORD, uniqueEmail } from '../test/auth.ts';
import { startSmtpSink, waitFor, type SmtpSink } from '../test/smtpSink.ts';
import { errorReports } from '../db/schema.ts';
import { isSafeRequestId } from './requestId.ts';

/** A generated id: this process's 12 hex digits, then the request's number in base 36. */
const GENERATED = /^[0-9a-f]{12}-[0-9a-z]+$/;

let sink: SmtpSink;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ config: { smtpUrl: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

describe('x-request-id', () => {
  it('echoes a safe incoming id', async () => {
    const response = await app.fastify.inject({ url: '/health', headers: { 'x-request-id': 'lb-7f3a.2:c_9' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2:c_9');
  });

  it('generates one when there is none, a new one per request', async () => {
    const first = (await app.fastify.inject('/health')).headers['x-request-id'];
    const second = (await app.fastify.inject('/health')).headers['x-request-id'];
    expect(first).toMatch(GENERATED);
    expect(second).toMatch(GENERATED);
    expect(second).not.toBe(first);
  });

  it('replaces an unsafe or overlong id', async () => {
    for (const unsafe of ['has space', 'quote"d', 'a'.repeat(65), '{"json":1}', 'é']) {
      const response = await app.fastify.inject({ url: '/health', headers: { 'x-request-id': unsafe } });
      expect(response.headers['x-request-id'], unsafe).toMatch(GENERATED);
    }
    expect(isSafeRequestId('x\ny')).toBe(false);
    expect(isSafeRequestId('')).toBe(false);
  });

  it('is echoed on refusals and unknown routes too', async () => {
    const headers = { 'x-request-id': 'refused-1' };
    expect((await app.fastify.inject({ url: api('no/such/route'), headers })).headers['x-request-id']).toBe('refused-1');
    const refused = await app.fastify.inject({ method: 'POST', url: api('error-reports'), headers: { ...XSRF_OK, ...headers }, payload: { reports: [] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toBe('refused-1');
  });
});

describe('where the request id goes', () => {
  it('is stored with the client error reports of the request', async () => {
    const requestId = `report-${Date.now()}`;
    const report = { level: 4, errorName: 'Load Config', errorType: 'regular', errorMessage: 'request id test' };
    const response = await app.fastify.inject({ method: 'POST', url: api('error-reports'), headers: { ...XSRF_OK, 'x-request-id': requestId }, payload: { reports: [report] } });
    expect(response.statusCode).toBe(202);
    const rows = await app.testDb.database.db.select().from(errorReports).where(eq(errorReports.requestId, requestId));
    expect(rows.map((row) => row.errorMessage)).toEqual(['request id test']);
  });

  it('travels with the sign-up job and the mail job after it', async () => {
    const requestId = `signup-${Date.now()}`;
    const email = uniqueEmail('traced');
    expect((await signUp(app, { email, password: STRONG_PASSWORD, country: 'de' }, { headers: { 'x-request-id': requestId } })).statusCode).toBe(202);
    await waitFor(() => (sink.received.some((mail) => mail.to.includes(email)) ? true : undefined));
    await app.jobs.settled();
    const rows = (await app.testDb.database.db.execute(
      sql`select name from pgboss.job where data->>'requestId' = ${requestId} order by created_on`,
    )) as unknown as { rows: { name: string }[] };
    expect(rows.rows.map((row) => row.name)).toEqual(['account.signup', 'mail.deliver']);
    // The delivery was counted.
    const metrics = await app.fastify.inject('/metrics');
    expect(metrics.body).toMatch(/^examquiz_mails_total\{outcome="sent"\} [1-9]/m);
  });
});
