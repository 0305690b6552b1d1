// The request-duration histogram prints what prom-client's own Histogram prints for the same observations.
import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { RequestDurations } from './requestDurations.ts';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const observations: [string, string, number, number][] = [
  ['GET', '/api/2.0/eq/buy/getProductCatalog', 200, 0.0004],
  ['GET', '/api/2.0/eq/buy/getProductCatalog', 200, 0.001],
  ['GET', '/api/2.0/eq/buy/getProductCatalog', 304, 0.0031],
  ['POST', '/api/2.0/eq/exam-sync', 200, 0.2],
  ['GET', 'unmatched', 404, 12.5],
  ['GET', '/api/2.0/eq/buy/getProductCatalog', 200, 0.7],
];

describe('request durations', () => {
  it('prints the same text as prom-client’s Histogram, and nothing after a reset', async () => {
    const ours = new Registry();
    const durations = new RequestDurations('http_seconds', 'Time to answer', BUCKETS, ours);
    const theirs = new Registry();
    const histogram = new Histogram({ name: 'http_seconds', help: 'Time to answer', labelNames: ['method', 'route', 'status_code'] as const, buckets: BUCKETS, registers: [theirs] });
    for (const [method, route, status, seconds] of observations) {
      durations.observe(method, route, status, seconds);
      histogram.observe({ method, route, status_code: status }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_seconds_count{method="GET",route="/api/2.0/eq/buy/getProductCatalog",status_code="200"} 3');
    expect(text).toContain('http_seconds_bucket{le="0.001",method="GET",route="/api/2.0/eq/buy/getProductCatalog",status_code="200"} 2');
    // prom-client's JSON carries its exemplars (none here) as well.
    const withoutExemplars = (json: unknown) => JSON.parse(JSON.stringify(json, (key, value: unknown) => (key === 'exemplar' ? undefined : value)));
    expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('http_seconds_count');
  });
});
