// RFC 6749 §5.2 error responses `{ error, error_description }` (plus `message`, the API's usual field) for token endpoints.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { noteUnavailable, toErrorBody } from '../../plugins/errors.ts';

export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    description: string,
    readonly extra: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);
export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

/** Token responses and their errors must not be cached (RFC 6749 §5.1). */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** Scoped to the plugin it is called in: schema failures there become invalid_request. */
export function registerOAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | OAuthError, request, reply) => {
    noStore(reply);
    if (error instanceof OAuthError) {
      request.log.info({ code: error.code }, 'token request rejected');
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: error.code, error_description: error.message, message: error.message, ...error.extra });
    }
    const body = toErrorBody(error);
    if (!noteUnavailable(body, error, request, reply) && body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
    const code = body.error === 'validation_failed' || body.error === 'empty_body' ? 'invalid_request' : body.error;
    return reply.status(body.statusCode).send({ error: code, error_description: body.message, message: body.message });
  });
}
