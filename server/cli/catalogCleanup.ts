// `npm run catalog:cleanup [-- --dry-run] [--now 2026-03-01T00:00:00Z]`: retires the super-category lists whose keep
// time has passed (level 1: 30 days, level 2: 180 days without an update) and deletes expired top ads, as the server's
// hourly run does. --dry-run lists what would change and changes nothing; --now runs as of another instant.
// `--set-level eq/us/some-list 2` sets a list's level (0 never, 1, 2, or "market" to follow the market's lists);
// `--restore eq/us/some-list` serves a retired list again, its keep time starting over. Neither runs the cleanup.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { parseListKey, restoreList, runCatalogCleanup, setCleanupLevel } from '../jobs/catalogCleanup.ts';
import { expireTopAds } from '../jobs/topAdsExpiry.ts';

const dryRun = process.argv.includes('--dry-run');
const nowIndex = process.argv.indexOf('--now');
const now = nowIndex > 0 ? Date.parse(process.argv[nowIndex + 1] ?? '') : Date.now();
if (Number.isNaN(now)) {
  console.error('--now needs an instant such as 2026-03-01T00:00:00Z');
  process.exit(2);
}

const setLevelIndex = process.argv.indexOf('--set-level');
const restoreIndex = process.argv.indexOf('--restore');
const keyText = process.argv[(setLevelIndex > 0 ? setLevelIndex : restoreIndex) + 1] ?? '';
const levelText = setLevelIndex > 0 ? (process.argv[setLevelIndex + 2] ?? '') : '';
const key = parseListKey(keyText);
if ((setLevelIndex > 0 || restoreIndex > 0) && !key) {
  console.error('Name the list as <tenant>/<country>/<super-category url>, e.g. eq/us/interview-questions');
  process.exit(2);
}
const LEVELS: Record<string, 0 | 1 | 2 | null> = { '0': 0, '1': 1, '2': 2, market: null };
if (setLevelIndex > 0 && !(levelText in LEVELS)) {
  console.error('--set-level takes 0, 1, 2 or market after the list');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  if (key) {
    const done = setLevelIndex > 0 ? await setCleanupLevel(database.db, key, LEVELS[levelText]!) : await restoreList(database.db, key, now);
    console.log(done ? `${keyText}: ${setLevelIndex > 0 ? `cleanup level ${levelText}` : 'served again'}.` : `No super-category list ${keyText}.`);
    if (!done) process.exitCode = 1;
  } else {
    await cleanup();
  }
} finally {
  await database.close();
}

async function cleanup(): Promise<void> {
  const verb = dryRun ? 'would retire' : 'retired';
  const retired = await runCatalogCleanup(database.db, { now, dryRun });
  for (const list of retired) {
    console.log(`${verb} ${list.tenant}/${list.country}/${list.url} (level ${list.level}, last update ${list.lastUpdate.toISOString()}, due ${list.dueAt.toISOString()})`);
  }
  const expired = await expireTopAds(database.db, { now, dryRun });
  for (const productId of expired) console.log(`${dryRun ? 'would drop' : 'dropped'} top ad ${productId}`);
  console.log(`${retired.length} super-category list(s) ${verb}, ${expired.length} top ad(s) ${dryRun ? 'would be dropped' : 'dropped'}${dryRun ? ' (dry run: nothing changed)' : ''}.`);
}
