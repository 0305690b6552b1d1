// Sync figure: an outbox of 5,000 learner actions (Dexie over fake-indexeddb) flushed by the device's own code and
// HTTP transport to the real server listening on loopback, on a fresh PGlite; then checked in the server's database:
// one applied claim per entry, and the attempt the replay of those actions gives.
import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { appliedSyncEntries, examAttempts, users } from '../server/db/schema.ts';
import { seedDemoIfEmpty, demoProductId } from '../server/seed/seedDemo.ts';
import { deriveKey, loadSigningSecret } from '../server/auth/secrets.ts';
import { createAccessTokens } from '../server/auth/tokens.ts';
import { ShopDatabase } from '../src/db/db.ts';
import { createApiClient } from '../src/api/client.ts';
import { recordExamAction } from '../src/db/examActions.ts';
import { httpSyncTransport } from '../src/features/sync/httpTransport.ts';
import { flushOutbox } from '../src/features/sync/syncEngine.ts';
import { replayExamEvents, type ExamEvent } from '@domain/exam/events.ts';
import type { LocalExamState } from '@domain/exam/types.ts';

const XSRF = 'bench-xsrf';

export interface SyncFlushFigure {
  entries: number;
  ms: number;
  /** Sync calls the flush made (batches of SYNC_BATCH_MAX_ENTRIES). */
  calls: number;
  /** Claims the server holds for the user with outcome 'applied' (one per entry when applied exactly once). */
  appliedClaims: number;
  /** Questions answered in the server's attempt, and whether answers and marks equal the replay of the actions. */
  answered: number;
  matchesReplay: boolean;
}

/** Flushes `entries` recorded actions of one product (one start, then answers and marks) and checks the result. */
export async function measureSyncFlush(entries = 5000): Promise<SyncFlushFigure> {
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
      const events: ExamEvent[] = [{ type: 'exam.start', at: t0, test: { nQuestionsToPass: 70, productId, userId }, nQuestion: 100, timeToFinish: 1_200_000 }];
      for (let i = 1; i < entries; i++) {
        const question = 1 + (i % 100);
        const picked = i % 3 === 0 ? ['B' as const] : ['A' as const];
        events.push(i % 5 === 0 ? { type: 'question.mark', at: t0 + i, question, marked: i % 2 === 0 } : { type: 'answer.select', at: t0 + i, question, picked, correct: false });
      }
      for (const event of events) await recordExamAction(device, context, event);

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
      const transport = httpSyncTransport(api);
      let calls = 0;
      const counted = { send: (...args: Parameters<typeof transport.send>) => (calls++, transport.send(...args)) };
      const started = performance.now();
      const outcome = await flushOutbox(device, counted, userId);
      const ms = Math.round(performance.now() - started);
      if (outcome.kind !== 'done' || outcome.applied !== entries) throw new Error(`flush ended ${JSON.stringify(outcome)}`);

      const [claims] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(appliedSyncEntries)
        .where(and(eq(appliedSyncEntries.userId, userId), eq(appliedSyncEntries.outcome, 'applied')));
      const [attempt] = await database.db.select({ state: examAttempts.state }).from(examAttempts).where(and(eq(examAttempts.userId, userId), eq(examAttempts.productId, productId)));
      const expected = replayExamEvents(events, false);
      return { entries, ms, calls, appliedClaims: claims?.count ?? 0, answered: answeredCount(attempt?.state), matchesReplay: sameAnswersAndMarks(attempt?.state, expected) };
    } finally {
      await app.fastify.close();
    }
  } finally {
    device.close();
    await device.delete();
    await database.close();
  }
}

function answeredCount(state: LocalExamState | null | undefined): number {
  return Object.values(state?.userSolution ?? {}).filter((solution) => solution?.hasBeenAnswered).length;
}

/** Picks, answer times and marks (not isCorrect: the server re-scores from the bank, the bench picks blindly). */
function sameAnswersAndMarks(actual: LocalExamState | null | undefined, expected: LocalExamState | null): boolean {
  if (!actual || !expected) return false;
  const picks = (state: LocalExamState) =>
    JSON.stringify(Object.entries(state.userSolution).map(([n, s]) => [n, s?.answeredAt, Object.entries(s ?? {}).filter(([k, v]) => k.length === 1 && v === true)]));
  return picks(actual) === picks(expected) && JSON.stringify(actual.markedQuestions) === JSON.stringify(expected.markedQuestions);
}
