// The drill synced like other progress (issue 12): the device code (src/db/drillCards.ts on Dexie over
// fake-indexeddb, src/features/drill/drillSync.ts over the real API client) against the real server on PGlite.
// A card graded offline stays queued and goes out when the connection is back; another device pulls it; an older
// change never overwrites a newer one, on the server or on a device; a guest's cards reach the account once adopted.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopDatabase } from '../src/db/db.ts';
import { countUnsyncedDrillCards, dueDrillCards, feedDrill, gradeDrillCard } from '../src/db/drillCards.ts';
import { adoptGuestProgress } from '../src/db/guestProgress.ts';
import { flushDrill, httpDrillSyncTransport, type DrillSyncTransport } from '../src/features/drill/drillSync.ts';
import type { LocalExamState, QuestionSolution } from '@domain/exam/types.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudProduct, readBank, T0 } from '../server/test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');
const questionIds = readBank('cloud-fundamentals', 'de')
  .questions.slice(0, 4)
  .map((question) => question.id);
const answer = (isCorrect: boolean) => ({ hasBeenAnswered: true, isCorrect }) as QuestionSolution;

/** A submitted attempt with questions 2 and 4 wrong: two cards. */
function submitted(userId: string): LocalExamState {
  return {
    productId,
    startDate: T0 - 600_000,
    stopDate: T0 + 600_000,
    timeToFinish: 1_200_000,
    pause: false,
    pausedRemainingMs: null,
    submittedResult: true,
    userSolution: { 1: answer(true), 2: answer(false), 3: answer(true), 4: answer(false) },
    markedQuestions: [],
    nRightQuestion: 2,
    passingScorePer: 50,
    failure: true,
    lastModified: T0,
    test: { nQuestionsToPass: 70, productId, userId },
    nQuestion: 4,
    questionIds,
    testId: 'exam-1',
  };
}

const offline: DrillSyncTransport = {
  send: () => Promise.reject(new TypeError('Failed to fetch')),
};

async function learner() {
  const userId = await insertTestUser(app);
  const transport = httpDrillSyncTransport(injectApiClient(app, await mintAccessToken(app, userId)));
  return { userId, transport };
}

const device = () => new ShopDatabase(`drill-sync-${Math.random()}`);
const key = (owner: string, questionId: string) => `${owner}|${productId}|${questionId}`;
/** What another device must end up with: the card without this device's bookkeeping. */
const synced = async (db: ShopDatabase, cardKey: string) => {
  const card = await db.drillCards.get(cardKey);
  if (!card) return undefined;
  const { dirty: _dirty, ...rest } = card;
  return rest;
};

describe('drill sync against the real server', () => {
  it('sends a card graded offline once back online, and another device pulls it', async () => {
    const { userId, transport } = await learner();
    const a = device();
    const b = device();
    expect(await feedDrill(a, userId, productId, submitted(userId), questionIds, T0)).toBe(2);
    const q2 = key(userId, questionIds[1]!);
    await gradeDrillCard(a, q2, 'good', T0 + 60_000);

    // Offline: nothing is lost, everything stays queued.
    expect(await flushDrill(a, offline, userId)).toEqual({ kind: 'retry', failure: 'network' });
    expect(await countUnsyncedDrillCards(a, userId)).toBe(2);

    // Back online.
    expect(await flushDrill(a, transport, userId)).toMatchObject({ kind: 'done', sent: 2 });
    expect(await countUnsyncedDrillCards(a, userId)).toBe(0);

    // Device B pulls both, with the graded schedule.
    expect(await flushDrill(b, transport, userId)).toMatchObject({ kind: 'done', sent: 0, received: 2 });
    expect(await synced(b, q2)).toEqual(await synced(a, q2));
    expect((await b.drillCards.get(q2))?.reps).toBe(1);
    expect(await dueDrillCards(b, userId, productId, T0 + 60_000)).toHaveLength(1);
    // Nothing new: a second pull changes nothing.
    expect(await flushDrill(b, transport, userId)).toMatchObject({ kind: 'done', sent: 0, received: 0 });
    await Promise.all([a.delete(), b.delete()]);
  });

  it('never lets an older change overwrite a newer one, whichever device syncs last', async () => {
    const { userId, transport } = await learner();
    const a = device();
    const b = device();
    await feedDrill(a, userId, productId, submitted(userId), questionIds, T0);
    await flushDrill(a, transport, userId);
    await flushDrill(b, transport, userId);
    const q4 = key(userId, questionIds[3]!);

    // B grades offline at T0 + 1 min; A grades later, at T0 + 5 min, and syncs first.
    await gradeDrillCard(b, q4, 'again', T0 + 60_000);
    await gradeDrillCard(a, q4, 'easy', T0 + 300_000);
    await flushDrill(a, transport, userId);
    const newest = await synced(a, q4);
    expect(newest?.updatedAt).toBe(T0 + 300_000);

    // B's older grade reaches the server after A's newer one: the server keeps A's, and B takes it.
    expect(await flushDrill(b, transport, userId)).toMatchObject({ kind: 'done', sent: 1 });
    expect(await synced(b, q4)).toEqual(newest);
    expect(await countUnsyncedDrillCards(b, userId)).toBe(0);

    // A newer grade on B wins everywhere.
    await gradeDrillCard(b, q4, 'hard', T0 + 900_000);
    await flushDrill(b, transport, userId);
    await flushDrill(a, transport, userId);
    expect((await synced(a, q4))?.updatedAt).toBe(T0 + 900_000);
    expect(await synced(a, q4)).toEqual(await synced(b, q4));

    // A change made on A after its pull, but before an older copy comes in, stays A's and queued.
    await gradeDrillCard(a, q4, 'good', T0 + 1_200_000);
    await flushDrill(b, transport, userId);
    expect((await a.drillCards.get(q4))).toMatchObject({ updatedAt: T0 + 1_200_000, dirty: 1 });
    await Promise.all([a.delete(), b.delete()]);
  });

  it("sends a guest's cards once they are handed to the account at sign-in", async () => {
    const { userId, transport } = await learner();
    const a = device();
    const b = device();
    await feedDrill(a, 'guest', productId, submitted('guest'), questionIds, T0);
    // A guest's cards are never sent.
    expect(await flushDrill(a, transport, userId)).toMatchObject({ kind: 'done', sent: 0 });
    await adoptGuestProgress(a, userId);
    expect(await flushDrill(a, transport, userId)).toMatchObject({ kind: 'done', sent: 2 });
    expect(await flushDrill(b, transport, userId)).toMatchObject({ kind: 'done', received: 2 });
    expect(await b.drillCards.where('owner').equals(userId).count()).toBe(2);
    await Promise.all([a.delete(), b.delete()]);
  });

  it('moves more cards than one request carries, page by page', async () => {
    const { userId, transport } = await learner();
    const a = device();
    const b = device();
    await feedDrill(a, userId, productId, submitted(userId), questionIds, T0);
    const [model] = await a.drillCards.toArray();
    const count = 1_200;
    await a.drillCards.bulkPut(Array.from({ length: count }, (_, index) => ({ ...model!, key: key(userId, `bulk-${index}`), questionId: `bulk-${index}`, dirty: 1 as const })));
    expect(await flushDrill(a, transport, userId)).toMatchObject({ kind: 'done', sent: count + 2 });
    expect(await countUnsyncedDrillCards(a, userId)).toBe(0);
    expect(await flushDrill(b, transport, userId)).toMatchObject({ kind: 'done', received: count + 2 });
    expect(await b.drillCards.where('owner').equals(userId).count()).toBe(count + 2);
    await Promise.all([a.delete(), b.delete()]);
  });
});
