// The request id: a caller's (or proxy's) `x-request-id` when it is short and of safe characters, else a new one:
// this process's random prefix and a counter (unique across replicas in practice, and cheaper than a UUID per request).
// Fastify puts it on every log line of the request (reqId); app.ts's onSend hook echoes it in `x-request-id`; it is
// stored with the client error reports the request carried, and passed to the jobs the request enqueued.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, at most 64: enough for a UUID or a proxy's id, nothing that can forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's `genReqId` (with `requestIdHeader: false`, so the header is read here, validated). */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return incoming !== undefined && isSafeRequestId(incoming) ? incoming : `${PROCESS_PREFIX}${(++issued).toString(36)}`;
}

/** 12 random hex digits per process, then `-` and the request's number in base 36. */
const PROCESS_PREFIX = `${crypto.randomBytes(6).toString('hex')}-`;
let issued = 0;
