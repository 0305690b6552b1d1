// POST user/signup: creates a password account (argon2id), sends the welcome e-mail, answers 201 with the user record.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { badRequest, conflict } from '../../lib/httpError.ts';
import { cleanEmail, emailKey, emailLocalPart, isValidEmail } from '../../../src/domain/auth/email.ts';
import { assertAcceptablePassword } from '../../auth/passwordPolicy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { findUserByEmailKey, insertUser, toUserRecord } from '../../services/users.ts';
import { sendWelcomeMail } from '../../mail/accountMails.ts';
import type { AccountRouteOptions } from './options.ts';
import { checkedCountry, checkedUserName, CountryField, LocaleField, UserNameField, UserRecordSchema } from './userRecordSchema.ts';

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

const TAKEN = 'An account with this e-mail address already exists. Sign in, or reset your password if you forgot it.';

export async function signupRoutes(app: FastifyInstance, { tenant, db, auth, mail, config }: AccountRouteOptions): Promise<void> {
  app.post<{ Body: Static<typeof SignupBody> }>(
    '/user/signup',
    { schema: { tags: ['user'], summary: 'Create an account with e-mail and password', body: SignupBody, response: { 201: UserRecordSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!isValidEmail(email)) throw badRequest('Enter a valid e-mail address, such as name@example.com.', 'invalid_email');
      assertAcceptablePassword(password, email);
      const country = request.body.country === undefined ? null : checkedCountry(request.body.country);
      const userName = request.body.userName === undefined ? emailLocalPart(email) : checkedUserName(request.body.userName);
      const key = emailKey(email);
      if (await findUserByEmailKey(db, tenant, key)) throw conflict(TAKEN, 'email_taken');

      const user = await insertUser(db, {
        id: crypto.randomUUID(),
        tenant,
        email: cleanEmail(email),
        emailKey: key,
        passwordHash: await hashPassword(password),
        loginMethod: 'password',
        userName: userName.slice(0, 100),
        country,
        locale: request.body.locale ?? null,
        createdAt: new Date(auth.clock()),
      });
      if (!user) throw conflict(TAKEN, 'email_taken'); // a parallel sign-up with the same address won

      try {
        await sendWelcomeMail(mail, tenant, user, config.publicUrl);
      } catch (error) {
        request.log.error({ err: error }, 'welcome e-mail not queued'); // the account exists; do not fail the sign-up
      }
      return reply.status(201).send(await toUserRecord(db, user));
    },
  );
}
