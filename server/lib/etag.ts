// Serialises a JSON payload once (and gzips it once, for clients that accept it) and answers conditional GETs
// with 304 when the client already has it.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedJson {
  body: string;
  etag: string;
  /** The body gzipped, made on the first request that accepts gzip. */
  gzipped?: Buffer;
}

/** Bodies smaller than this go out as they are: gzip would not pay for itself. */
const GZIP_MIN_BYTES = 1024;

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

const acceptsGzip = (request: FastifyRequest): boolean => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, cacheControl: string) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl).header('vary', 'x-country, accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === cached.etag)) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (cached.body.length >= GZIP_MIN_BYTES && acceptsGzip(request)) {
    cached.gzipped ??= zlib.gzipSync(cached.body);
    return reply.header('content-encoding', 'gzip').send(cached.gzipped);
  }
  return reply.send(cached.body);
}
