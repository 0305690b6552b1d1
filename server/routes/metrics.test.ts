// GET /metrics: Prometheus text for the operator's network or METRICS_TOKEN, a 404 for everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { api, signUp, STRONG_PASSWORD, uniqueEmail } from '../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { cloudProduct, entries, startEvent, syncCall } from '../test/exam.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const OUTSIDE = '203.0.113.5';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { metricsToken: TOKEN } });
});
afterAll(() => app.close());

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => app.fastify.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of the series `name{labels}` (labels in the order prom-client prints them), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics from the operator network', () => {
  it('counts a request under its route pattern and status', async () => {
    const before = (await scrape()).body;
    const series = `examquiz_http_request_duration_seconds_count{method="GET",route="/api/2.0/eq/i18n/country-languages-web",status_code="200"}`;
    expect((await app.fastify.inject(api('i18n/country-languages-web'))).statusCode).toBe(200);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(valueOf(response.body, series)).toBe((valueOf(before, series) ?? 0) + 1);
    expect(response.body).toContain('# TYPE examquiz_http_request_duration_seconds histogram');
    expect(response.body).toMatch(/examquiz_http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/api\/2\.0\/eq\/i18n\/country-languages-web",status_code="200"\}/);
    // The process's default metrics come along.
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('labels a URL with ids by its pattern, and unknown URLs as unmatched', async () => {
    await app.fastify.inject(api('exam-state/some-user/some-product'));
    await app.fastify.inject('/api/2.0/eq/no/such/route/12345');
    const text = (await scrape()).body;
    expect(text).toContain('route="/api/2.0/eq/exam-state/:userId/:productId"');
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).not.toContain('12345');
  });

  it('counts exam-sync entries applied and duplicate', async () => {
    const userId = await insertTestUser(app);
    const token = await mintAccessToken(app, userId);
    const productId = cloudProduct('de');
    const body = { clientId: 'metrics-dev', entries: entries('metrics-dev', productId, [startEvent(productId, userId, 3)]) };
    const before = (await scrape()).body;
    expect((await syncCall(app, userId, token, body)).statusCode).toBe(200);
    expect((await syncCall(app, userId, token, body)).statusCode).toBe(200);
    const text = (await scrape()).body;
    expect(valueOf(text, 'examquiz_sync_entries_total{status="applied"}')).toBe(valueOf(before, 'examquiz_sync_entries_total{status="applied"}')! + 1);
    expect(valueOf(text, 'examquiz_sync_entries_total{status="duplicate"}')).toBe(valueOf(before, 'examquiz_sync_entries_total{status="duplicate"}')! + 1);
    expect(valueOf(text, 'examquiz_sync_entries_total{status="rejected"}')).toBe(0);
  });

  it('reports jobs per queue and state, read from the job table at scrape time', async () => {
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE examquiz_jobs gauge');
    expect(valueOf(text, 'examquiz_jobs{queue="mail.deliver",state="failed"}')).toBe(0);
    expect(valueOf(text, 'examquiz_jobs{queue="dead-letters",state="created"}')).toBe(0);

    expect((await signUp(app, { email: uniqueEmail('metrics'), password: STRONG_PASSWORD, country: 'de' })).statusCode).toBe(202);
    const after = (await scrape()).body;
    const signupJobs = ['created', 'retry', 'active', 'completed'].reduce((sum, state) => sum + (valueOf(after, `examquiz_jobs{queue="account.signup",state="${state}"}`) ?? 0), 0);
    expect(signupJobs).toBeGreaterThanOrEqual(1);
  });

  it('counts webhook events that fail verification', async () => {
    const response = await app.fastify.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' }, payload: '{}' });
    expect(response.statusCode).toBe(400);
    expect(valueOf((await scrape()).body, 'examquiz_webhook_events_total{type="unverified",outcome="invalid_signature"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /metrics from elsewhere', () => {
  it('is a 404 without the token', async () => {
    const response = await scrape({ remoteAddress: OUTSIDE });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('examquiz_');
  });

  it('is a 404 with a wrong token, and 200 with the right one', async () => {
    expect((await scrape({ remoteAddress: OUTSIDE, headers: { authorization: 'Bearer not-the-token-at-all-000000' } })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: OUTSIDE, headers: { authorization: `Basic ${TOKEN}` } })).statusCode).toBe(404);
    const allowed = await scrape({ remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('examquiz_http_request_duration_seconds');
  });

  it('treats a request relayed by a proxy (X-Forwarded-For) as from outside, even from a private peer', async () => {
    expect((await scrape({ remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': OUTSIDE, authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
  });
});
