// SMTP delivery of the outbox (mail.deliver jobs) against a real in-process SMTP server (smtp-server), unsubscribe
// honoured at send time, and failures kept (with the error) for the job's retries.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { mailboxFor, newSignedInUser, signUp, STRONG_PASSWORD, uniqueEmail } from '../test/auth.ts';
import { carts, mailHeaders, mailOutbox } from '../db/schema.ts';
import { startSmtpSink, waitFor as waitUpTo, type SmtpSink } from '../test/smtpSink.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
/** Delivery runs as a job: up to 20 s on a busy machine. */
const waitFor = <T>(probe: () => Promise<T | undefined>) => waitUpTo(probe, 20_000);

describe('SMTP sender', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { smtpUrl: sink.url, mailFrom: 'Exam Quiz Shop <no-reply@examquiz.test>' } });
  });
  afterAll(() => app.close());

  it('delivers the sign-up confirmation e-mail and marks it sent', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('smtp');
    expect((await signUp(app, { email, password: STRONG_PASSWORD, country: 'us' })).statusCode).toBe(202);
    const mail = await waitFor(async () => sink.received.find((m) => m.to.includes(email)));
    expect(mail.from).toBe('no-reply@examquiz.test');
    const decoded = mail.raw.replace(/=\r?\n/g, '');
    expect(decoded).toMatch(/^Subject: /m);
    expect(decoded).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
    expect(decoded).toContain('Open this link to confirm your e-mail address');
    expect(decoded).toContain('http://localhost:3000/us/auth/signin?confirm=');
    expect(decoded).toContain('Content-Type: text/html');

    const [outboxEntry] = await waitFor(async () => {
      const entries = await mailboxFor(app, email);
      return entries[0]?.sentAt ? entries : undefined;
    });
    expect(outboxEntry).toMatchObject({ subject: 'Confirm your e-mail address – Exam Quiz Shop', sentAt: expect.any(String) });
  });
});

describe('SMTP sender: extra headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { smtpUrl: sink.url, mailFrom: 'Exam Quiz Shop <no-reply@examquiz.test>' } });
  });
  afterAll(() => app.close());

  /** A marketing mail as the cart reminders write it: the row, its headers and its delivery job in one transaction. */
  async function queueReminder(to: string, token: string): Promise<void> {
    await app.testDb.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ toAddress: to, subject: 'Your cart is waiting for you', textBody: 'text', htmlBody: '<p>html</p>', locale: 'en', createdAt: new Date() })
        .returning({ id: mailOutbox.id });
      await tx.insert(mailHeaders).values({
        mailId: row!.id,
        headers: { 'List-Unsubscribe': `<https://shop.example/api/mail/unsubscribe?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await app.commerce.mailQueue(tx, [row!.id]);
    });
  }

  it('sends the List-Unsubscribe headers stored beside a marketing mail', async () => {
    const to = uniqueEmail('reminder');
    await queueReminder(to, 'abc');
    const mail = await waitFor(async () => sink.received.find((m) => m.to.includes(to)));
    expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=abc>\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('does not send a queued marketing mail once its cart was unsubscribed (checked at send time)', async () => {
    const { userId } = await newSignedInUser(app);
    const token = `unsub-${crypto.randomUUID()}`;
    await app.testDb.database.db.insert(carts).values({ userId, tenant: 'eq', lines: [], unsubscribeToken: token, unsubscribed: true, updatedAt: new Date() });
    const to = uniqueEmail('unsubscribed');
    await queueReminder(to, token);
    await app.jobs.settled();
    expect(sink.received.some((m) => m.to.includes(to))).toBe(false);
    const [entry] = await mailboxFor(app, to);
    expect(entry).toMatchObject({ sentAt: null, error: 'not sent: the recipient unsubscribed' });
  });
});

describe('SMTP failures', () => {
  it('keeps the mail in the outbox with the error when the server cannot be reached', { timeout: 60_000 }, async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${deadPort}` } });
    try {
      const email = uniqueEmail('undeliverable');
      await signUp(app, { email, password: STRONG_PASSWORD });
      const [entry] = await waitFor(async () => {
        const entries = await mailboxFor(app, email);
        return entries[0]?.error ? entries : undefined;
      });
      expect(entry).toMatchObject({ sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    } finally {
      await app.close();
    }
  });
});
