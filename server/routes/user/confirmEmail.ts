// POST user/confirm-email: opens the e-mailed sign-up link. The account is created now, with the password chosen at
// sign-up; the learner then signs in (and is offered to add this device's progress). The link works once.
import crypto from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/httpError.ts';
import { insertUser } from '../../services/users.ts';
import { sendWelcomeMail } from '../../mail/accountMails.ts';
import type { AccountRouteOptions } from './options.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const ConfirmBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const Confirmed = Type.Object({ email: Type.String() }, { additionalProperties: false });

const invalidLink = () =>
  new HttpError(400, 'invalid_confirmation', 'This confirmation link is invalid, has expired or was already used. Sign in, or sign up again.');

export async function confirmEmailRoutes(app: RouteApp, { tenant, db, auth, mail, config }: AccountRouteOptions): Promise<void> {
  app.post(
    '/user/confirm-email',
    {
      schema: {
        tags: ['user'],
        summary: 'Confirm a sign-up with the e-mailed token: creates the account',
        body: ConfirmBody,
        response: { 200: Confirmed },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const signup = await auth.signupConfirmations.consume(request.body.token, tenant);
      if (!signup) throw invalidLink();
      // The account and its welcome mail (with its delivery job) commit together.
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...signup, id: crypto.randomUUID(), loginMethod: 'password', createdAt: new Date(auth.clock()) });
        if (created) await sendWelcomeMail(mail, tenant, created, config.publicUrl, tx, request.id);
        return created;
      });
      // The address got an account meanwhile (another link of the same address was opened first): nothing to create.
      if (!user) throw invalidLink();
      return { email: user.email };
    },
  );
}
