// Up to version 10 the app kept its catalog copies in a plain IndexedDB database of its own (exam-quiz-catalog, one
// store `catalogs` keyed by `${tenant}:${country}`). Version 11 keeps them in the shop database (catalogCopies.ts):
// the upgrade, or the creation of the shop database on a device that only browsed, moves them over.
import Dexie, { type Transaction } from 'dexie';
import type { StoredCatalogCopy } from './db.ts';

export const LEGACY_CATALOG_DATABASE = 'exam-quiz-catalog';
const LEGACY_STORE = 'catalogs';

/** Every copy the old database holds; none when it does not exist (it is not created by looking). */
async function readLegacyCatalogCopies(): Promise<StoredCatalogCopy[]> {
  if (!(await Dexie.exists(LEGACY_CATALOG_DATABASE))) return [];
  // No schema declared: Dexie opens the database as it is, at its own version.
  const legacy = new Dexie(LEGACY_CATALOG_DATABASE);
  try {
    await legacy.open();
    if (!legacy.tables.some((table) => table.name === LEGACY_STORE)) return [];
    return (await legacy.table<StoredCatalogCopy, string>(LEGACY_STORE).toArray()).filter((copy) => typeof copy?.key === 'string' && copy.catalog);
  } finally {
    legacy.close();
  }
}

/**
 * Inside the shop database's upgrade transaction: copies the old database's catalogs into catalogCopies, and deletes
 * the old database once that transaction has committed (if the upgrade fails, the copies stay where they were).
 */
export async function moveLegacyCatalogCopies(tx: Transaction): Promise<void> {
  // The upgrade transaction is kept open while another database is read (Dexie.waitFor), or it would commit early.
  const copies = await Dexie.waitFor(readLegacyCatalogCopies());
  if (copies.length === 0) return;
  await tx.table<StoredCatalogCopy, string>('catalogCopies').bulkPut(copies);
  tx.on('complete', () => void Dexie.delete(LEGACY_CATALOG_DATABASE).catch(() => undefined));
}
