// `npm run entitlement:rotate-key`: a new entitlement signing key for every replica. How to rotate:
//   1. Run it once with the server's DATABASE_URL (or DATA_DIR with the server stopped: PGlite is one process's).
//   2. Nothing else: running servers sign with the new key within a minute (entitlements.ts KEY_RELOAD_MS) and the
//      JWKS lists it at once; the previous key is retired but stays in the JWKS for RETIRED_KEY_KEPT_MS (31 days: the
//      30 days a device trusts a token offline, plus a day), so tokens it signed still verify. A later rotation drops
//      keys retired longer ago than that.
// With ENTITLEMENT_PRIVATE_KEY / ENTITLEMENT_PUBLIC_KEY set, the environment's key signs: this refuses (exit 2);
// rotate by changing the environment instead, with the old public key as ENTITLEMENT_PREVIOUS_PUBLIC_KEY (README).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { entitlementKeySealer, rotateEntitlementKey } from '../commerce/entitlementKeys.ts';
import { publishedKeys, RETIRED_KEY_KEPT_MS } from '@domain/commerce/entitlementKeys.ts';

const config = loadConfig();
if (config.entitlementPrivateKey || config.entitlementPublicKey) {
  console.error('ENTITLEMENT_PRIVATE_KEY / ENTITLEMENT_PUBLIC_KEY are set: the environment key signs. Rotate it there (or unset them first).');
  process.exit(2);
}
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.exclusively(() => database.migrate());
  const now = Date.now();
  // Sealed with the server's secret: run it with the servers' JWT_SECRET (none: the one generated into the database).
  const { added, keys } = await rotateEntitlementKey(database.db, now, await entitlementKeySealer(database.db, config.jwtSecret));
  console.log(`signing key now ${added.kid}`);
  for (const key of publishedKeys(keys, now).filter((listed) => listed.retiredAt !== null)) {
    console.log(`retired ${key.kid}: in the JWKS until ${new Date(key.retiredAt! + RETIRED_KEY_KEPT_MS).toISOString()}`);
  }
} finally {
  await database.close();
}
