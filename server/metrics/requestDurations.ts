// The request-duration histogram, counted here and printed by prom-client's registry at scrape time. prom-client's own
// observe() builds a string of the labels and looks the bucket up under a number-named property on every call: 4 % of
// the catalog route's time under load. Here an observation is three map lookups, a bucket search and three additions;
// the exposition is prom-client's, line for line (buckets cumulative, then +Inf, _sum and _count per series).
import type { Metric, Registry } from 'prom-client';

type Labels = { method: string; route: string; status_code: number };

interface Series {
  labels: Labels;
  /** Observations per bucket, not cumulative; the last one is above every bound (+Inf). */
  perBucket: Float64Array;
  sum: number;
  count: number;
}

interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels: Labels;
  value: number;
  metricName: string;
}

export class RequestDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #bounds: readonly number[];
  /** route → method → status code → series: looked up without building a key. */
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    bounds: readonly number[],
    registry: Registry,
  ) {
    this.#bounds = [...bounds].sort((a, b) => a - b);
    // The registry reads name, help, type and getForPromString()/get()/reset(): the members of its metric classes.
    registry.registerMetric(this as unknown as Metric);
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.#series.get(route);
    if (!byMethod) this.#series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(statusCode);
    if (!series) {
      series = { labels: { method, route, status_code: statusCode }, perBucket: new Float64Array(this.#bounds.length + 1), sum: 0, count: 0 };
      byStatus.set(statusCode, series);
    }
    const bounds = this.#bounds;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
    series.perBucket[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /** What prom-client's registry prints: for each series its cumulative buckets, +Inf, _sum and _count. */
  getForPromString(): { name: string; help: string; type: string; aggregator: string; values: ExportedValue[] } {
    const values: ExportedValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const byMethod of this.#series.values()) {
      for (const byStatus of byMethod.values()) {
        for (const series of byStatus.values()) {
          let cumulative = 0;
          this.#bounds.forEach((le, index) => {
            cumulative += series.perBucket[index]!;
            values.push({ labels: { le }, sharedLabels: series.labels, value: cumulative, metricName: bucketName });
          });
          values.push(
            { labels: { le: '+Inf' }, sharedLabels: series.labels, value: series.count, metricName: bucketName },
            { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` },
            { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count` },
          );
        }
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The same figures as JSON (registry.getMetricsAsJSON), each value's labels whole. */
  get() {
    const data = this.getForPromString();
    return { ...data, values: data.values.map(({ sharedLabels, labels, ...value }) => ({ ...value, labels: { ...labels, ...sharedLabels } })) };
  }

  reset(): void {
    this.#series.clear();
  }
}
