// "Restore configuration" from the error toast: forget this product's stored configuration on this device so the
// next visit starts from the defaults. (The server-side reset joins here when signed-in configs exist.)
import { shopDb, type ShopDatabase } from '../../db/db.ts';

export async function restoreConfiguration(productId: string, db: ShopDatabase = shopDb()): Promise<number> {
  return db.productConfigs.where('productId').equals(productId).delete();
}
