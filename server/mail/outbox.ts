// The mail outbox: every e-mail is stored first (mail_outbox); a sender delivers it when SMTP is configured.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Clock } from '../auth/clock.ts';

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
  /** Stores the mail and tells the sender (if any) that there is work. */
  send(mail: OutgoingMail): Promise<void>;
  /** Newest first, optionally only those to one address (any case). */
  list(filter: { to?: string; limit: number }): Promise<OutboxEntry[]>;
}

export function createMailOutbox(db: Db, clock: Clock, onQueued: () => void = () => {}): MailOutbox {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        locale: mail.locale,
        createdAt: new Date(clock()),
      });
      onQueued();
    },

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
