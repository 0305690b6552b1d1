// Serialises a JSON payload once and answers conditional GETs with 304 when the client already has it.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedJson {
  body: string;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, cacheControl: string) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl).header('vary', 'x-country');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === cached.etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
