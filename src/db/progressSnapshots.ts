// What My progress shows per product (issue 22), kept by the product page and read by My progress in one request.
import type { ShopDatabase } from './db.ts';
import { sameSnapshot, type ProgressSnapshot } from '../domain/learning/progressSnapshot.ts';

/** Writes the snapshot unless the stored one says the same; returns whether it wrote. */
export async function keepProgressSnapshot(db: ShopDatabase, snapshot: ProgressSnapshot): Promise<boolean> {
  return db.transaction('rw', db.progressSnapshots, async () => {
    if (sameSnapshot(await db.progressSnapshots.get(snapshot.key), snapshot)) return false;
    await db.progressSnapshots.put(snapshot);
    return true;
  });
}

/** The learner's products with progress, most recently changed first. */
export async function progressSnapshotsOf(db: ShopDatabase, owner: string): Promise<ProgressSnapshot[]> {
  const snapshots = await db.progressSnapshots.where('owner').equals(owner).toArray();
  return snapshots.sort((a, b) => b.updatedAt - a.updatedAt);
}
