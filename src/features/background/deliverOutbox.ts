// The service worker's delivery of the outbox (Background Sync, issue 34): the signed-in learner's pending entries and
// drill grades sent with the page's own module (sendProgress.ts: the same protocol, exactly-once claims and
// one-sender lock), through the page's API client, with a token from the login copy. No DOM: everything comes as
// parameters.
import { readBackgroundSession } from '../../db/backgroundSession.ts';
import { sendProgress } from '../sync/sendProgress.ts';
import type { TransportFailure } from '../sync/syncEngine.ts';
import { backgroundApi, type BackgroundApiDeps } from './backgroundApi.ts';

export type BackgroundDelivery =
  | { kind: 'done'; applied: number; rejected: number }
  /** The network or the server failed: the browser fires the sync again later (or the page sends it). */
  | { kind: 'retry'; failure: TransportFailure; applied: number }
  /** Nobody signed in on this device, or the refresh was refused: the entries wait for the learner to sign in. */
  | { kind: 'signed-out' };

export async function deliverOutboxInBackground(deps: BackgroundApiDeps): Promise<BackgroundDelivery> {
  const session = await readBackgroundSession(deps.db);
  if (!session?.login) return { kind: 'signed-out' };
  const { api, tokens } = await backgroundApi(deps, session);
  const send = () => sendProgress({ db: deps.db, api, locks: deps.locks }, session.userId);
  const first = await send();
  if (first.kind !== 'retry' || first.failure !== 'unauthorized') return first;
  // The server refused the token: renew it once (a refusal leaves the entries queued), then send again.
  const renewed = await tokens.refresh(true);
  if (renewed.kind === 'refused' || renewed.kind === 'anonymous') return { kind: 'signed-out' };
  if (renewed.kind !== 'token') return { kind: 'retry', failure: 'network', applied: first.applied };
  return send();
}
