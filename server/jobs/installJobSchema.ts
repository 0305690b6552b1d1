// Installs (or migrates) the pg-boss schema and creates every queue, then stops: for test templates and
// `npm run jobs -- install`. The server does the same at start (startJobSystem).
import type { Database } from '../db/open.ts';
import { createBoss, ensureQueues } from './jobSystem.ts';

export async function installJobSchema(database: Pick<Database, 'jobConnection'>): Promise<void> {
  const boss = createBoss(database, { schedule: false, supervise: false });
  await boss.start();
  try {
    await ensureQueues(boss);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
