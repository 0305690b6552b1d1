// Error-report forwarding (issue 15) against a local server speaking the Sentry envelope protocol
// (server/test/fakeSentry.ts): reports stored by POST error-reports reach it once each, as events with the report's
// fields; a 429 is waited out; a report already accepted is never sent again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { jsonCall } from '../../test/auth.ts';
import { startFakeSentry, type FakeSentry } from '../../test/fakeSentry.ts';
import { createErrorForwarder } from './errorForwarder.ts';
import { parseDsn } from './sentryEnvelope.ts';

let app: TestApp;
let sentry: FakeSentry;
beforeAll(async () => {
  [app, sentry] = await Promise.all([createTestApp(), startFakeSentry()]);
});
afterAll(async () => {
  await Promise.all([app.close(), sentry.close()]);
});

const report = (errorName: string, level = 4) => ({ level, errorName, errorType: 'regular', errorMessage: `${errorName} happened`, errorURL: '/de/buy', errorProductId: 'DE-P1', userId: 'guest', country: 'de' });

describe('error forwarding', () => {
  it('parses a DSN into its envelope endpoint', () => {
    expect(parseDsn('https://key@o1.ingest.example.io/7')).toMatchObject({ publicKey: 'key', projectId: '7', envelopeUrl: 'https://o1.ingest.example.io/api/7/envelope/' });
    expect(parseDsn('https://key@host.example/sentry/7').envelopeUrl).toBe('https://host.example/sentry/api/7/envelope/');
    expect(() => parseDsn('https://host.example/7')).toThrow(/DSN/);
  });

  it('sends each stored report once, waiting out a 429', async () => {
    const stored = await jsonCall(app, 'POST', 'error-reports', { reports: [report('Load Config'), report('Save Status', 5)] });
    expect(stored.statusCode).toBe(202);
    let now = Date.UTC(2030, 0, 1);
    const forwarder = createErrorForwarder({ db: app.testDb.database.db, dsn: parseDsn(sentry.dsn), now: () => now });

    sentry.rateLimitNext(1, 60);
    expect(await forwarder.runOnce()).toEqual({ forwarded: 0, waiting: true });
    now += 59_000;
    expect(await forwarder.runOnce()).toEqual({ forwarded: 0, waiting: true });
    now += 1_000;
    expect(await forwarder.runOnce()).toEqual({ forwarded: 2, waiting: false });
    expect(sentry.events.map((event) => [event.level, (event.exception as { values: { type: string }[] }).values[0]!.type])).toEqual([
      ['error', 'Load Config'],
      ['fatal', 'Save Status'],
    ]);
    expect(sentry.events[0]).toMatchObject({ tags: { tenant: 'eq', country: 'de' }, request: { url: '/de/buy' }, extra: { productId: 'DE-P1' } });

    expect(await forwarder.runOnce()).toEqual({ forwarded: 0, waiting: false });
    expect(sentry.events).toHaveLength(2);
  });
});
