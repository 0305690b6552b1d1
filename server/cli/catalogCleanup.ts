// `npm run catalog:cleanup [-- --dry-run] [--now 2026-03-01T00:00:00Z]`: retires the super-category lists whose keep
// time has passed (level 1: 30 days, level 2: 180 days without an update) and deletes expired top ads, as the server's
// hourly run does. --dry-run lists what would change and changes nothing; --now runs as of another instant.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { runCatalogCleanup } from '../jobs/catalogCleanup.ts';
import { expireTopAds } from '../jobs/topAdsExpiry.ts';

const dryRun = process.argv.includes('--dry-run');
const nowIndex = process.argv.indexOf('--now');
const now = nowIndex > 0 ? Date.parse(process.argv[nowIndex + 1] ?? '') : Date.now();
if (Number.isNaN(now)) {
  console.error('--now needs an instant such as 2026-03-01T00:00:00Z');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  const verb = dryRun ? 'would retire' : 'retired';
  const retired = await runCatalogCleanup(database.db, { now, dryRun });
  for (const list of retired) {
    console.log(`${verb} ${list.tenant}/${list.country}/${list.url} (level ${list.level}, last update ${list.lastUpdate.toISOString()}, due ${list.dueAt.toISOString()})`);
  }
  const expired = await expireTopAds(database.db, { now, dryRun });
  for (const productId of expired) console.log(`${dryRun ? 'would drop' : 'dropped'} top ad ${productId}`);
  console.log(`${retired.length} super-category list(s) ${verb}, ${expired.length} top ad(s) ${dryRun ? 'would be dropped' : 'dropped'}${dryRun ? ' (dry run: nothing changed)' : ''}.`);
} finally {
  await database.close();
}
