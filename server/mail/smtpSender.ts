// Delivers pending outbox rows over SMTP (nodemailer), marks them sent, and retries failures with a growing pause.
import { and, asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/open.ts';
import { mailHeaders, mailOutbox } from '../db/schema.ts';
import type { Clock } from '../auth/clock.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** A claimed row is left alone this long by other processes while one delivers it. */
const CLAIM_MS = 2 * 60_000;
const RETRY_INTERVAL_MS = 60_000;

export interface MailSender {
  /** Delivers what is pending now; resolves with the number of mails sent. */
  deliverPending(): Promise<number>;
  /** Asks for a delivery run soon (after a new mail was queued). */
  kick(): void;
  stop(): Promise<void>;
}

export interface SmtpSenderOptions {
  smtpUrl: string;
  from: string;
  clock: Clock;
  onError(error: unknown, message: string): void;
}

export function createSmtpSender(db: Db, { smtpUrl, from, clock, onError }: SmtpSenderOptions): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function claimBatch() {
    const now = new Date(clock());
    const pending = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(mailOutbox.id, pending))
      .returning();
  }

  async function deliverOnce(): Promise<number> {
    let sent = 0;
    const batch = await claimBatch();
    // Extra headers (List-Unsubscribe of marketing mails) kept beside the outbox row.
    const extra = batch.length === 0 ? [] : await db.select().from(mailHeaders).where(inArray(mailHeaders.mailId, batch.map((row) => row.id)));
    const headersOf = new Map(extra.map((row) => [row.mailId, row.headers]));
    for (const row of batch) {
      try {
        await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, headers: headersOf.get(row.id) ?? {} });
        await db.update(mailOutbox).set({ sentAt: new Date(clock()), error: null, lockedUntil: null }).where(inArray(mailOutbox.id, [row.id]));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Wait longer after each failed attempt: 1, 2, 3 … minutes.
        const retryAt = new Date(clock() + row.attempts * 60_000);
        await db.update(mailOutbox).set({ error: message.slice(0, 1000), lockedUntil: retryAt }).where(inArray(mailOutbox.id, [row.id]));
        onError(error, `mail ${row.id} to ${row.toAddress} not delivered (attempt ${row.attempts})`);
      }
    }
    return sent;
  }

  function deliverPending(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void deliverPending().catch((error: unknown) => onError(error, 'mail delivery run failed')), RETRY_INTERVAL_MS);
  timer.unref();

  return {
    deliverPending,
    kick() {
      if (!stopped) void deliverPending().catch((error: unknown) => onError(error, 'mail delivery run failed'));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
