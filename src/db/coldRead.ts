// The first read of a page that resumes an attempt, straight from IndexedDB: in a fresh tab Dexie takes 5–12 ms to
// open its database (schema checks, table set-up) where a plain open and two requests take about 3 ms. The page
// shows the attempt from this read and follows later changes through Dexie's live queries.
import type { StoredExamState } from './db.ts';
import { unpackRecord } from '../domain/exam/stateCodec.ts';
import type { QuizSetup } from '../domain/config/setup.ts';

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

/** What a product page needs from the device before it loads the simulator. */
export interface ColdProductSummary {
  /** The product's stored attempt (any mode or owner), or null. */
  stored: StoredExamState | null;
  /** The learner's saved setups of the product, per mode. */
  setups: Partial<Record<'practice' | 'exam', QuizSetup>>;
  /** The owner's drill cards of the product due at `now`. */
  dueCards: number;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The attempt, the setups and the due review cards of a product, with plain IndexedDB: a page that only shows a
 * product (and its start button) needs no Dexie and no exam machine until the learner starts.
 */
export async function readProductSummaryCold(name: string, productId: string, owner: string, now: number): Promise<ColdProductSummary> {
  const empty: ColdProductSummary = { stored: null, setups: {}, dueCards: 0 };
  const idb = await openExisting(name);
  if (!idb) return empty;
  try {
    const stores = ['examStates', 'productConfigs', 'drillCards'].filter((store) => idb.objectStoreNames.contains(store));
    if (stores.length === 0) return empty;
    const transaction = idb.transaction(stores, 'readonly');
    const has = (store: string) => stores.includes(store);
    const [record, practice, exam, dueCards] = await Promise.all([
      has('examStates') ? requestResult(transaction.objectStore('examStates').get(productId)) : undefined,
      has('productConfigs') ? requestResult(transaction.objectStore('productConfigs').get(`${productId}:practice`)) : undefined,
      has('productConfigs') ? requestResult(transaction.objectStore('productConfigs').get(`${productId}:exam`)) : undefined,
      has('drillCards')
        ? requestResult(transaction.objectStore('drillCards').index('[owner+productId+dueAt]').count(IDBKeyRange.bound([owner, productId, -Infinity], [owner, productId, now])))
        : 0,
    ]);
    const setupOf = (stored: unknown) => (stored as { config?: QuizSetup } | undefined)?.config;
    const setups: ColdProductSummary['setups'] = {};
    if (setupOf(practice)) setups.practice = setupOf(practice);
    if (setupOf(exam)) setups.exam = setupOf(exam);
    return { stored: record ? unpackRecord(record as StoredExamState) : null, setups, dueCards };
  } finally {
    idb.close();
  }
}
