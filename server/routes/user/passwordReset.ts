// Forgotten password: POST user/forgot-password (always 202, an account.forgot job sends the mail), GET and POST user/reset-password with the e-mailed token.
import { Type } from '@fastify/type-provider-typebox';
import { HttpError, badRequest } from '../../lib/httpError.ts';
import { emailKey } from '@domain/auth/email.ts';
import { assertAcceptablePassword } from '../../auth/passwordPolicy.ts';
import { hashPassword, verifySecretAnswer } from '../../auth/passwords.ts';
import { accountKey } from '../../auth/throttle.ts';
import { findUserById, updateUser, type UserRow } from '../../services/users.ts';
import type { AccountRouteOptions } from './options.ts';
import { checkedCountry, CountryField } from './userRecordSchema.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const ForgotBody = Type.Object({ email: Type.String({ maxLength: 320 }), country: Type.Optional(CountryField) }, { additionalProperties: false });
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const ResetBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ maxLength: 4096 }),
    secretAnswer: Type.Optional(Type.String({ maxLength: 400 })),
  },
  { additionalProperties: false },
);

const invalidToken = () => new HttpError(400, 'invalid_token', 'This reset link is invalid, has expired or was already used. Ask for a new one.');

export async function passwordResetRoutes(app: RouteApp, { tenant, db, auth, jobs }: AccountRouteOptions): Promise<void> {
  /** The token's account in this tenant, or a 400 invalid_token. */
  async function accountOfToken(rawToken: string): Promise<{ tokenId: string; user: UserRow }> {
    const found = await auth.passwordResets.find(rawToken);
    const user = found ? await findUserById(db, tenant, found.userId) : undefined;
    if (!found || !user) throw invalidToken();
    return { tokenId: found.tokenId, user };
  }

  app.post(
    '/user/forgot-password',
    {
      schema: {
        tags: ['user'],
        summary: 'E-mail a reset-password link; the answer is the same whether the account exists or not',
        body: ForgotBody,
        response: { 202: Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const country = request.body.country === undefined ? undefined : checkedCountry(request.body.country);
      const key = emailKey(request.body.email);
      // Everything that depends on the address runs in the job, so both answer alike (status, body, time).
      // One job whatever the address; the job (jobs/accountJobs.ts) mails a link only to a registered one.
      await jobs.enqueue(db, 'account.forgot', { tenant, emailKey: key, country: country ?? null, requestId: request.id });
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/user/reset-password',
    {
      schema: {
        tags: ['user'],
        summary: 'Check a reset token; tells which secret question must be answered',
        querystring: TokenQuery,
        response: { 200: Type.Object({ secretQuestion: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await accountOfToken(request.query.token);
      return { secretQuestion: user.secretQuestion };
    },
  );

  app.post(
    '/user/reset-password',
    { schema: { tags: ['user'], summary: 'Set a new password with a reset token (and the secret answer when one is set)', body: ResetBody } },
    async (request, reply) => {
      const { token, password, secretAnswer } = request.body;
      const { tokenId, user } = await accountOfToken(token);
      assertAcceptablePassword(password, user.email);
      if (user.secretAnswerHash) {
        if (!secretAnswer || !(await verifySecretAnswer(user.secretAnswerHash, secretAnswer))) {
          await auth.passwordResets.recordWrongAnswer(tokenId);
          throw badRequest(
            secretAnswer ? 'The answer to your secret question is wrong.' : 'Answer your secret question to reset the password.',
            'wrong_secret_answer',
          );
        }
      }
      const passwordHash = await hashPassword(password);
      if (!(await auth.passwordResets.consume(tokenId, user.id))) throw invalidToken();
      await updateUser(db, user.id, { passwordHash });
      // Every session of the old password ends at once (access tokens too), and the sign-in throttle starts afresh.
      await auth.generations.revokeAll(user.id, 'password-reset');
      await auth.throttle.succeeded(accountKey(tenant, user.emailKey));
      return reply.status(204).send();
    },
  );
}
