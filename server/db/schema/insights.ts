// Insights (issue 15): reporting events learners send, and product popularity in daily buckets.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportType } from '@domain/reports/reportEvent.ts';
import { errorReports } from '../schema.ts';

/**
 * Question feedback, simulator feedback and AI demo errors (SPEC §9 reporting events). `event_id` is made by the
 * device that recorded the event: a retry after going offline stores nothing twice. `forwarded_at` is set once the
 * spreadsheet forwarder (when configured) has appended the row.
 */
export const reportEvents = pgTable(
  'report_events',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    type: text('type').$type<ReportType>().notNull(),
    tenant: text('tenant').notNull(),
    country: text('country').notNull(),
    /** The signed-in user, or null for a guest (then `device_id` says which device). */
    userId: text('user_id'),
    deviceId: text('device_id'),
    productId: text('product_id'),
    questionId: text('question_id'),
    reason: text('reason'),
    comment: text('comment').notNull().default(''),
    /** When the learner reported it (the device's clock). */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('report_events_event_key').on(t.tenant, t.eventId),
    index('report_events_created_idx').on(t.tenant, t.createdAt),
    check('report_events_type', sql`${t.type} in ('question_feedback', 'simulator_feedback', 'ai_demo_error')`),
  ],
);

/**
 * Sales and attempts per product and day (UTC): the materialised popularity the catalog reads. Each paid order and
 * each new attempt adds one in its own transaction; a country's window (SPEC §9: 14 days, 7 in Italy) is a sum of
 * at most that many rows per product.
 */
export const productPopularityDays = pgTable(
  'product_popularity_days',
  {
    productId: text('product_id').notNull(),
    country: text('country').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sales: integer('sales').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_popularity_days_country_idx').on(t.country, t.day)],
);

/**
 * Client error reports (error_reports) already sent to the error-reporting service (a Sentry-compatible DSN), kept
 * apart from the reports themselves so that table stays as it was; a report without a row here is still to send.
 */
export const errorReportForwards = pgTable('error_report_forwards', {
  errorReportId: integer('error_report_id')
    .primaryKey()
    .references(() => errorReports.id, { onDelete: 'cascade' }),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }).notNull(),
});
