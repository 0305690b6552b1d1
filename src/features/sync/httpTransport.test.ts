// How the sync transport reads a failed call: only an entry the server cannot read (or a batch too large) is
// "refused" (the engine then isolates and keeps that entry); every other failure is retried, never rejected.
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { httpSyncTransport } from './httpTransport.ts';
import { SyncTransportError } from './syncEngine.ts';

const failingWith = (error: unknown) => ({ request: async () => Promise.reject(error) }) as unknown as ApiClient;
const url = '/api/2.0/eq/exam-sync/u1';
const failed = (status: number, message: string, code?: string) => new ApiError(status, url, message, code, undefined);

async function failureOf(error: unknown) {
  try {
    await httpSyncTransport(failingWith(error)).send('u1', { clientId: 'c', entries: [] });
  } catch (caught) {
    return (caught as SyncTransportError).failure;
  }
  throw new Error('the call did not fail');
}

describe('sync transport failures', () => {
  it.each([
    ['an unreadable entry', failed(400, 'body/entries/0/event/testName must match pattern', 'validation_failed'), 'refused'],
    ['a batch too large', failed(413, 'Request body is too large', 'body_too_large'), 'refused'],
    ['a 400 about the request, not an entry', failed(400, 'body/clientId must match pattern', 'validation_failed'), 'server'],
    ['a cut-off body', failed(400, 'Unexpected end of JSON input', 'malformed_json'), 'server'],
    ['a proxy refusing the headers', failed(400, 'Request Header Or Cookie Too Large'), 'server'],
    ['a 404 mid-deploy', failed(404, 'No route', 'not_found'), 'server'],
    ['a 503', failed(503, 'Service Unavailable'), 'server'],
    ['an expired session', failed(401, 'expired', 'unauthorized'), 'unauthorized'],
    ['no connection', failed(0, 'Failed to fetch', 'network'), 'network'],
    ['a thrown TypeError', new TypeError('Failed to fetch'), 'network'],
  ])('%s → %s', async (_name, error, failure) => {
    expect(await failureOf(error)).toBe(failure);
  });
});

describe("the server's Retry-After", () => {
  const retryAfterOf = async (error: unknown) =>
    httpSyncTransport(failingWith(error))
      .send('u1', { clientId: 'c', entries: [] })
      .then(
        () => 'sent',
        (caught: SyncTransportError) => caught.retryAfterMs,
      );

  it('is carried from a 503 "briefly unavailable" (its retry_after_s) to the next try, and absent when not given', async () => {
    const unavailable = new ApiError(503, url, 'The service is briefly unavailable.', 'service_unavailable', undefined, { retry_after_s: 5 });
    expect(await retryAfterOf(unavailable)).toBe(5_000);
    expect(await retryAfterOf(failed(503, 'Service Unavailable'))).toBeUndefined();
    // A server asking for an hour gets five minutes at most: the learner's answers should not wait that long.
    expect(await retryAfterOf(new ApiError(503, url, 'maintenance', 'service_unavailable', undefined, { retry_after_s: 3600 }))).toBe(300_000);
  });
});
