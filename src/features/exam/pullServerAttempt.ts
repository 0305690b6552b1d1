// When a signed-in learner opens a product, the attempt the server holds (from another device) is combined with
// the one on this device. While this device still owes the server actions on the product, the server's copy is
// older than ours and is left alone: the flush that sends them brings the server's view back with its reply.
import type { ApiClient } from '../../api/client.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { combineWithServerAttempt, hasPendingFor } from '../../db/outbox.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { ServerAttemptView } from '../../domain/sync/protocol.ts';

export async function pullServerAttempt(api: ApiClient, db: ShopDatabase, userId: string, productId: string, mode: TestMode): Promise<boolean> {
  if (await hasPendingFor(db, productId, userId)) return false;
  let remote: ServerAttemptView & { productId: string };
  try {
    remote = await api.request(`exam-state/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`, { silent: true });
  } catch {
    return false; // none on the server, or offline: the device's attempt stands
  }
  if (remote.mode !== mode || !remote.state) return false;
  return combineWithServerAttempt(db, userId, productId, mode, remote.state, Date.now());
}
