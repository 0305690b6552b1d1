// The first read of a page that resumes an attempt, straight from IndexedDB: in a fresh tab Dexie takes 5–12 ms to
// open its database (schema checks, table set-up) where a plain open and two requests take about 3 ms. The page
// shows the attempt from this read and follows later changes through Dexie's live queries.
import type { StoredExamState } from './db.ts';
import { unpackRecord } from './examStateCodec.ts';

export interface ColdAttempt {
  stored: StoredExamState | null;
  /** Actions of any product waiting for the server. */
  pending: number;
}

function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    // No database yet: do not create one here (Dexie creates it with its schema); there is nothing to read.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
  });
}

export async function readAttemptCold(name: string, productId: string): Promise<ColdAttempt> {
  const idb = await openExisting(name);
  if (!idb) return { stored: null, pending: 0 };
  try {
    if (!idb.objectStoreNames.contains('examStates') || !idb.objectStoreNames.contains('outbox')) return { stored: null, pending: 0 };
    const transaction = idb.transaction(['examStates', 'outbox'], 'readonly');
    const stored = new Promise<StoredExamState | undefined>((resolve, reject) => {
      const request = transaction.objectStore('examStates').get(productId);
      request.onsuccess = () => resolve(request.result as StoredExamState | undefined);
      request.onerror = () => reject(request.error);
    });
    const pending = new Promise<number>((resolve, reject) => {
      const request = transaction.objectStore('outbox').index('status').count('pending');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const [record, count] = await Promise.all([stored, pending]);
    return { stored: record ? unpackRecord(record) : null, pending: count };
  } finally {
    idb.close();
  }
}
