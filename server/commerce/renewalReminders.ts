// Renewal reminders (issue 21): 7 days before a 3- or 12-month plan renews, its buyer gets a transactional mail
// saying when, for how long and how much, with the way to cancel or change the card (My products). A cancelled,
// past-due or ended plan gets none, and 1-month plans none (their receipt each month says the same). The minutely
// commerce.sweep job (one run across replicas) sends what is due from the database alone, once per period: the
// mail is written in the transaction that records the period it was sent for, so a crash or a second sweep sends
// nothing twice.
import { and, eq, gt, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { orders, planSubscriptions } from '../db/schema.ts';
import { REMINDER_LEAD_MS } from '@domain/commerce/testClock.ts';
import type { MailQueue } from '../mail/queueMail.ts';
import { mailPlanBuyer } from './planMails.ts';

/** 7 days, one constant with the test clock's "to the renewal reminder" step. */
export const RENEWAL_REMINDER_LEAD_MS = REMINDER_LEAD_MS;
/** Plans this long or longer are reminded. */
const REMINDED_FROM_MONTHS = 3;

const notYetRemindedFor = (periodEnd: Date) => or(isNull(planSubscriptions.remindedForPeriodEnd), ne(planSubscriptions.remindedForPeriodEnd, periodEnd));

/**
 * Queues the reminders that are due at `now`; answers how many. `only`: one subscription, at its test clock's time
 * (test mode), with `slackMs` more lead: its provider-side period ends a moment before ours, which starts when the
 * payment's event is handled.
 */
export async function sendDueRenewalReminders(db: Db, mailQueue: MailQueue, publicUrl: string, now: number, only?: { subscriptionId: string; slackMs: number }): Promise<number> {
  const at = new Date(now);
  const due = await db
    .select({ id: planSubscriptions.id, periodEnd: planSubscriptions.currentPeriodEnd })
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.status, 'active'),
        eq(planSubscriptions.cancelAtPeriodEnd, false),
        gte(planSubscriptions.months, REMINDED_FROM_MONTHS),
        gt(planSubscriptions.currentPeriodEnd, at),
        lte(planSubscriptions.currentPeriodEnd, new Date(now + RENEWAL_REMINDER_LEAD_MS + (only?.slackMs ?? 0))),
        or(isNull(planSubscriptions.remindedForPeriodEnd), ne(planSubscriptions.remindedForPeriodEnd, planSubscriptions.currentPeriodEnd)),
        only ? eq(planSubscriptions.id, only.subscriptionId) : undefined,
      ),
    );
  let sent = 0;
  for (const candidate of due) {
    const queued = await db.transaction(async (tx) => {
      // Claimed for this period by one sweep only (the period may have moved on since the read).
      const [plan] = await tx
        .update(planSubscriptions)
        .set({ remindedForPeriodEnd: candidate.periodEnd })
        .where(and(eq(planSubscriptions.id, candidate.id), eq(planSubscriptions.currentPeriodEnd, candidate.periodEnd), notYetRemindedFor(candidate.periodEnd)))
        .returning();
      if (!plan) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, plan.orderId));
      if (!order) return false;
      return mailPlanBuyer({ tx, mailQueue, at, publicUrl }, order, plan.amountMinor, { kind: 'reminder', date: plan.currentPeriodEnd, months: plan.months });
    });
    if (queued) sent++;
  }
  return sent;
}
