// Load figures for one URL through autocannon's programmatic API: requests/s, latency percentiles, non-2xx responses;
// and a route of the app against a bare Fastify route serving the same bytes and headers (bench/processes.ts starts
// both), in alternating rounds.
import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  pipelining: number;
  durationS: number;
  /** Length of the discarded warm-up run before the measured one. */
  warmupS: number;
  /** Request headers, e.g. the Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
}

export interface LoadFigure {
  path: string;
  connections: number;
  pipelining: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  total: number;
}

export async function measureLoad(origin: string, path: string, options: LoadOptions): Promise<LoadFigure> {
  const { connections, pipelining } = options;
  const url = new URL(path, origin).href;
  const headers = options.headers ?? {};
  if (options.warmupS > 0) await autocannon({ url, connections, pipelining, headers, duration: options.warmupS });
  const result = await autocannon({ url, connections, pipelining, headers, duration: options.durationS });
  return {
    path,
    connections,
    pipelining,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

/** Response headers a bare twin must not copy: they belong to the connection or are recomputed per answer. */
export const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer of `url` as it went over the wire: status, headers and the body bytes, still compressed. */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export interface ComparisonRound {
  round: number;
  app: LoadFigure;
  bare: LoadFigure;
  /** app ÷ bare requests per second. */
  ratio: number;
}

/**
 * `path` on the app against the same path on its bare twin, in alternating rounds (app first in odd rounds, bare first
 * in even ones) so that drift of a shared, noisy machine falls on both alike.
 */
export async function compareWithBare(appOrigin: string, bareOrigin: string, path: string, options: LoadOptions & { rounds: number }): Promise<ComparisonRound[]> {
  const rounds: ComparisonRound[] = [];
  // Warm both up once (JIT, connection setup), then measure without further warm-ups.
  await measureLoad(appOrigin, path, { ...options, durationS: options.warmupS, warmupS: 0 });
  await measureLoad(bareOrigin, path, { ...options, durationS: options.warmupS, warmupS: 0 });
  for (let round = 1; round <= options.rounds; round++) {
    const measure = (origin: string) => measureLoad(origin, path, { ...options, warmupS: 0 });
    let app: LoadFigure;
    let bare: LoadFigure;
    if (round % 2 === 1) {
      app = await measure(appOrigin);
      bare = await measure(bareOrigin);
    } else {
      bare = await measure(bareOrigin);
      app = await measure(appOrigin);
    }
    rounds.push({ round, app, bare, ratio: app.requestsPerSecond / bare.requestsPerSecond });
  }
  return rounds;
}
