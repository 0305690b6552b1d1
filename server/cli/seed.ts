// `npm run seed`: migrates the configured database and loads the demo catalog if it was never loaded.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemoIfEmpty } from '../seed/seedDemo.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    return seedDemoIfEmpty(database.db);
  });
  console.log(seeded ? 'Demo catalog loaded.' : 'The demo catalog was already loaded; nothing to do.');
} finally {
  await database.close();
}
