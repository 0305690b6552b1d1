// The load generator's HTTP client: node:http with kept-alive connections, in the bench's own process. Lean on
// purpose: at thousands of learners every microsecond the client spends is CPU the app and PostgreSQL do not get on
// this 2-core machine (undici's fetch costs about a millisecond of its own per request: bench/webhook.ts).
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  /** The answer's ETag header, if any (a learner keeps the catalog's). */
  etag?: string;
  ms: number;
  /** Set when no answer came: a refused connection, a reset, the timeout. */
  failure?: string;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A request that takes longer counts as an error: a learner's device gives up and retries later. */
const TIMEOUT_MS = 10_000;

/**
 * Connections per origin: enough that requests wait on the server, not on the client, at every step (the in-flight
 * count stays far below it while the p99 is within budget). Learners share them as a proxy in front of the app would.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });

/** Sends one request; the time runs from the call (a wait for a free connection counts) to the last byte. */
export function send(origin: string, spec: RequestSpec): Promise<Answer> {
  const started = performance.now();
  const headers = spec.body === undefined ? spec.headers : { ...spec.headers, 'content-length': String(Buffer.byteLength(spec.body)) };
  return new Promise((resolve) => {
    const done = (status: number, body: string, failure?: string, etag?: string) =>
      resolve({ status, body, ms: performance.now() - started, ...(failure ? { failure } : {}), ...(etag ? { etag } : {}) });
    const request = http.request(`${origin}${spec.path}`, { method: spec.method, agent, headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), undefined, response.headers.etag));
      response.on('error', (error) => done(0, '', error.message));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', (error) => done(0, '', error.message));
    request.end(spec.body);
  });
}

/** Closes the kept-alive connections so the apps can stop without waiting for them. */
export function closeConnections(): void {
  agent.destroy();
}
