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
import type { JobSystem } from './jobSystem.ts';
import type { AppMetrics } from '../metrics/metrics.ts';

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
}

/** Cron expressions (UTC) of the periodic queues. */
export const SCHEDULES = {
  'commerce.sweep': '* * * * *',
  'popularity.snapshot': '* * * * *',
  'catalog.maintenance': CATALOG_MAINTENANCE_CRON,
  'auth.prune': '23 * * * *',
  'learning.difficulties': '41 3 * * *',
} as const;
const FORWARD_CRON = '* * * * *';

/** Starts this process's workers (every queue) and, when `schedule` is on, makes sure the cron schedules exist. */
export async function registerJobs(deps: JobDeps, { schedule }: { schedule: boolean }): Promise<void> {
  const { db, jobs, config, clock, log, auth, commerce, sender, metrics } = deps;
  // Hashing passwords: two at a time, the machine has few cores to share with the requests.
  await jobs.work('account.signup', (job) => runSignupJob(deps, job), { concurrency: 2 });
  await jobs.work('account.forgot', (job) => runForgotPasswordJob(deps, job), { concurrency: 2 });
  await jobs.work(
    'mail.deliver',
    async (job, jobLog) => {
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
    { concurrency: 4 },
  );
  await jobs.work('payments.settle', () => commerce.sweep());
  await jobs.work('commerce.sweep', () => commerce.sweep());
  await jobs.work('cart.reminders', (job) => commerce.sendCartReminder(job.data.userId));
  await jobs.work('popularity.snapshot', async () => {
    const changed = await takePopularitySnapshot(db, new Date(clock()));
    if (changed.length > 0) log.info({ countries: changed }, 'popularity snapshot changed');
  });
  await jobs.work('catalog.maintenance', () => runCatalogMaintenance(db, log, clock()));
  await jobs.work('auth.prune', () => auth.prune());
  await jobs.work('learning.difficulties', async () => void (await computeItemDifficulties(db, new Date(clock()))));
  const forward = config.nodeEnv === 'test' ? null : forwardingPass(db, log);
  await jobs.work('reports.forward', async () => void (await forward?.()));
  const fixer = fixerRun(db, config.ai, log);
  await jobs.work('ai.fixer', async () => void (await fixer?.run()));
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
