// Unsubscribing from cart reminders. The link in the mail (GET) opens a page in the cart's language with one button
// and changes nothing (mail scanners prefetch links); the button posts to /page and answers with a page; the mail
// client's RFC 8058 List-Unsubscribe-Post ("List-Unsubscribe=One-Click") posts to the link itself and gets a 204.
// Both posts carry no cookie or XSRF token: the token in the address is the proof (exempt in plugins/security.ts).
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/open.ts';
import { cartOfUnsubscribeToken, unsubscribeCartReminders } from '../../commerce/cartReminders.ts';
import { pickMailLanguage } from '../../mail/templates.ts';
import { notFound } from '../../lib/httpError.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import { unsubscribedPage, unsubscribeQuestionPage } from './unsubscribePage.ts';

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
/** Where the page's button posts. */
export const UNSUBSCRIBE_PAGE_PATH = '/api/mail/unsubscribe/page';
const Query = Type.Object({ token: Type.String({ minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
const UNKNOWN = 'This unsubscribe link is not valid.';

export async function unsubscribeRoutes(app: RouteApp, { db }: { db: Db }): Promise<void> {
  // Mail clients and the page post a form; its content does not matter (the token is in the address).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request: FastifyRequest, _body: string, done: (error: null, body: undefined) => void) => done(null, undefined));

  const cartOf = async (token: string) => {
    const cart = await cartOfUnsubscribeToken(db, token);
    if (!cart) throw notFound(UNKNOWN, 'unknown_token');
    return { ...cart, lang: pickMailLanguage(cart.tenant === 'cq' ? 'cq' : 'eq', cart.locale, cart.country) };
  };
  const unsubscribe = async (token: string) => {
    if (!(await unsubscribeCartReminders(db, token))) throw notFound(UNKNOWN, 'unknown_token');
  };
  const html = 'text/html; charset=utf-8';

  app.get(UNSUBSCRIBE_PATH, { schema: { tags: ['mail'], summary: 'The link in the mail: a page with one button (changes nothing)', querystring: Query } }, async (request, reply) => {
    const cart = await cartOf(request.query.token);
    const action = `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(request.query.token)}`;
    return reply.type(html).header('cache-control', 'no-store').send(unsubscribeQuestionPage(cart.lang, action, cart.unsubscribed));
  });
  app.post(UNSUBSCRIBE_PAGE_PATH, { schema: { tags: ['mail'], summary: "The unsubscribe page's button: no more cart reminders", querystring: Query, body: Type.Unknown() } }, async (request, reply) => {
    const cart = await cartOf(request.query.token);
    await unsubscribe(request.query.token);
    return reply.type(html).header('cache-control', 'no-store').send(unsubscribedPage(cart.lang));
  });
  app.post(UNSUBSCRIBE_PATH, { schema: { tags: ['mail'], summary: 'One-click unsubscribe (List-Unsubscribe-Post), no page', querystring: Query, body: Type.Unknown() } }, async (request, reply) => {
    await unsubscribe(request.query.token);
    return reply.status(204).send();
  });
}
