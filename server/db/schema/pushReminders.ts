// Study reminders by Web Push (issue 34): the learners' push subscriptions and their reminder settings. The day a
// learner was last reminded (their local date) is claimed by one conditional UPDATE before anything is sent, so at
// most one reminder a day goes out whatever the number of replicas or retries.
import { sql } from 'drizzle-orm';
import { check, index, integer, boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageLocale } from '@domain/markets/types.ts';
import { users } from '../schema.ts';

/** One browser's subscription; its endpoint belongs to one account only. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The interface language the reminder is written in. */
    locale: text('locale').$type<MessageLocale>().notNull(),
    /** Local date (the learner's time zone) of the last reminder this browser's push service accepted: a job run twice sends once. */
    lastSentDate: text('last_sent_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** When a learner wants to be reminded (hour and days in their time zone), and the local date last reminded. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    hour: integer('hour').notNull(),
    /** Days of the week as a 7-bit mask, bit 0 Sunday (domain/pushReminders/reminderSettings.ts). */
    days: integer('days').notNull(),
    timeZone: text('time_zone').notNull(),
    /** YYYY-MM-DD in time_zone of the last reminder claimed; never two on one date. */
    lastRemindedDate: text('last_reminded_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminder_settings_due_idx').on(t.timeZone, t.hour).where(sql`${t.enabled}`),
    check('reminder_settings_hour', sql`${t.hour} between 0 and 23`),
    check('reminder_settings_days', sql`${t.days} between 1 and 127`),
  ],
);
