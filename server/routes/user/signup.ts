// POST user/signup: checks the input and answers 202 at once, the same for a new and a registered address (status,
// body and time: nothing that depends on the address runs before the answer). Afterwards, in the background, a new
// address gets a confirmation link (the account is created when it is opened: confirmEmail.ts) and a registered one
// gets "someone tried to create an account with your address". Both branches hash the password, so even the load
// left behind looks alike.
import { Type } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/httpError.ts';
import { cleanEmail, emailKey, emailLocalPart, isValidEmail } from '@domain/auth/email.ts';
import { assertAcceptablePassword } from '../../auth/passwordPolicy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { signupMailKey } from '../../auth/throttle.ts';
import { SIGNUP_CONFIRMATION_TTL_HOURS, type PendingSignup } from '../../auth/signupConfirmations.ts';
import { findUserByEmailKey } from '../../services/users.ts';
import { sendSignupAttemptMail, sendSignupConfirmationMail } from '../../mail/signupMails.ts';
import type { AccountRouteOptions } from './options.ts';
import { checkedCountry, checkedUserName, CountryField, LocaleField, UserNameField } from './userRecordSchema.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const SignupBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    // The rule (8 to 1024 characters, not common) is checked in code so that it answers weak_password.
    password: Type.String({ maxLength: 4096 }),
    userName: Type.Optional(UserNameField),
    country: Type.Optional(CountryField),
    locale: Type.Optional(LocaleField),
  },
  { additionalProperties: false },
);

export const SignupAccepted = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false, description: 'A link or a notice is on its way to the address' });

/** Country segment of links in e-mails when the sign-up names none. */
const DEFAULT_LINK_COUNTRY = 'us';

export async function signupRoutes(app: RouteApp, { tenant, db, auth, mail, config, background }: AccountRouteOptions): Promise<void> {
  /** Everything that depends on whether the address is registered; runs after the answer. */
  async function deliver(signup: PendingSignup, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmailKey(db, tenant, signup.emailKey);
    // At most a few mails an hour to one address, whichever mail it is, so the form cannot flood a mailbox.
    if (!(await auth.throttle.attempt([signupMailKey(tenant, signup.emailKey)])).allowed) return;
    const country = signup.country ?? DEFAULT_LINK_COUNTRY;
    if (existing) {
      const locale = existing.locale ?? signup.locale;
      await sendSignupAttemptMail(mail, tenant, { to: existing.email, userName: existing.userName, locale, country: existing.country ?? country, publicUrl: config.publicUrl });
      return;
    }
    const token = await auth.signupConfirmations.create({ ...signup, passwordHash });
    const input = { to: signup.email, userName: signup.userName, locale: signup.locale, country, publicUrl: config.publicUrl };
    await sendSignupConfirmationMail(mail, tenant, { ...input, token, validHours: SIGNUP_CONFIRMATION_TTL_HOURS });
  }

  app.post(
    '/user/signup',
    {
      schema: {
        tags: ['user'],
        summary: 'Start a sign-up: e-mails a confirmation link (or, for a registered address, a notice to its owner)',
        body: SignupBody,
        response: { 202: SignupAccepted },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!isValidEmail(email)) throw badRequest('Enter a valid e-mail address, such as name@example.com.', 'invalid_email');
      assertAcceptablePassword(password, email);
      const country = request.body.country === undefined ? null : checkedCountry(request.body.country);
      const userName = request.body.userName === undefined ? emailLocalPart(email) : checkedUserName(request.body.userName);
      const signup: PendingSignup = {
        tenant,
        email: cleanEmail(email),
        emailKey: emailKey(email),
        passwordHash: '',
        userName: userName.slice(0, 100),
        country,
        locale: request.body.locale ?? null,
      };
      background.run('sign-up mail', () => deliver(signup, password));
      return reply.status(202).send({ ok: true });
    },
  );
}
