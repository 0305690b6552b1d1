// The account e-mails: welcome after sign-up and the reset-password link, in the learner's language, via the outbox.
import type { Tenant } from '@domain/markets/types.ts';
import type { UserRow } from '../services/users.ts';
import type { MailOutbox } from './outbox.ts';
import { pickMailLanguage, resetPasswordMail, welcomeMail } from './templates.ts';

/** Country segment of links in e-mails when neither the request nor the account names one. */
const DEFAULT_LINK_COUNTRY = 'us';

export async function sendWelcomeMail(mail: MailOutbox, tenant: Tenant, user: UserRow, publicUrl: string): Promise<void> {
  const lang = pickMailLanguage(tenant, user.locale, user.country);
  const country = user.country ?? DEFAULT_LINK_COUNTRY;
  const rendered = welcomeMail(lang, tenant, { userName: user.userName, signInUrl: `${publicUrl}/${country}/auth/signin` });
  await mail.send({ to: user.email, ...rendered });
}

export async function sendResetPasswordMail(
  mail: MailOutbox,
  tenant: Tenant,
  user: UserRow,
  input: { token: string; country: string | undefined; publicUrl: string; validMinutes: number },
): Promise<void> {
  const country = input.country ?? user.country ?? DEFAULT_LINK_COUNTRY;
  const lang = pickMailLanguage(tenant, user.locale, country);
  const resetUrl = `${input.publicUrl}/${country}/auth/reset-password?token=${encodeURIComponent(input.token)}`;
  await mail.send({ to: user.email, ...resetPasswordMail(lang, tenant, { userName: user.userName, resetUrl, validMinutes: input.validMinutes }) });
}
