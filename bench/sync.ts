// Sync figure: an outbox of 5,000 learner actions (Dexie over fake-indexeddb) flushed by the device's own code and
// HTTP transport to the real server listening on loopback, on a fresh PGlite; then checked in the server's database:
// one applied claim per entry, and the attempt the replay of those actions gives.
import { withSyncBenchStage } from './syncBenchStage.ts';
import { and, eq } from 'drizzle-orm';
import { examAttempts } from '../server/db/schema.ts';
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
  return withSyncBenchStage('sync', async ({ database, origin, device, userId, token, productId, appliedClaims }) => {
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

    const [attempt] = await database.db.select({ state: examAttempts.state }).from(examAttempts).where(and(eq(examAttempts.userId, userId), eq(examAttempts.productId, productId)));
    const expected = replayExamEvents(events, false);
    return { entries, ms, calls, appliedClaims: await appliedClaims(), answered: answeredCount(attempt?.state), matchesReplay: sameAnswersAndMarks(attempt?.state, expected) };
  });
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
