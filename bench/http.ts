// Load figures for one URL through autocannon's programmatic API: requests/s, latency percentiles, non-2xx responses.
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
