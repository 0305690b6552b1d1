// The reminder schedule's run (issue 34): every learner whose chosen hour it now is, on a chosen day, in their own
// time zone, with drill reviews due, gets today's reminder claimed and one push.send job per subscribed browser. The
// claim is one conditional UPDATE (last_reminded_date <> today) in the transaction that inserts the send jobs, so
// however many replicas or runs find the same learner, one claims the day and the others get no row back. Learners
// with nothing due are left unclaimed and get nothing. Each send job's id is derived from its browsers and the date:
// the same job is never made twice.
import crypto from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { categories, drillCards, products, pushSubscriptions, reminderSettings, superCategories } from '../db/schema.ts';
import { jobDbOf, type JobSystem } from '../jobs/jobSystem.ts';
import type { PushSendItem } from '../jobs/queues.ts';
import { localTimeIn } from '@domain/pushReminders/localTime.ts';
import { productQuizPath } from '@domain/catalog/productPath.ts';
import { DRILL_QUERY } from '@domain/pushReminders/payload.ts';

/** Every 15 minutes: a learner's hour is caught within its first quarter, in half-hour time zones too. */
export const PUSH_REMINDERS_CRON = '*/15 * * * *';
const CHUNK = 1000;
/** Browsers per push.send job: one job's queries and completion serve many pushes. */
export const PUSH_SEND_BATCH = 50;

interface Candidate {
  userId: string;
  date: string;
}

/** Learners whose local hour and day it is at `now`, reminders on, a browser subscribed, not reminded today. */
async function candidates(db: Db, now: number): Promise<Candidate[]> {
  const zones = await db.selectDistinct({ timeZone: reminderSettings.timeZone }).from(reminderSettings).where(eq(reminderSettings.enabled, true));
  if (zones.length === 0) return [];
  const rows = zones.map(({ timeZone }) => {
    const local = localTimeIn(timeZone, now);
    return sql`(${timeZone}::text, ${local.hour}::int, ${1 << local.day}::int, ${local.date}::text)`;
  });
  const result = (await db.execute(sql`
    select s.user_id as "userId", z.date as "date"
    from ${reminderSettings} s
    join (values ${sql.join(rows, sql`, `)}) as z(time_zone, hour, day_bit, date)
      on s.time_zone = z.time_zone and s.hour = z.hour and (s.days & z.day_bit) <> 0
    where s.enabled and s.last_reminded_date is distinct from z.date
      and exists (select 1 from ${pushSubscriptions} p where p.user_id = s.user_id)
    order by s.user_id`)) as unknown as { rows: Candidate[] };
  return result.rows;
}

interface DueDrill {
  due: number;
  /** The product with the most reviews due: where the reminder leads. */
  productId: string;
}

async function dueDrills(db: Db, userIds: string[], now: number): Promise<Map<string, DueDrill>> {
  const rows = await db
    .select({ userId: drillCards.userId, productId: drillCards.productId, due: sql<number>`count(*)::int` })
    .from(drillCards)
    .where(and(inArray(drillCards.userId, userIds), sql`(${drillCards.schedule}->>'dueAt')::bigint <= ${now}`))
    .groupBy(drillCards.userId, drillCards.productId);
  const byUser = new Map<string, DueDrill & { top: number }>();
  for (const row of rows) {
    const seen = byUser.get(row.userId);
    if (!seen) byUser.set(row.userId, { due: row.due, productId: row.productId, top: row.due });
    else {
      seen.due += row.due;
      if (row.due > seen.top || (row.due === seen.top && row.productId < seen.productId)) Object.assign(seen, { productId: row.productId, top: row.due });
    }
  }
  return new Map([...byUser].map(([userId, { due, productId }]) => [userId, { due, productId }]));
}

/** The drill's address on each product's quiz page (the site's root when the product left the catalog). */
async function drillPaths(db: Db, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.productId, country: products.country, productNameUrl: products.productNameUrl, categoryNameUrl: categories.url, superCategoryUrl: superCategories.url })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(superCategories, eq(superCategories.id, categories.superCategoryId))
    .where(inArray(products.productId, productIds));
  return new Map(rows.map((row) => [row.productId, `${productQuizPath(row.country, row)}?${DRILL_QUERY}`]));
}

/** A job id of its own for a batch of browsers and one local date (a UUID made from them). */
export function sendJobId(subscriptionIds: number[], date: string): string {
  const hex = crypto.createHash('sha256').update(`push.send|${date}|${subscriptionIds.join(',')}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function valuesOf(claims: Candidate[]): SQL {
  return sql.join(
    claims.map((claim) => sql`(${claim.userId}::text, ${claim.date}::text)`),
    sql`, `,
  );
}

export interface ReminderRun {
  /** Learners whose hour it was. */
  considered: number;
  /** Learners reminded (claimed) by this run. */
  claimed: number;
  /** Browsers to send to (in push.send jobs of up to PUSH_SEND_BATCH). */
  queued: number;
}

export async function queueDueReminders(db: Db, jobs: JobSystem, now: number): Promise<ReminderRun> {
  const found = await candidates(db, now);
  const run: ReminderRun = { considered: found.length, claimed: 0, queued: 0 };
  for (let start = 0; start < found.length; start += CHUNK) {
    const chunk = found.slice(start, start + CHUNK);
    const due = await dueDrills(
      db,
      chunk.map((candidate) => candidate.userId),
      now,
    );
    const withDue = chunk.filter((candidate) => (due.get(candidate.userId)?.due ?? 0) > 0);
    if (withDue.length === 0) continue;
    const paths = await drillPaths(db, [...new Set(withDue.map((candidate) => due.get(candidate.userId)!.productId))]);
    await db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        update ${reminderSettings} s set last_reminded_date = v.date, updated_at = now()
        from (values ${valuesOf(withDue)}) as v(user_id, date)
        where s.user_id = v.user_id and s.enabled and s.last_reminded_date is distinct from v.date
        returning s.user_id as "userId", v.date as "date"`)) as unknown as { rows: Candidate[] };
      if (claimed.rows.length === 0) return;
      const dateOf = new Map(claimed.rows.map((row) => [row.userId, row.date]));
      const browsers = await tx.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, [...dateOf.keys()]));
      // One job per local date and batch of browsers; its id is made from them, so it is never made twice.
      const byDate = new Map<string, PushSendItem[]>();
      for (const { id, userId } of browsers) {
        const drill = due.get(userId)!;
        const date = dateOf.get(userId)!;
        byDate.set(date, [...(byDate.get(date) ?? []), { subscriptionId: id, due: drill.due, url: paths.get(drill.productId) ?? '/' }]);
      }
      const sends = [...byDate].flatMap(([date, items]) =>
        Array.from({ length: Math.ceil(items.length / PUSH_SEND_BATCH) }, (_, index) => {
          const batch = items.slice(index * PUSH_SEND_BATCH, (index + 1) * PUSH_SEND_BATCH);
          return { id: sendJobId(batch.map((item) => item.subscriptionId), date), data: { date, items: batch } };
        }),
      );
      if (sends.length > 0) await jobs.boss.insert('push.send', sends, { db: jobDbOf(tx) });
      run.queued += browsers.length;
      run.claimed += claimed.rows.length;
    });
  }
  return run;
}
