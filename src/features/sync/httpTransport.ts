// The sync transport over the API: POST exam-sync/{userId}. Maps HTTP outcomes onto what the sync machine needs:
// network, 5xx and most 4xx → retry with backoff, 401 → renew the session first, an unreadable entry or a batch
// too large (400 validation of body/entries, 413) → the batch was refused.
import { ApiError, type ApiClient } from '../../api/client.ts';
import type { SyncRequest, SyncResponse } from '../../domain/sync/protocol.ts';
import { SyncTransportError, type SyncTransport } from './syncEngine.ts';

export function httpSyncTransport(api: ApiClient): SyncTransport {
  return {
    async send(userId: string, request: SyncRequest): Promise<SyncResponse> {
      try {
        return await api.request<SyncResponse>(`exam-sync/${encodeURIComponent(userId)}`, { method: 'POST', body: request, silent: true, ownAuthErrors: true });
      } catch (error) {
        if (!(error instanceof ApiError)) throw new SyncTransportError('network', String(error));
        if (error.status === 0) throw new SyncTransportError('network', error.message);
        if (error.status === 401) throw new SyncTransportError('unauthorized', error.message);
        // An entry the server cannot read (its validation names body/entries/…), or a batch too large: the engine
        // isolates the entry at fault. Any other 4xx (a proxy, a cut-off body, a server mid-deploy) says nothing
        // about the entries and is retried.
        if (error.status === 413 || (error.status === 400 && error.code === 'validation_failed' && /\bbody\/entries\//.test(error.message))) {
          throw new SyncTransportError('refused', error.message);
        }
        // Anything else (5xx, 429, a 403 or 404 from a server in the middle of a deploy) says nothing about the entries;
        // a 503 or 429 says when to try again.
        throw new SyncTransportError('server', error.message, retryAfterMsOf(error));
      }
    },
  };
}

/** The server's retry_after_s (sent with its Retry-After header), in ms; undefined when it named none. */
export function retryAfterMsOf(error: ApiError): number | undefined {
  const seconds = (error.data as { retry_after_s?: unknown } | undefined)?.retry_after_s;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) * 1000 : undefined;
}

/**
 * On pagehide, hand what is still pending to the browser with sendBeacon (saveAsync): it is delivered even as the
 * page goes away. It authenticates with the access token in its body, since a beacon cannot carry headers.
 * The entries stay in the outbox; the next flush sends them again and the server answers "duplicate".
 */
export function beaconSave(url: string, body: SyncRequest & { accessToken: string }): boolean {
  if (typeof navigator === 'undefined' || !navigator.sendBeacon) return false;
  return navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}
