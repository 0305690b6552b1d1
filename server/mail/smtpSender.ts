// Delivers one stored mail (a mail_outbox row) over SMTP (nodemailer): the mail.deliver job's work. pg-boss retries a
// failed delivery with backoff; the row keeps the last error for the operator. A sent row is never sent again, and a
// marketing mail whose cart was unsubscribed since it was queued is not sent at all (checked at send time).
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/open.ts';
import { carts, mailHeaders, mailOutbox } from '../db/schema.ts';
import type { Clock } from '../auth/clock.ts';
import { HEARTBEAT_SECONDS } from '../jobs/queues.ts';

export type DeliveryOutcome = 'sent' | 'already_sent' | 'unsubscribed' | 'missing';

/**
 * While one worker sends a row, others leave it alone this long (then it counts as cut off, and may be sent): twice
 * the job's heartbeat interval, so a slow SMTP server does not let a second job send the row while the first is still
 * sending, and a job whose worker died (retried by another replica once its beat is missed) finds the claim lapsed.
 */
const CLAIM_MS = 2 * HEARTBEAT_SECONDS * 1000;

/** How long a sent mail's mark is retried before the job gives up (then the row's Message-ID marks a resend). */
const MARK_GIVE_UP_MS = 10 * 60_000;

/** Runs `work` until it succeeds, waiting 250 ms, 500 ms … at most 2 s between tries, for at most `giveUpMs`. */
export async function untilDone(work: () => PromiseLike<unknown>, giveUpMs: number): Promise<void> {
  const deadline = Date.now() + giveUpMs;
  for (let attempt = 0; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 2_000)));
    }
  }
}

export interface MailSender {
  /** Sends the row `mailId` unless it was sent already; throws when the SMTP server refuses (the job retries). */
  deliver(mailId: number): Promise<DeliveryOutcome>;
  close(): void;
}

export interface SmtpSenderOptions {
  smtpUrl: string;
  from: string;
  clock: Clock;
}

/** The cart token of a List-Unsubscribe header (`<…/api/mail/unsubscribe?token=…>`), if the mail has one. */
export function unsubscribeTokenOf(headers: Record<string, string> | undefined): string | null {
  const match = /[?&]token=([^&>]+)/.exec(headers?.['List-Unsubscribe'] ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * One Message-ID per outbox row, the same on every attempt: should a crash come between the SMTP server's answer and
 * the row's "sent" mark, the second delivery carries the first one's id, which receiving servers and clients use to
 * recognise it.
 */
export function messageIdOf(mailId: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mailId}@${domain}>`;
}

export function createSmtpSender(db: Db, { smtpUrl, from, clock }: SmtpSenderOptions): MailSender {
  // Pooled: the workers of this process reuse up to 4 open SMTP connections (one per mail worker) instead of a new
  // connection, greeting and QUIT per mail. SMTP_URL's own query (e.g. ?pool=false) wins over these.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 4 });

  async function deliver(mailId: number): Promise<DeliveryOutcome> {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!row) return 'missing';
    if (row.sentAt) return 'already_sent';
    // Claimed by one worker at a time (two jobs for one row, or a re-run while the first is still sending).
    const now = new Date(clock());
    const [claimed] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(mailOutbox.id, mailId), isNull(mailOutbox.sentAt), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now))))
      .returning({ id: mailOutbox.id });
    if (!claimed) {
      const [again] = await db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.id, mailId));
      if (again?.sentAt) return 'already_sent';
      // Another worker is sending it: this job retries later and finds it sent (or the claim lapsed).
      throw new Error(`mail ${mailId} is being sent by another worker`);
    }
    const [extra] = await db.select().from(mailHeaders).where(eq(mailHeaders.mailId, mailId));
    const token = unsubscribeTokenOf(extra?.headers);
    if (token) {
      const [cart] = await db.select({ unsubscribed: carts.unsubscribed }).from(carts).where(eq(carts.unsubscribeToken, token));
      if (cart?.unsubscribed) {
        await db.update(mailOutbox).set({ error: 'not sent: the recipient unsubscribed' }).where(eq(mailOutbox.id, mailId));
        return 'unsubscribed';
      }
    }
    try {
      await transport.sendMail({ from, to: row.toAddress, messageId: messageIdOf(mailId, from), subject: row.subject, text: row.textBody, html: row.htmlBody, headers: extra?.headers ?? {} });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ error: message.slice(0, 1000), lockedUntil: null }).where(eq(mailOutbox.id, mailId));
      throw error;
    }
    // The SMTP server has the mail: from here on it is sent, whatever the database says. The mark is retried until
    // the database takes it (a restart, a failover), so a failed mark never makes the job send the mail again.
    const sentAt = new Date(clock());
    await untilDone(() => db.update(mailOutbox).set({ sentAt, error: null, lockedUntil: null }).where(eq(mailOutbox.id, mailId)), MARK_GIVE_UP_MS);
    return 'sent';
  }

  return { deliver, close: () => transport.close() };
}
