// The header's cart count with plain IndexedDB (no Dexie): every page shows it, and the sale and quiz pages must not
// load the shop's code (issue 13 budget). Opens the shop database only if it exists; never creates it.
import { SHOP_DATABASE_NAME } from './names.ts';
import type { Tenant } from '../domain/markets/types.ts';

export function countCartLinesCold(tenant: Tenant, name = SHOP_DATABASE_NAME): Promise<number> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(0);
    request.onsuccess = () => {
      const idb = request.result;
      if (!idb.objectStoreNames.contains('cartLines')) {
        idb.close();
        resolve(0);
        return;
      }
      const count = idb.transaction('cartLines', 'readonly').objectStore('cartLines').index('tenant').count(tenant);
      count.onsuccess = () => {
        idb.close();
        resolve(count.result);
      };
      count.onerror = () => {
        idb.close();
        resolve(0);
      };
    };
  });
}
