// One-click unsubscribe from cart reminders (RFC 8058): the link in the mail (GET) and the mail client's
// List-Unsubscribe-Post (POST "List-Unsubscribe=One-Click", no cookie or XSRF token: exempt in plugins/security.ts).
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/open.ts';
import { unsubscribeCartReminders } from '../../commerce/cartReminders.ts';
import { notFound } from '../../lib/httpError.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
const Query = Type.Object({ token: Type.String({ minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
const PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>Unsubscribed</title></head><body style="font-family:system-ui,sans-serif"><p>You will receive no more cart reminders. · Sie erhalten keine Warenkorb-Erinnerungen mehr.</p></body></html>';

export async function unsubscribeRoutes(app: RouteApp, { db }: { db: Db }): Promise<void> {
  // Mail clients post a form; its content does not matter (the token is in the address).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request: FastifyRequest, _body: string, done: (error: null, body: undefined) => void) => done(null, undefined));

  const unsubscribe = async (token: string) => {
    if (!(await unsubscribeCartReminders(db, token))) throw notFound('This unsubscribe link is not valid.', 'unknown_token');
  };
  app.get(UNSUBSCRIBE_PATH, { schema: { tags: ['mail'], summary: 'Unsubscribe from cart reminders (the link in the mail)', querystring: Query } }, async (request, reply) => {
    await unsubscribe(request.query.token);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE);
  });
  app.post(UNSUBSCRIBE_PATH, { schema: { tags: ['mail'], summary: 'One-click unsubscribe (List-Unsubscribe-Post)', querystring: Query, body: Type.Unknown() } }, async (request, reply) => {
    await unsubscribe(request.query.token);
    return reply.status(204).send();
  });
}
