// When a signed-in learner opens a product, comes back to its page or regains the network, the attempt the server
// holds (with other devices' actions) is combined with the one on this device: the same attempt by joining the two
// logs, so nothing of this device's is lost even while some of it still waits to be sent.
import type { ApiClient } from '../../api/client.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { combineWithServerAttempt } from '../../db/outbox.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { ServerAttemptView } from '../../domain/sync/protocol.ts';

export async function pullServerAttempt(api: ApiClient, db: ShopDatabase, userId: string, productId: string, mode: TestMode): Promise<boolean> {
  let remote: ServerAttemptView & { productId: string };
  try {
    remote = await api.request(`exam-state/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`, { silent: true });
  } catch {
    return false; // none on the server, or offline: the device's attempt stands
  }
  if (remote.mode !== mode || !remote.state) return false;
  return combineWithServerAttempt(db, userId, productId, mode, remote.state, Date.now());
}

/** Minimum time between two re-reads: focus and visibility often come together. */
const REREAD_GAP_MS = 3000;

/** Calls `reread` when the page comes back into view or focus, or the network returns; returns the unsubscribe. */
export function onReturnOrReconnect(reread: () => void): () => void {
  let last = 0;
  const maybe = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < REREAD_GAP_MS) return;
    last = Date.now();
    reread();
  };
  window.addEventListener('focus', maybe);
  window.addEventListener('online', maybe);
  document.addEventListener('visibilitychange', maybe);
  return () => {
    window.removeEventListener('focus', maybe);
    window.removeEventListener('online', maybe);
    document.removeEventListener('visibilitychange', maybe);
  };
}
