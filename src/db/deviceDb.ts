// The device database for code that runs on pages whose first paint does not need it (the header's counts, the
// catalog copy, the product page's summary): Dexie and the schema are fetched and parsed on first use, not with the
// page. Everything else receives the database (shopDb()) from whoever already loaded it.
import type { ShopDatabase } from './db.ts';

export async function deviceDb(): Promise<ShopDatabase> {
  const { shopDb } = await import('./db.ts');
  return shopDb();
}
