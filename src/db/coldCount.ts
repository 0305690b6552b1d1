// Counts for the header with plain IndexedDB (no Dexie: every page shows them, and the sale and quiz pages must not
// load the shop's code). Opens the shop database only if it exists; never creates it. 0 when there is nothing to read.
import { SHOP_DATABASE_NAME } from './names.ts';

/** How many records of `store` have `key` in `index`. */
export function countIndexCold(store: string, index: string, key: IDBValidKey, name = SHOP_DATABASE_NAME): Promise<number> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(0);
    request.onsuccess = () => {
      const idb = request.result;
      if (!idb.objectStoreNames.contains(store)) {
        idb.close();
        resolve(0);
        return;
      }
      const count = idb.transaction(store, 'readonly').objectStore(store).index(index).count(key);
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
