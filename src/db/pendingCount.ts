// The header's sync indicator (issue 22): how many learner actions wait for the server, with plain IndexedDB (no
// Dexie: every page shows it). Opens the shop database only if it exists; never creates it.
import { SHOP_DATABASE_NAME } from './names.ts';

export function countPendingActionsCold(name = SHOP_DATABASE_NAME): Promise<number> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(0);
    request.onsuccess = () => {
      const idb = request.result;
      if (!idb.objectStoreNames.contains('outbox')) {
        idb.close();
        resolve(0);
        return;
      }
      const count = idb.transaction('outbox', 'readonly').objectStore('outbox').index('status').count('pending');
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
