// GET, PATCH and DELETE user/me: the signed-in user's record, profile edits, and deleting the account.
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { HttpError, badRequest, unauthorized } from '../../lib/httpError.ts';
import { retryAfterSeconds } from '@domain/auth/throttle.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { accountKey } from '../../auth/throttle.ts';
import { deleteUser, findUserById, toUserRecord, updateUser, type UserRow } from '../../services/users.ts';
import type { AccountRouteOptions } from './options.ts';
import { checkedCountry, checkedUserName, CountryField, LocaleField, UserNameField, UserRecordSchema } from './userRecordSchema.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const PatchBody = Type.Object(
  {
    userName: Type.Optional(UserNameField),
    locale: Type.Optional(Type.Union([LocaleField, Type.Null()])),
    country: Type.Optional(Type.Union([CountryField, Type.Null()])),
  },
  { additionalProperties: false },
);
const DeleteBody = Type.Object({ password: Type.Optional(Type.String({ maxLength: 4096 })) }, { additionalProperties: false });

export async function meRoutes(app: RouteApp, { tenant, db, auth, authenticator }: AccountRouteOptions): Promise<void> {
  const requireUser = (request: FastifyRequest) => authenticator.requireUser(request);

  /** The signed-in account; a token of a deleted account is a 401 like an expired one. */
  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const { userId } = await authenticator.requireUser(request);
    const user = await findUserById(db, tenant, userId);
    if (!user) throw unauthorized('This account no longer exists.');
    return user;
  }

  app.get(
    '/user/me',
    { onRequest: requireUser, schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: UserRecordSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserRecord(db, await currentUser(request));
    },
  );

  app.patch(
    '/user/me',
    { onRequest: requireUser, schema: { tags: ['user'], summary: 'Change user name, locale or country', body: PatchBody, response: { 200: UserRecordSchema } } },
    async (request) => {
      const user = await currentUser(request);
      const { userName, locale, country } = request.body;
      const updated = await updateUser(db, user.id, {
        ...(userName !== undefined ? { userName: checkedUserName(userName) } : {}),
        ...(locale !== undefined ? { locale } : {}),
        ...(country !== undefined ? { country: country === null ? null : checkedCountry(country) } : {}),
      });
      return toUserRecord(db, updated ?? user);
    },
  );

  app.delete(
    '/user/me',
    {
      onRequest: requireUser,
      // OIDC accounts may send no body at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags: ['user'], summary: 'Delete the account (password required for password accounts)', body: DeleteBody },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (user.passwordHash) {
        const { password } = request.body;
        if (!password) throw badRequest('Enter your password to delete your account.', 'password_required');
        // The password check is throttled like a sign-in, so a stolen access token cannot guess the password here.
        const gate = await auth.throttle.attempt([accountKey(tenant, user.emailKey)]);
        if (!gate.allowed) {
          const seconds = retryAfterSeconds(gate.retryAfterMs);
          reply.header('retry-after', String(seconds));
          throw new HttpError(429, 'too_many_attempts', `Too many wrong passwords. Try again in ${seconds} seconds.`);
        }
        if (!(await verifyPassword(user.passwordHash, password))) throw badRequest('The password is wrong.', 'wrong_password');
        await auth.throttle.succeeded(accountKey(tenant, user.emailKey));
      }
      await auth.generations.revokeAll(user.id, 'account-deleted');
      await deleteUser(db, user.id); // families, reset tokens, subscriptions and recent products go with it (cascade)
      return reply.status(204).send();
    },
  );
}
