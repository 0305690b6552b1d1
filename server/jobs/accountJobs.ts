// The sign-up and forgot-password jobs. The routes enqueue the same job whatever the address (no enumeration: the
// answer and its time do not depend on it); the job decides which mail, if any, goes out. Each job writes its mail
// and completes in one transaction (completeWith), so a retried or re-run job never mails twice.
import type { Job } from 'pg-boss';
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';
import type { AuthServices } from '../auth/services.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { hashPassword } from '../auth/passwords.ts';
import { resetMailKey, signupMailKey } from '../auth/throttle.ts';
import { createHourlyLimiter } from '../auth/hourlyLimit.ts';
import { SIGNUP_CONFIRMATION_TTL_HOURS } from '../auth/signupConfirmations.ts';
import { findUserByEmailKey } from '../services/users.ts';
import { signupAttemptMailFor, signupConfirmationMailFor } from '../mail/signupMails.ts';
import { resetPasswordMailFor } from '../mail/accountMails.ts';
import type { JobSystem } from './jobSystem.ts';
import type { JobData } from './queues.ts';

/** Sign-up or reset mails to one address in an hour (counted in the shared store, whichever worker sends them). */
const MAILS_PER_HOUR = 3;
const mailLimit = (auth: AuthServices) => createHourlyLimiter(auth.throttleStore, 'account-mail:');

/** Country segment of links in e-mails when the sign-up names none. */
const DEFAULT_LINK_COUNTRY = 'us';

export interface AccountJobDeps {
  db: Db;
  jobs: JobSystem;
  auth: AuthServices;
  mail: MailOutbox;
  config: Pick<ServerConfig, 'publicUrl' | 'resetTokenTtlMin'>;
}

export async function runSignupJob({ db, jobs, auth, mail, config }: AccountJobDeps, job: Job<JobData['account.signup']>): Promise<void> {
  if (await jobs.completed(job)) return; // delivered twice: the first run wrote its mail
  const { secretId, requestId: _requestId, ...signup } = job.data;
  const password = await auth.signupSecrets.open(secretId);
  // Expired (the job came more than a day late, or is a dead letter retried by hand): no password, nothing to send.
  if (password === null) return;
  // Both branches hash the password, so even the load left behind looks alike.
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmailKey(db, signup.tenant, signup.emailKey);
  // At most 3 mails an hour to one address, whichever mail it is, so the form cannot flood a mailbox.
  if (!(await mailLimit(auth).take([{ key: signupMailKey(signup.tenant, signup.emailKey).key, limit: MAILS_PER_HOUR }])).ok) {
    await auth.signupSecrets.forget(db, secretId);
    return;
  }
  const country = signup.country ?? DEFAULT_LINK_COUNTRY;
  const base = { userName: signup.userName, locale: signup.locale, country, publicUrl: config.publicUrl };
  if (existing) {
    const rendered = signupAttemptMailFor(signup.tenant, { ...base, userName: existing.userName, locale: existing.locale ?? signup.locale, country: existing.country ?? country });
    await jobs.completeWith(job, async (tx) => {
      await auth.signupSecrets.forget(tx, secretId);
      return mail.send({ to: existing.email, ...rendered }, tx, job.data.requestId);
    });
    return;
  }
  // A confirmation left behind by an attempt cut off before its mail is harmless: unused, it expires and is pruned.
  const token = await auth.signupConfirmations.create({ ...signup, passwordHash });
  const rendered = signupConfirmationMailFor(signup.tenant, { ...base, token, validHours: SIGNUP_CONFIRMATION_TTL_HOURS });
  await jobs.completeWith(job, async (tx) => {
    await auth.signupSecrets.forget(tx, secretId);
    return mail.send({ to: signup.email, ...rendered }, tx, job.data.requestId);
  });
}

export async function runForgotPasswordJob({ db, jobs, auth, mail, config }: AccountJobDeps, job: Job<JobData['account.forgot']>): Promise<void> {
  if (await jobs.completed(job)) return;
  const { tenant, emailKey, country } = job.data;
  // 3 links an hour per address at most, known or not, so the form cannot flood someone's mailbox.
  const allowed = (await mailLimit(auth).take([{ key: resetMailKey(tenant, emailKey).key, limit: MAILS_PER_HOUR }])).ok;
  const user = await findUserByEmailKey(db, tenant, emailKey);
  if (!user || !allowed) return;
  const token = await auth.passwordResets.issue(user.id);
  const rendered = resetPasswordMailFor(tenant, user, { token, country: country ?? undefined, publicUrl: config.publicUrl, validMinutes: config.resetTokenTtlMin });
  await jobs.completeWith(job, (tx) => mail.send({ to: user.email, ...rendered }, tx, job.data.requestId));
}
