// The header's sync indicator (issue 22): how many learner actions wait for the server, of every product. The device
// database is loaded for it after the page's first paint (deviceDb.ts); 0 when the storage cannot be read.
import type { ShopDatabase } from './db.ts';
import { deviceDb } from './deviceDb.ts';

export async function countPendingActions(db?: ShopDatabase): Promise<number> {
  try {
    const database = db ?? (await deviceDb());
    return await database.outbox.where('status').equals('pending').count();
  } catch {
    return 0;
  }
}
