// When a signed-in learner opens a product, the attempt the server holds (from another device) is combined with
// the one on this device, inside one IndexedDB transaction so a concurrent local answer is never overwritten.
import type { ApiClient } from '../../api/client.ts';
import type { ShopDatabase } from '../../db/db.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { combineAttempts } from '../../domain/exam/combineAttempts.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';

interface ServerAttempt {
  productId: string;
  mode: TestMode;
  state: LocalExamState | null;
}

export async function pullServerAttempt(api: ApiClient, db: ShopDatabase, userId: string, productId: string, mode: TestMode): Promise<boolean> {
  let remote: ServerAttempt;
  try {
    remote = await api.request<ServerAttempt>(`exam-state/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`, { silent: true });
  } catch {
    return false; // none on the server, or offline: the device's attempt stands
  }
  if (remote.mode !== mode || !remote.state) return false;
  const serverState = remote.state;
  return db.transaction('rw', db.examStates, async () => {
    const current = await db.examStates.get(productId);
    const local = current && current.mode === mode && current.owner === userId ? current.state : null;
    const combined = combineAttempts(local, serverState, mode, [], Date.now());
    if (combined === local) return false;
    await db.examStates.put({ productId, mode, state: combined, owner: userId, updatedAt: Date.now() });
    return true;
  });
}
