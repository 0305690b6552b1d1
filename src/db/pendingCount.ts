// The header's sync indicator (issue 22): how many of a signed-in learner's actions wait for the server, of every
// product. A guest's actions are not waiting for the server: they stay on the device until an account adopts them.
// The device database is loaded for it after the page's first paint (deviceDb.ts); 0 when the storage cannot be read.
import type { ShopDatabase } from './db.ts';
import { deviceDb } from './deviceDb.ts';

export async function countPendingActions(owner: string, db?: ShopDatabase): Promise<number> {
  try {
    const database = db ?? (await deviceDb());
    return await database.outbox.where('owner').equals(owner).filter((entry) => entry.status === 'pending').count();
  } catch {
    return 0;
  }
}
