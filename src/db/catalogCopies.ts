// The catalog as the learner last saw it: when both the network and the service worker's cache fail (first visit
// offline after the cache was cleared, or no service worker), search still has data. Kept in a small IndexedDB
// database of its own, written with plain IndexedDB: the sale page never loads Dexie for it (about 28 KB of the
// first visit's JavaScript), and the exam database is not opened by a page that only browses.
import type { Catalog } from '../domain/catalog/types.ts';
import type { CountryCode, Tenant } from '../domain/markets/types.ts';

const DATABASE = 'exam-quiz-catalog';
const STORE = 'catalogs';

interface StoredCatalog {
  /** `${tenant}:${country}` */
  key: string;
  catalog: Catalog;
  fetchedAt: number;
}

const keyOf = (tenant: Tenant, country: CountryCode) => `${tenant}:${country}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onabort = transaction.onerror = () => {
          db.close();
          reject(transaction.error ?? request.error);
        };
      }),
  );
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 1_000);
}

export async function keepCatalogCopy(tenant: Tenant, country: CountryCode, catalog: Catalog): Promise<void> {
  const record: StoredCatalog = { key: keyOf(tenant, country), catalog, fetchedAt: Date.now() };
  await run('readwrite', (store) => store.put(record));
}

export async function readCatalogCopy(tenant: Tenant, country: CountryCode): Promise<Catalog | null> {
  const stored = (await run('readonly', (store) => store.get(keyOf(tenant, country)))) as StoredCatalog | undefined;
  return stored?.catalog ?? null;
}

/** The catalog from the API, kept as a copy; on failure, the copy (or the failure when there is none). */
export async function catalogWithCopy(tenant: Tenant, country: CountryCode, load: () => Promise<Catalog>): Promise<Catalog> {
  try {
    const catalog = await load();
    // Kept when the browser is idle, not while the page renders; a full disk must not break the page.
    whenIdle(() => void keepCatalogCopy(tenant, country, catalog).catch(() => undefined));
    return catalog;
  } catch (error) {
    const copy = await readCatalogCopy(tenant, country).catch(() => null);
    if (copy) return copy;
    throw error;
  }
}
