// One error handler for the whole API: every input problem becomes a 4xx `{ error, message }`, never a 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/httpError.ts';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { databaseHealth } from '../db/databaseHealth.ts';

interface ErrorBody {
  error: string;
  message: string;
  statusCode: number;
  [detail: string]: unknown;
}

/** Maps Fastify's own error codes for bad input to a stable error code of ours. */
const FASTIFY_INPUT_ERRORS: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'empty_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'invalid_content_length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, error: 'invalid_content_type' },
  FST_ERR_VALIDATION: { status: 400, error: 'validation_failed' },
  FST_ERR_BAD_URL: { status: 400, error: 'bad_url' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, error: 'bad_request' },
};

export function toErrorBody(error: FastifyError | Error): ErrorBody {
  if (error instanceof HttpError) return { ...error.details, statusCode: error.statusCode, error: error.code, message: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { statusCode: 400, error: 'validation_failed', message: fastifyError.message };
  }
  const known = fastifyError.code ? FASTIFY_INPUT_ERRORS[fastifyError.code] : undefined;
  if (known) return { statusCode: known.status, error: known.error, message: fastifyError.message };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, error: 'bad_request', message: fastifyError.message || 'Bad request' };
  }
  // The database is restarting, failing over or gone: the caller tries again shortly (Retry-After), nothing was done.
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      error: 'service_unavailable',
      message: 'The service is briefly unavailable. Nothing was changed; please try again in a few seconds.',
      retry_after_s: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  // Malformed input that slipped through as a SyntaxError (e.g. a broken URI component) is still the caller's fault.
  if (error instanceof SyntaxError || error instanceof URIError) {
    return { statusCode: 400, error: 'bad_request', message: error.message };
  }
  return { statusCode: 500, error: 'internal_error', message: 'Something went wrong on our side. It has been logged.' };
}

/**
 * A 503 (a part underneath is unreachable) or 429 carries Retry-After from its body's retry_after_s; a 503 from the
 * database is counted for the operator and logged as a warning, not as a bug. True when the error was one of those.
 */
export function noteUnavailable(body: ErrorBody, error: Error, request: FastifyRequest, reply: FastifyReply): boolean {
  if (typeof body.retry_after_s === 'number' && (body.statusCode === 503 || body.statusCode === 429)) void reply.header('retry-after', String(body.retry_after_s));
  if (body.statusCode !== 503) return false;
  if (body.error === 'service_unavailable') databaseHealth.answeredUnavailable(error);
  request.log.warn({ code: body.error, message: error.message }, 'a part underneath is unreachable: answered 503');
  return true;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toErrorBody(error);
    if (!noteUnavailable(body, error, request, reply)) {
      if (body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
      else request.log.info({ code: body.error, message: body.message }, 'request rejected');
    }
    return reply.status(body.statusCode).type('application/json').send(body);
  });
}

/** 404 for unknown API routes; anything else is left to `fallback` (the SPA shell). */
export function registerNotFound(app: FastifyInstance, fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && fallback && (request.method === 'GET' || request.method === 'HEAD')) return fallback(request, reply);
    return reply.status(404).send({ statusCode: 404, error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
