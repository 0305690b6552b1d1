// The account e-mails: welcome after sign-up (via the outbox) and the reset-password link, in the learner's language.
import type { Tenant } from '@domain/markets/types.ts';
import type { UserRow } from '../services/users.ts';
import type { MailOutbox } from './outbox.ts';
import { pickMailLanguage, resetPasswordMail, welcomeMail, type RenderedMail } from './templates.ts';
import type { Tx } from '../services/syncStore.ts';

/** Country segment of links in e-mails when neither the request nor the account names one. */
const DEFAULT_LINK_COUNTRY = 'us';

export async function sendWelcomeMail(mail: MailOutbox, tenant: Tenant, user: UserRow, publicUrl: string, tx?: Tx, requestId?: string): Promise<void> {
  const lang = pickMailLanguage(tenant, user.locale, user.country);
  const country = user.country ?? DEFAULT_LINK_COUNTRY;
  const rendered = welcomeMail(lang, tenant, { userName: user.userName, signInUrl: `${publicUrl}/${country}/auth/signin` });
  await mail.send({ to: user.email, ...rendered }, tx, requestId);
}

export function resetPasswordMailFor(
  tenant: Tenant,
  user: UserRow,
  input: { token: string; country: string | undefined; publicUrl: string; validMinutes: number },
): RenderedMail {
  const country = input.country ?? user.country ?? DEFAULT_LINK_COUNTRY;
  const lang = pickMailLanguage(tenant, user.locale, country);
  const resetUrl = `${input.publicUrl}/${country}/auth/reset-password?token=${encodeURIComponent(input.token)}`;
  return resetPasswordMail(lang, tenant, { userName: user.userName, resetUrl, validMinutes: input.validMinutes });
}
