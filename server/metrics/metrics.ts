// The figures an operator watches, in a registry of this app's own (several apps in one test process never clash),
// plus the process's default metrics (CPU, memory, event loop, GC), collected once per process.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import type { EntryResult } from '@domain/sync/protocol.ts';
import { jobCounts, JOB_STATES } from '../jobs/jobStatus.ts';
import { databaseHealth } from '../db/databaseHealth.ts';

export type MailOutcome = 'sent' | 'failed' | 'already_sent' | 'unsubscribed' | 'missing';

export interface AppMetrics {
  /** One observation per answered request (route pattern, never the raw URL): count and latency. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Exam-sync entries by their result (applied, rejected, duplicate). */
  syncResults(results: readonly EntryResult[]): void;
  /** A webhook event by its type and what came of it (fulfil's outcome, duplicate, invalid_signature). */
  webhookEvent(type: string, outcome: string): void;
  mail(outcome: MailOutcome): void;
  /** The Prometheus text of this app and of the process. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Default metrics are per process: one registry for them however many apps the process builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; from a cached catalog answer (about a millisecond) to a slow checkout. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ db, log }: { db: Db; log: FastifyBaseLogger }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const httpDuration = new Histogram({
    name: 'examquiz_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code (its _count is the request count)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const syncEntries = new Counter({
    name: 'examquiz_sync_entries_total',
    help: 'Exam-sync outbox entries by result: applied, rejected (refused, shown to the learner) or duplicate (answered before)',
    labelNames: ['status'] as const,
    registers,
  });
  const webhookEvents = new Counter({
    name: 'examquiz_webhook_events_total',
    help: 'Payment webhook events by event type and outcome',
    labelNames: ['type', 'outcome'] as const,
    registers,
  });
  const mails = new Counter({
    name: 'examquiz_mails_total',
    help: 'Mail deliveries worked by this process: sent, failed (retried by the job), or skipped (already_sent, unsubscribed, missing)',
    labelNames: ['outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'examquiz_jobs',
    help: 'Jobs per queue and state in the shared job system (read from the database at scrape time)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        for (const { name, counts } of await jobCounts(db)) for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state]);
      } catch (error) {
        // The database did not answer: no job figures this scrape (the gap shows), the rest of the page still does.
        log.warn({ err: error }, 'metrics: job counts unavailable');
      }
    },
  });
  // The database as this process met it (db/databaseHealth.ts): broken connections and 503 answers count up during an
  // outage and stop when it ends; the last-error time says when.
  const counted = { connectionErrors: 0, unavailableAnswers: 0 };
  new Counter({
    name: 'examquiz_database_connection_errors_total',
    help: 'PostgreSQL connections of this process that broke or could not be opened (a restart, a failover, a stop)',
    registers,
    collect() {
      const { connectionErrors } = databaseHealth.figures();
      this.inc(connectionErrors - counted.connectionErrors);
      counted.connectionErrors = connectionErrors;
    },
  });
  new Counter({
    name: 'examquiz_database_unavailable_answers_total',
    help: 'API calls answered 503 with Retry-After because the database could not be reached',
    registers,
    collect() {
      const { unavailableAnswers } = databaseHealth.figures();
      this.inc(unavailableAnswers - counted.unavailableAnswers);
      counted.unavailableAnswers = unavailableAnswers;
    },
  });
  new Gauge({
    name: 'examquiz_database_last_error_timestamp_seconds',
    help: 'When this process last met a database connection error (0: never)',
    registers,
    collect() {
      this.set((databaseHealth.figures().lastErrorAt ?? 0) / 1000);
    },
  });
  for (const status of ['applied', 'rejected', 'duplicate'] as const) syncEntries.inc({ status }, 0);
  for (const outcome of ['sent', 'failed'] as const) mails.inc({ outcome }, 0);

  return {
    httpDuration,
    syncResults(results) {
      let applied = 0;
      let rejected = 0;
      let duplicate = 0;
      for (const result of results) {
        if (result.status === 'applied') applied++;
        else if (result.status === 'rejected') rejected++;
        else duplicate++;
      }
      if (applied) syncEntries.inc({ status: 'applied' }, applied);
      if (rejected) syncEntries.inc({ status: 'rejected' }, rejected);
      if (duplicate) syncEntries.inc({ status: 'duplicate' }, duplicate);
    },
    webhookEvent: (type, outcome) => webhookEvents.inc({ type, outcome }),
    mail: (outcome) => mails.inc({ outcome }),
    async render() {
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
    contentType: registry.contentType,
  };
}
