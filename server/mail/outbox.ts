// The mail outbox: every e-mail is stored first (mail_outbox), and, when SMTP is configured, a mail.deliver job is
// enqueued in the same transaction (queueMail.ts), so a mail exists with its delivery job or not at all.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Tx } from '../services/syncStore.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from '../auth/clock.ts';
import type { MailQueue } from './queueMail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
}

export interface OutboxEntry extends OutgoingMail {
  id: number;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface MailOutbox {
  /**
   * Stores the mail and its delivery job in `tx` (the caller's transaction), else in a transaction of its own;
   * `requestId`: the request (or the job of the request) that caused it, carried to the delivery job's logs.
   */
  send(mail: OutgoingMail, tx?: Tx, requestId?: string): Promise<void>;
  /** Newest first, optionally only those to one address (any case). */
  list(filter: { to?: string; limit: number }): Promise<OutboxEntry[]>;
}

export function createMailOutbox(db: Db, clock: Clock, queue: MailQueue): MailOutbox {
  async function store(tx: Tx, mail: OutgoingMail, requestId: string | undefined): Promise<void> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, locale: mail.locale, createdAt: new Date(clock()) })
      .returning({ id: mailOutbox.id });
    await queue(tx, [row!.id], requestId);
  }
  return {
    send: (mail, tx, requestId) => (tx ? store(tx, mail, requestId) : db.transaction((own) => store(own, mail, requestId))),

    async list({ to, limit }) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        locale: row.locale,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      }));
    },
  };
}
