// The two sign-up e-mails: the confirmation link of a new account, and, when the address already has an account,
// "someone tried to create an account with your address" (sign in or reset the password). The sign-up form answers
// the same in both cases; only the owner of the mailbox learns which it was.
import type { Tenant } from '@domain/markets/types.ts';
import type { OutgoingMail } from './outbox.ts';
import { mailI18n } from './mailI18n.ts';
import { mailGreeting, mailSignature, pickMailLanguage, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';

export function signupConfirmationMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; confirmUrl: string; validHours: number }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  const hours = input.validHours;
  return render(
    lang,
    i18n._({ id: 'mail.confirm.subject', message: 'Confirm your e-mail address – {site}', values: { site } }),
    [
      mailGreeting(i18n, input.userName),
      i18n._({ id: 'mail.confirm.intro', message: 'Thank you for creating an account on {site}. Open this link to confirm your e-mail address, then sign in:', values: { site } }),
    ],
    { label: i18n._({ id: 'mail.confirm.action', message: 'Confirm my address' }), url: input.confirmUrl },
    [
      i18n._({ id: 'mail.confirm.expiry', message: 'The link works once and expires in {hours, plural, one {# hour} other {# hours}}.', values: { hours } }),
      i18n._({ id: 'mail.confirm.ignore', message: 'If you did not create an account, ignore this e-mail: no account is made without this confirmation.' }),
      mailSignature(i18n, site),
    ],
  );
}

export function signupAttemptMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; signInUrl: string; forgotUrl: string }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  const url = input.forgotUrl;
  return render(
    lang,
    i18n._({ id: 'mail.signupAttempt.subject', message: 'Someone tried to create an account with your address – {site}', values: { site } }),
    [
      mailGreeting(i18n, input.userName),
      i18n._({
        id: 'mail.signupAttempt.intro',
        message: 'Someone (perhaps you) tried to create a new account on {site} with this e-mail address. You already have an account with it, so nothing was created.',
        values: { site },
      }),
    ],
    { label: i18n._({ id: 'mail.signIn', message: 'Sign in' }), url: input.signInUrl },
    [
      i18n._({ id: 'mail.signupAttempt.reset', message: 'Sign in with your password. If you forgot it, choose a new one here: {url}', values: { url } }),
      i18n._({ id: 'mail.signupAttempt.ignore', message: 'If it was not you, you can ignore this e-mail: your account and your password are unchanged.' }),
      mailSignature(i18n, site),
    ],
  );
}

/** The link of a sign-up confirmation: the sign-in page, which confirms the address and then asks for the password. */
export function confirmUrlOf(publicUrl: string, country: string, token: string): string {
  return `${publicUrl}/${country}/auth/signin?confirm=${encodeURIComponent(token)}`;
}

type OutgoingContent = Omit<OutgoingMail, 'to'>;

export interface SignupMailInput {
  userName: string;
  locale: string | null;
  country: string;
  publicUrl: string;
}

/** The confirmation mail of a new address, in the learner's language. */
export function signupConfirmationMailFor(tenant: Tenant, input: SignupMailInput & { token: string; validHours: number }): OutgoingContent {
  const lang = pickMailLanguage(tenant, input.locale, input.country);
  const confirmUrl = confirmUrlOf(input.publicUrl, input.country, input.token);
  return signupConfirmationMail(lang, tenant, { userName: input.userName, confirmUrl, validHours: input.validHours });
}

/** The notice to the owner of a registered address, in the owner's language. */
export function signupAttemptMailFor(tenant: Tenant, input: SignupMailInput): OutgoingContent {
  const lang = pickMailLanguage(tenant, input.locale, input.country);
  const base = `${input.publicUrl}/${input.country}/auth`;
  return signupAttemptMail(lang, tenant, { userName: input.userName, signInUrl: `${base}/signin`, forgotUrl: `${base}/forgot-password` });
}
