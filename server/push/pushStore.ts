// The learners' push subscriptions and reminder settings: the named questions the routes and the job ask.
import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { pushSubscriptions, reminderSettings, users } from '../db/schema.ts';
import { daysMask, daysOfMask, type ReminderSettings } from '@domain/pushReminders/reminderSettings.ts';
import type { PushSubscriptionJson } from '@domain/pushReminders/subscription.ts';
import type { MessageLocale } from '@domain/markets/types.ts';

/** A learner keeps at most this many browsers subscribed: a new one replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_LEARNER = 10;

export type SubscribeOutcome = 'subscribed' | 'unknown-learner' | 'endpoint-of-another-account';

/**
 * Stores the browser's subscription for the learner (again: its keys and language refreshed). An endpoint that
 * already belongs to another account is refused: a push service endpoint names one browser profile.
 */
export async function saveSubscription(db: Db, userId: string, subscription: PushSubscriptionJson, locale: MessageLocale): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return 'unknown-learner';
    const { endpoint, keys } = subscription;
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, locale })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: keys.p256dh, auth: keys.auth, locale }, setWhere: eq(pushSubscriptions.userId, userId) })
      .returning({ id: pushSubscriptions.id });
    if (!saved) return 'endpoint-of-another-account';
    const kept = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const extra = kept.slice(0, Math.max(0, kept.length - MAX_SUBSCRIPTIONS_PER_LEARNER)).map((row) => row.id);
    if (extra.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
    return 'subscribed';
  });
}

/** Removes one of the learner's subscriptions; whether there was one. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * "Stop reminders" from the notification itself (the service worker has no access token): the subscription's auth
 * secret, known only to that browser and this server, proves it. Turns the learner's reminders off and removes the
 * subscription; whether it matched one.
 */
export async function stopBySubscription(db: Db, endpoint: string, auth: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).for('update');
    if (!row || !sameSecret(row.auth, auth)) return false;
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    await tx.update(reminderSettings).set({ enabled: false, updatedAt: sql`now()` }).where(eq(reminderSettings.userId, row.userId));
    return true;
  });
}

export async function subscriptionCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function readReminderSettings(db: Db, userId: string): Promise<ReminderSettings | null> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ? { enabled: row.enabled, hour: row.hour, days: daysOfMask(row.days), timeZone: row.timeZone } : null;
}

/** Saves the settings (checked by the caller); false for an unknown learner. The day last reminded is kept. */
export async function writeReminderSettings(db: Db, userId: string, settings: ReminderSettings): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const values = { enabled: settings.enabled, hour: settings.hour, days: daysMask(settings.days), timeZone: settings.timeZone };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: sql`now()` } });
  return true;
}
