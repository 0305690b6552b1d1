// Serialises a JSON payload once, compresses it once per encoding, and answers conditional GETs with 304 when the
// client already has it. The catalog compresses ahead (precompress: brotli and gzip at their best, off the event
// loop, once per catalog version); other payloads are gzipped on the first request that accepts gzip.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedJson {
  /** A string, not a Buffer: under jsdom (integration tests) Fastify takes a Buffer of another realm for an object. */
  body: string;
  etag: string;
  /** The body gzipped: made ahead by precompress, else on the first request that accepts gzip. */
  gzip?: Buffer;
  /** The body brotli-compressed: made ahead by precompress only. */
  br?: Buffer;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this go out as they are: compression would not pay for itself. */
const COMPRESS_MIN_BYTES = 1024;
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/**
 * Compresses `cached` with gzip and brotli (best ratio: this runs once per version). When `previous` has the same
 * ETag its variants are reused, so an unchanged catalog re-read from the database is not compressed again.
 */
export async function precompress(cached: CachedJson, previous?: CachedJson): Promise<CachedJson> {
  if (previous && previous.etag === cached.etag) return previous;
  if (cached.body.length < COMPRESS_MIN_BYTES) return cached;
  const [gzip, br] = await Promise.all([
    gzipAsync(cached.body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotliAsync(cached.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(cached.body) } }),
  ]);
  return { ...cached, gzip, br };
}

/** Accept-Encoding values seen, with what they allow: a handful of distinct strings come from real clients. */
const acceptedCache = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPTED_CACHE_MAX = 256;

/** What an Accept-Encoding header allows (q=0 refuses; `*` allows both). */
export function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  let known = acceptedCache.get(header);
  if (known) return known;
  known = { br: false, gzip: false };
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') known.br = true;
    if (name === 'gzip' || name === 'x-gzip' || name === '*') known.gzip = true;
  }
  if (acceptedCache.size >= ACCEPTED_CACHE_MAX) acceptedCache.clear();
  acceptedCache.set(header, known);
  return known;
}

function encodingFor(acceptEncoding: string | undefined, cached: CachedJson): Encoding {
  if (!acceptEncoding || cached.body.length < COMPRESS_MIN_BYTES) return 'identity';
  const allows = acceptedEncodings(acceptEncoding);
  if (allows.br && cached.br) return 'br';
  return allows.gzip ? 'gzip' : 'identity';
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch === etag || ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface CachedJsonOptions {
  /** The Vary header (default `x-country, accept-encoding`). */
  vary?: string;
}

/** Answers with `cached` (ETag, Cache-Control, Vary): 304 for the ETag the client holds, else the body in the encoding it accepts best. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, cacheControl: string, options: CachedJsonOptions = {}) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl).header('vary', options.vary ?? 'x-country, accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, cached.etag)) return reply.status(304).send();
  const encoding = encodingFor(request.headers['accept-encoding'], cached);
  reply.header('content-type', JSON_CONTENT_TYPE);
  if (encoding === 'identity') return reply.send(cached.body);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? cached.br! : (cached.gzip ??= zlib.gzipSync(cached.body)));
}
