// The header's cart count: every page shows it, so the device database is loaded for it after the page's first paint
// (deviceDb.ts), not with the page. 0 when the storage cannot be read (private mode, say): the header still shows.
import type { ShopDatabase } from './db.ts';
import { deviceDb } from './deviceDb.ts';
import type { Tenant } from '../domain/markets/types.ts';

export async function countCartLines(tenant: Tenant, db?: ShopDatabase): Promise<number> {
  try {
    const database = db ?? (await deviceDb());
    return await database.cartLines.where('tenant').equals(tenant).count();
  } catch {
    return 0;
  }
}
