// Sync figure: an outbox of 500 learner actions (Dexie over fake-indexeddb) flushed by the device's own code and
// HTTP transport to the real server listening on loopback, on a fresh PGlite.
import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { openDatabase } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { users } from '../server/db/schema.ts';
import { seedDemoIfEmpty, demoProductId } from '../server/seed/seedDemo.ts';
import { deriveKey, loadSigningSecret } from '../server/auth/secrets.ts';
import { createAccessTokens } from '../server/auth/tokens.ts';
import { ShopDatabase } from '../src/db/db.ts';
import { createApiClient } from '../src/api/client.ts';
import { recordExamAction } from '../src/db/examActions.ts';
import { httpSyncTransport } from '../src/features/sync/httpTransport.ts';
import { flushOutbox } from '../src/features/sync/syncEngine.ts';
import type { ExamEvent } from '../src/domain/exam/events.ts';

const XSRF = 'bench-xsrf';

/** Milliseconds to flush `entries` recorded actions of one product (one start, then answers and marks). */
export async function measureSyncFlush(entries = 500): Promise<number> {
  const database = await openDatabase({ kind: 'pglite' });
  const device = new ShopDatabase(`bench-sync-${crypto.randomUUID()}`);
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
      const { token } = await createAccessTokens(deriveKey(secret, 'access-token'), config.accessTokenTtlS, Date.now).issue(userId, 'eq', 0); // 0: a new user's token generation

      const productId = demoProductId('de', 'eq', 'it-certification', 'cloud', 'cloud-fundamentals');
      const context = { productId, mode: 'practice' as const, owner: userId };
      const t0 = Date.now();
      await recordExamAction(device, context, { type: 'exam.start', at: t0, test: { nQuestionsToPass: 70, productId, userId }, nQuestion: 100, timeToFinish: 1_200_000 });
      for (let i = 1; i < entries; i++) {
        const question = 1 + (i % 100);
        const event: ExamEvent =
          i % 5 === 0 ? { type: 'question.mark', at: t0 + i, question, marked: i % 2 === 0 } : { type: 'answer.select', at: t0 + i, question, picked: ['A'], correct: false };
        await recordExamAction(device, context, event);
      }

      const api = createApiClient({
        tenant: 'eq',
        getCountry: () => 'de',
        getAccessToken: async () => ({ kind: 'token', accessToken: token }),
        onAuthFailure: () => undefined,
        onFailure: () => undefined,
        // No document.cookie in Node: the XSRF pair goes in by hand, as the browser would send it.
        fetchImpl: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('cookie', `XSRF-TOKEN=${XSRF}`);
          headers.set('x-xsrf-token', XSRF);
          return fetch(`${origin}${String(input)}`, { ...init, headers });
        },
      });
      const started = performance.now();
      const outcome = await flushOutbox(device, httpSyncTransport(api), userId);
      const elapsed = performance.now() - started;
      if (outcome.kind !== 'done' || outcome.applied !== entries) throw new Error(`flush ended ${JSON.stringify(outcome)}`);
      return Math.round(elapsed);
    } finally {
      await app.fastify.close();
    }
  } finally {
    device.close();
    await device.delete();
    await database.close();
  }
}
