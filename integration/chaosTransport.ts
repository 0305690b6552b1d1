// A SyncTransport to the real server in process (inject, no sockets) that misbehaves on a schedule: it loses
// requests and responses, delivers twice at once, holds a request back and delivers it later, fails with 5xx,
// and lets the session's token expire. Used by the sync model test.
import { SyncTransportError, type SyncTransport } from '../src/features/sync/syncEngine.ts';
import type { SyncRequest, SyncResponse } from '@domain/sync/protocol.ts';
import { syncCall } from '../server/test/exam.ts';
import type { TestApp } from '../server/test/helper.ts';

export const FAULTS = ['ok', 'drop-request', 'drop-response', 'duplicate', 'hold', 'release', 'server-error', 'expire-token'] as const;
export type Fault = (typeof FAULTS)[number];

/** The device's session: the access token it sends, which the test renews after an 'unauthorized'. */
export interface Session {
  token: string;
  expiredToken: string;
}

export interface ChaosTransport extends SyncTransport {
  /** Requests held back by 'hold', not yet delivered. */
  held: SyncRequest[];
  /** Delivers every held request, ignoring the answers (late deliveries after the device moved on). */
  releaseAll(userId: string): Promise<void>;
}

/** One real call, with the HTTP outcome mapped as the device's httpSyncTransport maps it. */
export async function deliver(app: TestApp, userId: string, token: string, request: SyncRequest): Promise<SyncResponse> {
  const response = await syncCall(app, userId, token, request);
  if (response.statusCode === 200) return response.json<SyncResponse>();
  if (response.statusCode === 401) throw new SyncTransportError('unauthorized', response.body);
  if (response.statusCode >= 500) throw new SyncTransportError('server', response.body);
  throw new SyncTransportError('refused', `${response.statusCode} ${response.body}`);
}

const lost = (what: string) => new SyncTransportError('network', what);

/** Each send takes the next fault of the schedule; past its end every call is 'ok'. */
export function chaosTransport(app: TestApp, session: Session, schedule: readonly Fault[]): ChaosTransport {
  let next = 0;
  const held: SyncRequest[] = [];
  const copy = (request: SyncRequest): SyncRequest => structuredClone(request);

  return {
    held,
    async releaseAll(userId) {
      while (held.length > 0) await deliver(app, userId, session.token, held.shift()!).catch(() => undefined);
    },
    async send(userId, request) {
      const fault = schedule[next++] ?? 'ok';
      switch (fault) {
        case 'ok':
          return deliver(app, userId, session.token, request);
        case 'drop-request':
          throw lost('request lost before the server saw it');
        case 'drop-response':
          await deliver(app, userId, session.token, request);
          throw lost('response lost after the server applied the batch');
        case 'duplicate': {
          // Two identical requests at the same time, e.g. a retry racing the original.
          const [first] = await Promise.all([deliver(app, userId, session.token, request), deliver(app, userId, session.token, copy(request))]);
          return first;
        }
        case 'hold':
          held.push(copy(request));
          throw lost('request held back in the network');
        case 'release': {
          // An earlier request arrives now, before this one; nobody is waiting for its answer any more.
          const late = held.shift();
          if (late) await deliver(app, userId, session.token, late).catch(() => undefined);
          return deliver(app, userId, session.token, request);
        }
        case 'server-error':
          throw new SyncTransportError('server', '503 from a proxy before the API');
        case 'expire-token':
          session.token = session.expiredToken;
          return deliver(app, userId, session.token, request);
      }
    },
  };
}
