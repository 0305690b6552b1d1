// The error-reporting service's protocol (Sentry-compatible): a DSN `https://<public key>@<host>/<project id>`
// names the envelope endpoint `https://<host>/api/<project id>/envelope/`; an envelope is newline-separated JSON:
// its header, then one item header and its payload (an event). Pure, so the forwarder and its tests share it.
import crypto from 'node:crypto';

export interface SentryDsn {
  publicKey: string;
  projectId: string;
  envelopeUrl: string;
  dsn: string;
}

export function parseDsn(dsn: string): SentryDsn {
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  if (!url.username || !projectId) throw new Error('A DSN looks like https://<public key>@<host>/<project id>.');
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return { publicKey: url.username, projectId, envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`, dsn };
}

export function sentryAuthHeader(dsn: SentryDsn, client = 'exam-quiz-shop/0.1'): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${client}`;
}

/** The stored report's event id: the same on every retry, so the service keeps one copy. */
export function eventIdOf(tenant: string, reportId: number): string {
  return crypto.createHash('sha256').update(`error-report:${tenant}:${reportId}`).digest('hex').slice(0, 32);
}

const LEVELS = { 1: 'debug', 2: 'info', 3: 'warning', 4: 'error', 5: 'fatal' } as const;

export interface StoredErrorReport {
  id: number;
  receivedAt: Date;
  tenant: string;
  country: string | null;
  level: number;
  errorName: string;
  errorType: string;
  errorMessage: string;
  errorUrl: string | null;
  productId: string | null;
  productName: string | null;
  productType: string | null;
  examMode: string | null;
  userId: string | null;
  userAgent: string | null;
  clientDate: number | null;
  telemetry: unknown[];
  /** The request that delivered the report (its server log lines carry the same reqId). */
  requestId?: string | null;
}

export function envelopeOf(report: StoredErrorReport, dsn: SentryDsn, sentAt: Date): string {
  const eventId = eventIdOf(report.tenant, report.id);
  const event = {
    event_id: eventId,
    timestamp: (report.clientDate ?? report.receivedAt.getTime()) / 1000,
    platform: 'javascript',
    level: LEVELS[report.level as keyof typeof LEVELS] ?? 'error',
    logger: 'client',
    exception: { values: [{ type: report.errorName, value: report.errorMessage }] },
    tags: {
      tenant: report.tenant,
      country: report.country,
      errorType: report.errorType,
      productType: report.productType,
      examMode: report.examMode,
      request_id: report.requestId ?? null,
    },
    user: report.userId ? { id: report.userId } : undefined,
    request: report.errorUrl ? { url: report.errorUrl, headers: report.userAgent ? { 'User-Agent': report.userAgent } : undefined } : undefined,
    extra: { productId: report.productId, productName: report.productName, telemetry: report.telemetry },
  };
  const payload = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: eventId, sent_at: sentAt.toISOString(), dsn: dsn.dsn }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
    payload,
  ].join('\n');
}
