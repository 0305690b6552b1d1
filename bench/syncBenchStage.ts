// The stage the outbox benches share (bench/sync.ts, bench/backgroundSync.ts): the real server listening on loopback
// on a fresh, seeded PGlite (production config), one learner with an access token, a device database (Dexie over
// fake-indexeddb) and the demo product the actions are for; everything closed and deleted afterwards.
import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig, type ServerConfig } from '../server/config.ts';
import { appliedSyncEntries, users } from '../server/db/schema.ts';
import { seedDemoIfEmpty, demoProductId } from '../server/seed/seedDemo.ts';
import { deriveKey, loadSigningSecret } from '../server/auth/secrets.ts';
import { createAccessTokens } from '../server/auth/tokens.ts';
import { ShopDatabase } from '../src/db/db.ts';

export interface SyncBenchStage {
  database: Database;
  config: ServerConfig;
  /** The server's address, e.g. http://127.0.0.1:41234. */
  origin: string;
  device: ShopDatabase;
  userId: string;
  /** A valid access token of the learner (generation 0: a new user's). */
  token: string;
  /** The demo product the recorded actions are for. */
  productId: string;
  /** The server's applied claims of this learner (one per entry it applied). */
  appliedClaims(): Promise<number>;
}

export async function withSyncBenchStage<T>(name: string, work: (stage: SyncBenchStage) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite' });
  const device = new ShopDatabase(`bench-${name}-${crypto.randomUUID()}`);
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' });
    const app = await buildApp({ database, config });
    try {
      const origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
      const userId = crypto.randomUUID();
      const email = `bench-${userId}@example.com`;
      await database.db.insert(users).values({ id: userId, tenant: 'eq', email, emailKey: email, loginMethod: 'password', userName: email, createdAt: new Date() });
      const secret = await loadSigningSecret(database.db, config.jwtSecret);
      const { token } = await createAccessTokens(deriveKey(secret, 'access-token'), config.accessTokenTtlS, Date.now).issue(userId, 'eq', 0);
      const productId = demoProductId('de', 'eq', 'it-certification', 'cloud', 'cloud-fundamentals');
      const appliedClaims = async () => {
        const [claims] = await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(appliedSyncEntries)
          .where(and(eq(appliedSyncEntries.userId, userId), eq(appliedSyncEntries.outcome, 'applied')));
        return claims?.count ?? 0;
      };
      return await work({ database, config, origin, device, userId, token, productId, appliedClaims });
    } finally {
      await app.fastify.close();
    }
  } finally {
    device.close();
    await device.delete();
    await database.close();
  }
}
