// Reporting events (issue 15): stored once per event id, listed for operators with filters, read in pages for the
// CSV export (route and CLI, lib/csvPages.ts) so a large export never sits in memory.
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { reportEvents } from '../db/schema.ts';
import { csvPages } from '../lib/csvPages.ts';
import type { ReportEventInput, ReportType } from '@domain/reports/reportEvent.ts';
import type { Tenant } from '@domain/markets/types.ts';

export type ReportEventRow = typeof reportEvents.$inferSelect;

export interface Reporter {
  /** The signed-in user, or null for a guest. */
  userId: string | null;
  /** A guest's device id (its anonymous voter id); null when signed in. */
  deviceId: string | null;
}

/**
 * Stores the events; an event id already stored (the same event sent again after a lost answer) is skipped.
 * Returns the event ids this call stored.
 */
export async function storeReportEvents(db: Db, tenant: Tenant, reporter: Reporter, events: readonly ReportEventInput[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(reportEvents)
    .values(
      events.map((event) => ({
        eventId: event.eventId,
        type: event.type,
        tenant,
        country: event.country,
        userId: reporter.userId,
        deviceId: reporter.deviceId,
        productId: event.productId ?? null,
        questionId: event.questionId ?? null,
        reason: event.reason ?? null,
        comment: event.comment,
        reportedAt: new Date(event.at),
      })),
    )
    .onConflictDoNothing({ target: [reportEvents.tenant, reportEvents.eventId] })
    .returning({ eventId: reportEvents.eventId });
  return rows.map((row) => row.eventId);
}

export interface ReportFilter {
  types?: readonly ReportType[];
  country?: string;
  productId?: string;
  since?: Date;
  until?: Date;
}

function whereOf(tenant: Tenant, filter: ReportFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(reportEvents.tenant, tenant)];
  if (filter.types && filter.types.length > 0) conditions.push(inArray(reportEvents.type, [...filter.types]));
  if (filter.country) conditions.push(eq(reportEvents.country, filter.country));
  if (filter.productId) conditions.push(eq(reportEvents.productId, filter.productId));
  if (filter.since) conditions.push(gte(reportEvents.createdAt, filter.since));
  if (filter.until) conditions.push(lt(reportEvents.createdAt, filter.until));
  return and(...conditions);
}

/** The newest events matching the filter (the operator view's list). */
export function listReportEvents(db: Db, tenant: Tenant, filter: ReportFilter, limit: number): Promise<ReportEventRow[]> {
  return db.select().from(reportEvents).where(whereOf(tenant, filter)).orderBy(desc(reportEvents.id)).limit(limit);
}

/** Events matching the filter with an id after `after`, oldest first: one page of the export. */
function reportEventsAfter(db: Db, tenant: Tenant, filter: ReportFilter, after: number, limit: number): Promise<ReportEventRow[]> {
  return db
    .select()
    .from(reportEvents)
    .where(and(whereOf(tenant, filter), gt(reportEvents.id, after)))
    .orderBy(asc(reportEvents.id))
    .limit(limit);
}

/** Every event matching the filter as CSV, oldest first, read and written a page at a time (the header even when none matches). */
export function reportEventsCsv(db: Db, tenant: Tenant, filter: ReportFilter): AsyncGenerator<string> {
  return csvPages(REPORT_CSV_COLUMNS, (after, limit) => reportEventsAfter(db, tenant, filter, after, limit), reportCsvRecord);
}

/** The export's columns: the event id first (the spreadsheet forwarder keys its rows by it). */
export const REPORT_CSV_COLUMNS = [
  'eventId',
  'type',
  'tenant',
  'country',
  'userId',
  'deviceId',
  'productId',
  'questionId',
  'reason',
  'comment',
  'reportedAt',
  'createdAt',
  'forwardedAt',
] as const;

export function reportCsvRecord(row: ReportEventRow) {
  return {
    eventId: row.eventId,
    type: row.type,
    tenant: row.tenant,
    country: row.country,
    userId: row.userId,
    deviceId: row.deviceId,
    productId: row.productId,
    questionId: row.questionId,
    reason: row.reason,
    comment: row.comment,
    reportedAt: row.reportedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    forwardedAt: row.forwardedAt?.toISOString() ?? null,
  };
}
