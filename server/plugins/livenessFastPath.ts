// The liveness probe (`GET /health`) answered before Fastify once its answer is known. A balancer or orchestrator asks
// it every few seconds on every replica, and its answer cannot change while the process runs (status ok, who takes
// the payments): so after Fastify has answered it once, its headers (the security headers included) and body are
// replayed from the Node server's request listener, with a fresh request id, and no hook, route lookup, logger or
// serializer runs for it. Anything else, a HEAD or a query string, and every request once shutdown has begun
// (Fastify then answers 503) goes through Fastify as before. /ready (which asks the database) is never replayed.
import http, { type IncomingMessage, type OutgoingHttpHeader, type ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { REQUEST_ID_HEADER, requestIdOf } from './requestId.ts';

export const LIVENESS_PATH = '/health';

/** Headers that belong to one answer, not to the route: never replayed. */
export const PER_ANSWER_HEADERS: ReadonlySet<string> = new Set([REQUEST_ID_HEADER, 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Header names and values in one list (name, value, name, value…), as Node's writeHead takes them. */
export type FlatHeaders = OutgoingHttpHeader[];

/** The headers Fastify has set on `reply` that belong to its route, not to this one answer: what a replay sends. */
export function headersToReplay(reply: FastifyReply, alsoExcluded: ReadonlySet<string> = new Set()): FlatHeaders {
  const headers: FlatHeaders = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !PER_ANSWER_HEADERS.has(name) && !alsoExcluded.has(name)) headers.push(name, value);
  }
  return headers;
}

/**
 * Sends a replayed answer: the route's headers and this answer's own in one writeHead, as Fastify sends a reply's
 * (a setHeader for each, each stored and checked on its own, was a tenth of the replay's time under load), then the
 * body if any.
 */
export function sendReplayed(response: ServerResponse, status: number, routeHeaders: FlatHeaders, ownHeaders: FlatHeaders, body?: Buffer | string): void {
  response.writeHead(status, routeHeaders.concat(ownHeaders));
  response.end(body);
}

interface RememberedAnswer {
  headers: FlatHeaders;
  body: Buffer;
}

export interface LivenessFastPath {
  /** Fastify's `serverFactory`: a plain HTTP server whose listener replays the remembered answer. */
  serverFactory(handler: (request: IncomingMessage, response: ServerResponse) => void): http.Server;
  /** The health route's onSend hook: remembers its first 200 answer. */
  remember(reply: FastifyReply, payload: unknown): void;
}

/** Another answer given before Fastify (the catalog's replay): true when it answered the request. */
export type FastAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export function createLivenessFastPath(isShuttingDown: () => boolean, other?: FastAnswer): LivenessFastPath {
  let remembered: RememberedAnswer | undefined;

  function replay(request: IncomingMessage, response: ServerResponse, answer: RememberedAnswer): void {
    sendReplayed(response, 200, answer.headers, [REQUEST_ID_HEADER, requestIdOf(request), 'content-length', answer.body.length], answer.body);
  }

  return {
    serverFactory(handler) {
      return http.createServer((request, response) => {
        if (remembered && request.url === LIVENESS_PATH && request.method === 'GET' && !isShuttingDown()) replay(request, response, remembered);
        else if (!other?.(request, response)) handler(request, response);
      });
    },
    remember(reply, payload) {
      if (remembered || reply.statusCode !== 200 || typeof payload !== 'string') return;
      remembered = { headers: headersToReplay(reply), body: Buffer.from(payload) };
    },
  };
}
