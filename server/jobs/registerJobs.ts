// What each queue's worker does, and the cron schedules. Every handler is idempotent: mail rows are sent once
// (sentAt), account jobs complete in the transaction that writes their mail, and the periodic work reads what is
// due from the database.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';
import type { Clock } from '../auth/clock.ts';
import type { AuthServices } from '../auth/services.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { MailSender } from '../mail/smtpSender.ts';
import type { Commerce } from '../commerce/commerce.ts';
import { fixerRun } from '../ai/fixer/schedule.ts';
import { computeItemDifficulties } from '../learning/itemDifficulties.ts';
import { forwardingPass } from '../integrations/forwarding/forwardingPass.ts';
import { runForgotPasswordJob, runSignupJob } from './accountJobs.ts';
import { CATALOG_MAINTENANCE_CRON, runCatalogMaintenance } from './catalogMaintenance.ts';
import { takePopularitySnapshot } from '../services/popularitySnapshot.ts';
import type { JobHandler, JobSystem } from './jobSystem.ts';
import { QUEUE_NAMES, type QueueName } from './queues.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { PUSH_REMINDERS_CRON, queueDueReminders } from '../push/reminderJob.ts';
import { sendReminders, type PushSenderOptions } from '../push/sendReminder.ts';

export interface JobDeps {
  db: Db;
  jobs: JobSystem;
  config: ServerConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  auth: AuthServices;
  mail: MailOutbox;
  sender: MailSender | null;
  commerce: Commerce;
  /** Counts mail deliveries (sent, failed, skipped). */
  metrics: Pick<AppMetrics, 'mail'>;
  /** The VAPID keys and subject study reminders are sent with. */
  push: PushSenderOptions;
}

/** Cron expressions (UTC) of the periodic queues. */
export const SCHEDULES = {
  'commerce.sweep': '* * * * *',
  'popularity.snapshot': '* * * * *',
  'catalog.maintenance': CATALOG_MAINTENANCE_CRON,
  'auth.prune': '23 * * * *',
  'learning.difficulties': '41 3 * * *',
  'push.reminders': PUSH_REMINDERS_CRON,
} as const;
const FORWARD_CRON = '* * * * *';

/** What the worker of each queue runs, and how many at a time on one process. */
export type JobHandlers = { [Q in QueueName]: { run: JobHandler<Q>; concurrency?: number } };

/** Every queue's handler, with the optional fixer and forwarders (null where not configured). */
export function jobHandlers(deps: JobDeps): { handlers: JobHandlers; fixer: ReturnType<typeof fixerRun>; forward: ReturnType<typeof forwardingPass> | null } {
  const { db, config, clock, log, auth, commerce, sender, metrics, jobs, push } = deps;
  const forward = config.nodeEnv === 'test' ? null : forwardingPass(db, log);
  const fixer = fixerRun(db, config.ai, log);
  const handlers: JobHandlers = {
    // Hashing passwords: two at a time, the machine has few cores to share with the requests.
    'account.signup': { run: (job) => runSignupJob(deps, job), concurrency: 2 },
    'account.forgot': { run: (job) => runForgotPasswordJob(deps, job), concurrency: 2 },
    'mail.deliver': {
      async run(job, jobLog) {
        if (!sender) throw new Error('SMTP_URL is not set on this replica: the mail stays queued for one that has it');
        let outcome;
        try {
          outcome = await sender.deliver(job.data.mailId);
        } catch (error) {
          metrics.mail('failed');
          throw error;
        }
        metrics.mail(outcome);
        if (outcome !== 'sent') jobLog.info({ mailId: job.data.mailId, outcome }, 'mail not sent');
      },
      concurrency: 4,
    },
    'payments.settle': { run: () => commerce.sweep() },
    'commerce.sweep': { run: () => commerce.sweep() },
    'cart.reminders': { run: (job) => commerce.sendCartReminder(job.data.userId) },
    'popularity.snapshot': {
      async run() {
        const changed = await takePopularitySnapshot(db, new Date(clock()));
        if (changed.length > 0) log.info({ countries: changed }, 'popularity snapshot changed');
      },
    },
    'catalog.maintenance': { run: () => runCatalogMaintenance(db, log, clock()) },
    'auth.prune': { run: () => auth.prune() },
    'learning.difficulties': { run: async () => void (await computeItemDifficulties(db, new Date(clock()))) },
    'reports.forward': { run: async () => void (await forward?.()) },
    'ai.fixer': { run: async () => void (await fixer?.run()) },
    'push.reminders': {
      async run() {
        const run = await queueDueReminders(db, jobs, clock());
        if (run.claimed > 0) log.info(run, 'study reminders queued');
      },
    },
    // A job sends to up to 50 browsers, 16 at a time.
    'push.send': { run: async (job, jobLog) => void (await sendReminders(db, push, job.data, jobLog)), concurrency: 4 },
  };
  return { handlers, fixer, forward };
}

/** Starts this process's workers (every queue) and, when `schedule` is on, makes sure the cron schedules exist. */
export async function registerJobs(deps: JobDeps, { schedule }: { schedule: boolean }, built = jobHandlers(deps)): Promise<void> {
  const { db, jobs } = deps;
  const { handlers, fixer, forward } = built;
  for (const queue of QUEUE_NAMES) {
    const { run, concurrency } = handlers[queue] as { run: JobHandler<typeof queue>; concurrency?: number };
    await jobs.work(queue, run, { concurrency });
  }
  if (!schedule) return;
  for (const [queue, cron] of Object.entries(SCHEDULES) as [keyof typeof SCHEDULES, string][]) await jobs.schedule(queue, cron);
  // A first snapshot now rather than at the next full minute (stately: a second replica's request is dropped).
  await jobs.enqueue(db, 'popularity.snapshot', {});
  // Optional work is scheduled only where configured (every replica has the same configuration).
  if (fixer) await jobs.schedule('ai.fixer', fixer.cron);
  else await jobs.boss.unschedule('ai.fixer');
  if (forward) await jobs.schedule('reports.forward', FORWARD_CRON);
  else await jobs.boss.unschedule('reports.forward');
}
