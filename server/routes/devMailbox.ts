// GET /dev/mailbox and /dev/mailbox.json: the mail outbox for developers (never registered in production).
import { Type } from '@fastify/type-provider-typebox';
import type { MailOutbox, OutboxEntry } from '../mail/outbox.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const Query = Type.Object(
  { to: Type.Optional(Type.String({ maxLength: 320 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Links found in a mail's text, for the page and for tests. */
export function linksOf(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

function renderEntry(entry: OutboxEntry): string {
  const body = escapeHtml(entry.text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
  const status = entry.sentAt ? `sent ${entry.sentAt}` : entry.error ? `error: ${escapeHtml(entry.error)}` : 'not sent (outbox only)';
  return `<article><h2>${escapeHtml(entry.subject)}</h2><p class="meta">#${entry.id} to <b>${escapeHtml(entry.to)}</b> · ${entry.createdAt} · ${entry.locale} · ${status}</p><pre>${body}</pre></article>`;
}

export async function devMailboxRoutes(app: RouteApp, { mail }: { mail: MailOutbox }): Promise<void> {
  app.get(
    '/dev/mailbox.json',
    { schema: { tags: ['dev'], summary: 'Outbox messages, newest first (development only)', querystring: Query } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const entries = await mail.list({ to: request.query.to, limit: request.query.limit ?? 50 });
      return entries.map((entry) => ({ ...entry, links: linksOf(entry.text) }));
    },
  );

  app.get(
    '/dev/mailbox',
    { schema: { tags: ['dev'], summary: 'Outbox messages as a page (development only)', querystring: Query } },
    async (request, reply) => {
      const entries = await mail.list({ to: request.query.to, limit: request.query.limit ?? 50 });
      const page = [
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>',
        '<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555;font-size:.9rem}</style>',
        `</head><body><h1>Dev mailbox</h1><p>${entries.length} newest messages of the outbox${request.query.to ? ` to ${escapeHtml(request.query.to)}` : ''}. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>`,
        ...(entries.length ? entries.map(renderEntry) : ['<p>No messages yet.</p>']),
        '</body></html>',
      ].join('\n');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );
}
