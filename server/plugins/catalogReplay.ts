// The catalog's answers replayed before Fastify. The catalog is what every visit and every service-worker refresh asks
// for, and while a country's catalog version is fresh its answer to one address is fixed: the same bytes (as they are,
// gzip or brotli by Accept-Encoding), the same headers, or a 304 for the ETag the browser holds. Once Fastify has
// answered the address (the route offers its answer, with the headers it set, the security headers among them), the
// server's request listener answers it itself until the version goes stale or a catalog change drops it: a fresh
// request id, the encoding and the 304 chosen by sendCachedJson's own rules, one observation in the request-duration
// histogram. No hook, route lookup, validation or logger runs for it. Anything else (another address or method, a
// stale or dropped answer, a body, shutdown, a log level that writes every request) goes through Fastify as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerFor, type CachedJson } from '../lib/etag.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './requestId.ts';
import { headersToReplay, sendReplayed, type FlatHeaders } from './livenessFastPath.ts';
import type { RequestDurations } from '../metrics/requestDurations.ts';

/** Beside those of one answer (headersToReplay): what depends on the encoding chosen, and cookies. */
const PER_ENCODING = new Set(['content-encoding', 'content-type', 'set-cookie']);

interface OfferedAnswer {
  cached: CachedJson;
  /** The headers Fastify set before choosing the encoding (security headers, ETag, Cache-Control, Vary). */
  headers: FlatHeaders;
  freshUntil: number;
  /** The route pattern, the histogram's label. */
  route: string;
  country: string;
}

export interface CatalogReplay {
  /**
   * The route offers its answer for `country`, headers set and not yet sent; kept only for a GET of exactly the
   * route's address with `?country=<country>` (one key per country, however clients spell the query).
   */
  offer(request: FastifyRequest, reply: FastifyReply, country: string, cached: CachedJson, freshUntil: number): void;
  /** A country's catalog changed: its answers go through Fastify again until offered anew. */
  forget(country: string): void;
  /** Answers `request` when it is a replayable GET (true), else leaves it to Fastify (false). */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean;
  /** Where observations go (the app's metrics are made after the server). */
  observeWith(durations: RequestDurations): void;
  /** How many requests were answered here (the tests tell the two paths apart by it). */
  readonly answered: number;
}

export function createCatalogReplay(options: { enabled: () => boolean; now?: () => number }): CatalogReplay {
  const now = options.now ?? Date.now;
  const byUrl = new Map<string, OfferedAnswer>();
  let durations: RequestDurations | undefined;
  let answered = 0;

  return {
    offer(request, reply, country, cached, freshUntil) {
      const route = request.routeOptions.url;
      const canonicalUrl = `${route}?country=${country}`;
      if (request.method !== 'GET' || route === undefined || request.url !== canonicalUrl || !options.enabled()) return;
      const current = byUrl.get(canonicalUrl);
      if (current && current.cached === cached && current.freshUntil === freshUntil) return;
      byUrl.set(canonicalUrl, { cached, headers: headersToReplay(reply, PER_ENCODING), freshUntil, route, country });
    },
    forget(country) {
      for (const [url, answer] of byUrl) if (answer.country === country) byUrl.delete(url);
    },
    tryAnswer(request, response) {
      // A GET that carries a body is Fastify's to judge.
      if (request.method !== 'GET' || byUrl.size === 0 || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined) return false;
      const answer = byUrl.get(request.url ?? '');
      if (!answer) return false;
      if (now() >= answer.freshUntil || !options.enabled()) {
        byUrl.delete(request.url!);
        return false;
      }
      const started = performance.now();
      const { cached } = answer;
      const chosen = answerFor(request.headers, cached);
      const requestId = requestIdOf(request);
      let status = 200;
      if (chosen.notModified) {
        status = 304;
        sendReplayed(response, status, answer.headers, [REQUEST_ID_HEADER, requestId]);
      } else {
        const own = [REQUEST_ID_HEADER, requestId, 'content-type', chosen.contentType, 'content-length', Buffer.byteLength(chosen.body)];
        if (chosen.encoding !== 'identity') own.push('content-encoding', chosen.encoding);
        sendReplayed(response, status, answer.headers, own, chosen.body);
      }
      answered++;
      durations?.observe('GET', answer.route, status, (performance.now() - started) / 1000);
      return true;
    },
    observeWith(histogram) {
      durations = histogram;
    },
    get answered() {
      return answered;
    },
  };
}
