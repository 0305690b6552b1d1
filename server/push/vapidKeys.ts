// The VAPID key pair push services know this shop by (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else one
// pair made at the first start and kept in app_meta for every replica, as the entitlement keys are
// (commerce/entitlementKeys.ts): created under the startup lock, the private key sealed with a key derived from the
// server secret (JWT_SECRET), so a copy of the table alone cannot sign for the shop. A browser subscribed under one
// public key must keep receiving under it: the pair is never rotated by itself.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database, Db } from '../db/open.ts';
import { appMeta } from '../db/schema.ts';
import { createSealer, type Sealer } from '../auth/sealing.ts';
import { deriveKey, loadSigningSecret } from '../auth/secrets.ts';

export const VAPID_KEYS_META = 'push.vapid-keys';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what the browser's pushManager.subscribe takes as applicationServerKey. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

interface StoredVapidKeys {
  publicKey: string;
  sealedPrivateKey: string;
}

async function vapidSealer(db: Db, jwtSecret: string | undefined): Promise<Sealer> {
  return createSealer(deriveKey(await loadSigningSecret(db, jwtSecret), 'vapid-keys'));
}

async function readStored(db: Db): Promise<StoredVapidKeys | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, VAPID_KEYS_META));
  return row ? (JSON.parse(row.value) as StoredVapidKeys) : null;
}

function opened(stored: StoredVapidKeys, sealer: Sealer): VapidKeys {
  try {
    return { publicKey: stored.publicKey, privateKey: sealer.open(stored.sealedPrivateKey) };
  } catch {
    throw new Error(
      'The stored VAPID key does not open with this server secret (JWT_SECRET changed since it was sealed). Start with the JWT_SECRET it was ' +
        'sealed under, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (browsers subscribed under the old key must then subscribe again).',
    );
  }
}

/** The environment's pair when both halves are set (checked: web-push refuses a malformed key), else the stored one, made once. */
export async function loadVapidKeys(
  database: Pick<Database, 'db' | 'exclusively'>,
  config: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; jwtSecret: string | undefined },
): Promise<VapidKeys> {
  if (config.vapidPublicKey || config.vapidPrivateKey) {
    if (!config.vapidPublicKey || !config.vapidPrivateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then the keys are kept in the database)');
    const publicBytes = Buffer.from(config.vapidPublicKey, 'base64url');
    if (publicBytes.length !== 65 || publicBytes[0] !== 4 || Buffer.from(config.vapidPrivateKey, 'base64url').length !== 32) {
      throw new Error('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes) and VAPID_PRIVATE_KEY its 32-byte private key, as `npx web-push generate-vapid-keys` prints them');
    }
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  }
  const sealer = await vapidSealer(database.db, config.jwtSecret);
  const stored = await readStored(database.db);
  if (stored) return opened(stored, sealer);
  return database.exclusively(async () => {
    const made = webpush.generateVAPIDKeys();
    const value: StoredVapidKeys = { publicKey: made.publicKey, sealedPrivateKey: sealer.seal(made.privateKey) };
    // Insert-if-absent besides the lock, for a process that runs without it: the first pair stays.
    await database.db.insert(appMeta).values({ key: VAPID_KEYS_META, value: JSON.stringify(value) }).onConflictDoNothing();
    return opened((await readStored(database.db))!, sealer);
  });
}
