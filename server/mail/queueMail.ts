// Delivery jobs for stored mails: one mail.deliver job per mail_outbox row, enqueued through the transaction that
// wrote the row. Without SMTP the outbox itself is the destination (the dev mailbox), so nothing is enqueued.
import type { Tx } from '../services/syncStore.ts';
import type { JobSystem } from '../jobs/jobSystem.ts';

/** Enqueues the delivery of these outbox rows in `tx`; `requestId`: the request that caused them, for the job's logs. */
export type MailQueue = (tx: Tx, mailIds: number[], requestId?: string) => Promise<void>;

export const NO_DELIVERY: MailQueue = async () => {};

export function mailQueueOf(jobs: JobSystem | null, smtpConfigured: boolean): MailQueue {
  if (!jobs || !smtpConfigured) return NO_DELIVERY;
  return async (tx, mailIds, requestId) => {
    for (const mailId of mailIds) await jobs.enqueue(tx, 'mail.deliver', requestId ? { mailId, requestId } : { mailId });
  };
}
