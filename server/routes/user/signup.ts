// POST user/signup: checks the input, enqueues one account.signup job and answers 202, the same for a new and a
// registered address (status, body and time: nothing that depends on the address runs before the answer). The job
// (jobs/accountJobs.ts) sends a new address a confirmation link (the account is created when it is opened:
// confirmEmail.ts) and a registered one "someone tried to create an account with your address".
import { Type } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/httpError.ts';
import { cleanEmail, emailKey, emailLocalPart, isValidEmail } from '@domain/auth/email.ts';
import { assertAcceptablePassword } from '../../auth/passwordPolicy.ts';
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

export async function signupRoutes(app: RouteApp, { tenant, db, auth, jobs }: AccountRouteOptions): Promise<void> {
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
      // One job whatever the address (the same two inserts, the same time on both branches); the job decides which
      // mail. The password waits sealed in its own row, which expires within a day: the job's data only names it.
      await db.transaction(async (tx) => {
        const secretId = await auth.signupSecrets.keep(tx, password);
        await jobs.enqueue(tx, 'account.signup', {
          tenant,
          email: cleanEmail(email),
          emailKey: emailKey(email),
          userName: userName.slice(0, 100),
          country,
          locale: request.body.locale ?? null,
          secretId,
          requestId: request.id,
        });
      });
      return reply.status(202).send({ ok: true });
    },
  );
}
