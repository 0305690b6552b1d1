// PUT user/secret-question: sets the question asked before a password reset; the answer is kept only as an argon2 hash.
import { Type } from '@fastify/type-provider-typebox';
import { badRequest, unauthorized } from '../../lib/httpError.ts';
import { hashSecretAnswer, normalizeSecretAnswer } from '../../auth/passwords.ts';
import { updateUser } from '../../services/users.ts';
import type { AccountRouteOptions } from './options.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

const Body = Type.Object(
  { question: Type.String({ minLength: 3, maxLength: 200 }), answer: Type.String({ minLength: 2, maxLength: 200 }) },
  { additionalProperties: false },
);

export async function secretQuestionRoutes(app: RouteApp, { db, authenticator }: AccountRouteOptions): Promise<void> {
  app.put(
    '/user/secret-question',
    {
      onRequest: (request) => authenticator.requireUser(request),
      schema: { tags: ['user'], summary: 'Set the secret question and answer asked when resetting the password', body: Body },
    },
    async (request, reply) => {
      const { userId } = await authenticator.requireUser(request);
      const question = request.body.question.trim();
      const answer = normalizeSecretAnswer(request.body.answer);
      if (question.length < 3) throw badRequest('The question must have 3 to 200 characters.', 'validation_failed');
      if (answer.length < 2) throw badRequest('The answer must have 2 to 200 characters.', 'validation_failed');
      const updated = await updateUser(db, userId, { secretQuestion: question, secretAnswerHash: await hashSecretAnswer(answer) });
      if (!updated) throw unauthorized('This account no longer exists.');
      return reply.status(204).send();
    },
  );
}
