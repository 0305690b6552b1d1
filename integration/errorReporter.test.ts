// The client error reporter against the real server: batches arrive in the database, the §9 limits hold, and a
// failed send keeps the reports for the next try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReporter } from '../src/features/errors/reporter.ts';
import { emptyErrorRecord, type ErrorRecord } from '@domain/errors/record.ts';
import { ERROR_LEVELS } from '@domain/errors/levels.ts';
import { errorReports } from '../server/db/schema.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';

let app: TestApp;
let origin = '';

beforeAll(async () => {
  app = await createTestApp();
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

const record = (message: string): ErrorRecord => ({ ...emptyErrorRecord(), isError: true, showError: true, errorName: 'Init', errorMessage: message, date: 5 });

/** What the browser does by itself: send the site's cookies with a same-origin request. */
const fetchWithCookie: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: 'XSRF-TOKEN=abc' } });

function reporter(now: () => number, fetchImpl: typeof fetch = fetchWithCookie) {
  return new ErrorReporter({
    endpoint: `${origin}/api/2.0/eq/error-reports`,
    now,
    fetchImpl,
    cookies: () => 'XSRF-TOKEN=abc',
    batchDelayMs: 60_000,
  });
}

const storedMessages = async () => (await app.testDb.database.db.select().from(errorReports)).map((row) => row.errorMessage);

describe('ErrorReporter', () => {
  it('sends queued reports with telemetry in one batch that the server stores', async () => {
    const sender = reporter(() => 1_000);
    sender.track('route.change', '/de/');
    expect(sender.report(record('first'), ERROR_LEVELS.error, 'de')).toBe(true);
    expect(sender.report(record('second'), ERROR_LEVELS.critical, 'de')).toBe(true);
    expect(await sender.flush()).toBe(true);
    expect(sender.pending()).toBe(0);
    const rows = await app.testDb.database.db.select().from(errorReports);
    expect(rows.map((row) => row.errorMessage)).toEqual(expect.arrayContaining(['first', 'second']));
    expect(rows.find((row) => row.errorMessage === 'second')).toMatchObject({ level: 5, country: 'de', errorName: 'Init' });
    expect(rows[0]?.telemetry).toEqual([{ at: 1_000, name: 'route.change', data: '/de/' }]);
  });

  it('admits 60 reports a minute and refuses the 61st until the minute has passed', async () => {
    let now = 100_000;
    const sender = reporter(() => now);
    const admitted = Array.from({ length: 61 }, (_, i) => sender.report(record(`burst ${i}`), ERROR_LEVELS.error));
    expect(admitted.filter(Boolean)).toHaveLength(60);
    expect(admitted[60]).toBe(false);
    expect(sender.dropped).toBe(1);
    now += 60_000;
    expect(sender.report(record('next minute'), ERROR_LEVELS.error)).toBe(true);
    expect(await sender.flush()).toBe(true);
    expect((await storedMessages()).filter((m) => m.startsWith('burst'))).toHaveLength(60);
  });

  it('cuts a huge message down to what the server accepts instead of losing the report', async () => {
    const sender = reporter(() => 0);
    expect(sender.report(record('y'.repeat(600 * 1024)), ERROR_LEVELS.error)).toBe(true);
    expect(await sender.flush()).toBe(true);
    const stored = (await storedMessages()).find((m) => m.startsWith('yyy'));
    expect(stored?.length).toBe(10_000);
  });

  it('keeps the reports when the network fails, and sends them on the next flush', async () => {
    let online = false;
    const flaky: typeof fetch = (input, init) => (online ? fetchWithCookie(input, init) : Promise.reject(new TypeError('Failed to fetch')));
    const sender = reporter(() => 0, flaky);
    sender.report(record('survives offline'), ERROR_LEVELS.error);
    expect(await sender.flush()).toBe(false);
    expect(sender.pending()).toBe(1);
    online = true;
    expect(await sender.flush()).toBe(true);
    expect(await storedMessages()).toContain('survives offline');
  });
});
