// "Restore configuration" from the error toast (SPEC §7: a helper with productId, userId and mode): forget the
// product's stored configuration of that mode (of both when the mode is unknown) on this device and, for a
// signed-in learner, on the server too, so the next visit starts from the defaults.
import type { ApiClient } from '../../api/client.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { shopDb, type ShopDatabase } from '../../db/db.ts';
import { resetSetup } from '../../db/productConfigs.ts';

export interface RestoreRequest {
  productId: string;
  userId: string;
  mode: TestMode | '';
}

/** Resolves true when every copy was reset; false when the server could not be reached or refused (device reset). */
export async function restoreConfiguration(api: ApiClient | null, { productId, userId, mode }: RestoreRequest, db: ShopDatabase = shopDb()): Promise<boolean> {
  const modes: TestMode[] = mode ? [mode] : ['practice', 'exam'];
  await resetSetup(db, productId, mode || 'all');
  if (!api || !userId || userId === GUEST_USER_ID) return true;
  const results = await Promise.allSettled(
    modes.map((m) =>
      api.request(`products/${encodeURIComponent(productId)}/config/resetDefault/${encodeURIComponent(userId)}/${m}`, { method: 'DELETE', productId, silent: true }),
    ),
  );
  return results.every((result) => result.status === 'fulfilled');
}
