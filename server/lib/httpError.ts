// A 4xx the API means to send: `{ error, message }` (ARCHITECTURE.md §3).
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More fields of the body, for a client to act on (e.g. retry_after_s). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Too many tries: the body and the Retry-After header say when to come back. */
export const tooManyAttempts = (message: string, retryAfterS: number) => new HttpError(429, 'too_many_attempts', message, { retry_after_s: retryAfterS });

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);
export const unauthorized = (message: string, code = 'unauthorized') => new HttpError(401, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

/** A part underneath (the throttle store, the payment provider) cannot answer now: 503 with Retry-After. */
export const serviceUnavailable = (message: string, retryAfterS: number, code = 'service_unavailable') =>
  new HttpError(503, code, message, { retry_after_s: retryAfterS });
