// The catalog's replay before Fastify, as a browser on a real connection notices it: for every Accept-Encoding and
// If-None-Match it answers what Fastify answers (status, headers, bytes), it is counted in /metrics, and a catalog
// change or the start of shutdown hands the address back to Fastify.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { CATALOG_CHANGED_CHANNEL } from '../services/popularitySnapshot.ts';
import { waitFor } from '../test/smtpSink.ts';

const CATALOG = '/api/2.0/eq/buy/getProductCatalog';
const CANONICAL = `${CATALOG}?country=de`;
/** The same catalog under another spelling of the query: never replayed, always Fastify's answer. */
const THROUGH_FASTIFY = `${CATALOG}?country=DE`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { logLevel: 'warn' } });
  origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, origin), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What must be equal between two answers: status, bytes, and every header but those of one answer. */
function comparable(answer: RawAnswer) {
  const { date: _date, 'x-request-id': requestId, connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
  expect(requestId).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

const requestCount = async (status: number) => {
  const text = (await app.fastify.inject('/metrics')).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`examquiz_http_request_duration_seconds_count{method="GET",route="${CATALOG}",status_code="${status}"} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('the catalog replayed before Fastify', () => {
  it('answers every encoding and conditional request exactly as Fastify does, and counts it', async () => {
    const first = await get(CANONICAL, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'if-none-match': etag },
      { 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'br' },
      { 'if-none-match': '"other"', 'accept-encoding': 'gzip' },
    ];
    const before = app.catalogReplay.answered;
    const [ok, notModified] = [await requestCount(200), await requestCount(304)];
    for (const headers of variants) {
      const replayed = await get(CANONICAL, headers);
      const fastify = await get(THROUGH_FASTIFY, headers);
      expect(comparable(replayed), JSON.stringify(headers)).toEqual(comparable(fastify));
    }
    expect(app.catalogReplay.answered - before).toBe(variants.length);
    // Both paths are counted: 2 × (5 answers of 200, 2 of 304).
    expect(await requestCount(200)).toBe(ok + 10);
    expect(await requestCount(304)).toBe(notModified + 4);
    // The security headers went out with the replayed answers too.
    expect((await get(CANONICAL)).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('hands a country back to Fastify when its catalog changes, and replays the new version once Fastify answered it', async () => {
    await get(CANONICAL);
    const before = app.catalogReplay.answered;
    await app.testDb.database.db.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, 'de')`);
    // Until the change arrives the replay may still answer; once it has, the next request is Fastify's.
    await waitFor(async () => {
      const answeredBefore = app.catalogReplay.answered;
      await get(CANONICAL);
      return app.catalogReplay.answered === answeredBefore ? true : undefined;
    });
    const afterChange = app.catalogReplay.answered;
    expect((await get(CANONICAL)).status).toBe(200);
    expect(app.catalogReplay.answered).toBe(afterChange + 1);
    expect(afterChange).toBeGreaterThanOrEqual(before);
  });

  it('leaves HEAD, a GET with a body, other countries and a draining server to Fastify', async () => {
    await get(CANONICAL);
    const before = app.catalogReplay.answered;
    const head = await new Promise<number>((resolve, reject) => {
      http.request(new URL(CANONICAL, origin), { method: 'HEAD' }, (response) => resolve(response.statusCode ?? 0)).on('error', reject).end();
    });
    expect(head).toBe(200);
    const withBody = await new Promise<number>((resolve, reject) => {
      const body = '{"country":"fr"}';
      const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
      const request = http.request(new URL(CANONICAL, origin), { method: 'GET', headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject).end(body);
    });
    expect(withBody).toBe(200); // Fastify's answer (it reads no body for a GET); the count below shows whose
    expect((await get(`${CATALOG}?country=fr`)).status).toBe(200);
    app.beginShutdown();
    const draining = await get(CANONICAL);
    expect(draining.status).toBe(200);
    expect(draining.headers.connection).toBe('close');
    expect(app.catalogReplay.answered).toBe(before);
  });
});
