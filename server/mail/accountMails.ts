// The account e-mails: welcome after sign-up (via the outbox) and the reset-password link, in the learner's language.
import type { Tenant } from '@domain/markets/types.ts';
import type { UserRow } from '../services/users.ts';
import type { MailOutbox } from './outbox.ts';
import { mailI18n } from './mailI18n.ts';
import { mailGreeting, mailSignature, pickMailLanguage, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';
import type { Tx } from '../services/syncStore.ts';

/** Country segment of links in e-mails when neither the request nor the account names one. */
const DEFAULT_LINK_COUNTRY = 'us';

export function welcomeMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; signInUrl: string }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    i18n._({ id: 'mail.welcome.subject', message: 'Welcome to {site}', values: { site } }),
    [
      mailGreeting(i18n, input.userName),
      i18n._({ id: 'mail.welcome.body', message: 'Your account is ready. Sign in to keep your tests, configurations and exam progress on all your devices.' }),
    ],
    { label: i18n._({ id: 'mail.signIn', message: 'Sign in' }), url: input.signInUrl },
    [mailSignature(i18n, site)],
  );
}

export function resetPasswordMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; resetUrl: string; validMinutes: number }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  const minutes = input.validMinutes;
  return render(
    lang,
    i18n._({ id: 'mail.reset.subject', message: 'Reset your password – {site}', values: { site } }),
    [
      mailGreeting(i18n, input.userName),
      i18n._({ id: 'mail.reset.intro', message: 'We received a request to reset the password of your account. Open this link to choose a new password:' }),
    ],
    { label: i18n._({ id: 'mail.reset.action', message: 'Choose a new password' }), url: input.resetUrl },
    [
      i18n._({ id: 'mail.reset.expiry', message: 'The link works once and expires in {minutes, plural, one {# minute} other {# minutes}}.', values: { minutes } }),
      i18n._({ id: 'mail.reset.ignore', message: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.' }),
      mailSignature(i18n, site),
    ],
  );
}

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
