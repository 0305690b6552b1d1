// Sends error reports to the API within the client limits of SPEC §9 (60 a minute, 500 KB, 100 telemetry
// events). Reports wait in a small queue and go out in one batch; a failed send keeps them for the next try.
import type { ErrorRecord } from '../../domain/errors/record.ts';
import type { ErrorLevel } from '../../domain/errors/levels.ts';
import { admitReport, EMPTY_REPORT_LIMITER, pushTelemetry, type ReportLimiterState } from '../../domain/errors/reportLimits.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../../domain/http/requestRules.ts';
import { ERROR_REPORT_MAX_ITEMS_PER_MINUTE } from '../../domain/constants.ts';
import { readCookie } from '../../api/xsrf.ts';

export interface ReportItem {
  level: number;
  errorName: string;
  errorType: 'regular' | 'critical';
  errorMessage: string;
  errorURL?: string;
  errorProductId?: string;
  productName?: string;
  productType?: string;
  examMode?: string;
  userId?: string;
  userName?: string;
  country?: string;
  date?: number;
}

export interface TelemetryEvent {
  at: number;
  name: string;
  data?: string;
}

export interface ReporterDeps {
  endpoint: string;
  now?: () => number;
  fetchImpl?: typeof fetch;
  cookies?: () => string;
  /** Delay that lets several errors of one incident travel together. */
  batchDelayMs?: number;
}

const MAX_FIELD = 10_000;

function toItem(record: ErrorRecord, level: ErrorLevel, country: string | undefined): ReportItem {
  const optional = (value: string) => (value ? value.slice(0, 2_000) : undefined);
  return {
    level,
    errorName: record.errorName.slice(0, 200) || 'Error',
    errorType: record.errorType,
    errorMessage: record.errorMessage.slice(0, MAX_FIELD),
    errorURL: optional(record.errorURL),
    errorProductId: optional(record.errorProductId),
    productName: optional(record.productName),
    productType: optional(record.productType),
    examMode: optional(record.examMode),
    userId: optional(record.userId),
    userName: optional(record.userName),
    country,
    date: record.date,
  };
}

export class ErrorReporter {
  private limiter: ReportLimiterState = EMPTY_REPORT_LIMITER;
  private queue: ReportItem[] = [];
  private telemetry: TelemetryEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;
  /** Reports refused by the limits, counted so the next sent batch can say how many were dropped. */
  dropped = 0;

  constructor(private readonly deps: ReporterDeps) {
    this.now = deps.now ?? Date.now;
  }

  track(name: string, data?: string): void {
    this.telemetry = pushTelemetry(this.telemetry, { at: this.now(), name: name.slice(0, 200), data: data?.slice(0, 2_000) });
  }

  /** Queues a report when the limits admit it; returns whether it was admitted. */
  report(record: ErrorRecord, level: ErrorLevel, country?: string): boolean {
    const item = toItem(record, level, country);
    const admission = admitReport(this.limiter, this.now(), new TextEncoder().encode(JSON.stringify(item)).length);
    this.limiter = admission.state;
    if (!admission.admitted) {
      this.dropped += 1;
      return false;
    }
    this.queue.push(item);
    this.schedule();
    return true;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.deps.batchDelayMs ?? 1_000);
  }

  /** Sends what is queued, at most 60 reports a call; on failure the reports stay queued for the next try. */
  async flush(): Promise<boolean> {
    while (this.queue.length > 0) {
      if (!(await this.sendBatch())) return false;
    }
    return true;
  }

  private async sendBatch(): Promise<boolean> {
    const reports = this.queue.splice(0, ERROR_REPORT_MAX_ITEMS_PER_MINUTE);
    const cookies = this.deps.cookies?.() ?? (typeof document === 'undefined' ? '' : document.cookie);
    const xsrf = readCookie(cookies, XSRF_COOKIE);
    try {
      const response = await (this.deps.fetchImpl ?? fetch)(this.deps.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
        body: JSON.stringify({ reports, telemetry: this.telemetry }),
        keepalive: true,
        credentials: 'same-origin',
      });
      if (response.ok) {
        this.telemetry = [];
        return true;
      }
      // A 4xx means the batch itself is unacceptable: keeping it would loop forever, so it is counted and let go.
      if (response.status >= 400 && response.status < 500) {
        this.dropped += reports.length;
        return true;
      }
    } catch {
      // Offline or the server is down: fall through and keep the batch.
    }
    this.queue.unshift(...reports);
    return false;
  }

  pending(): number {
    return this.queue.length;
  }
}
