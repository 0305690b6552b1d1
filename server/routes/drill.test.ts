// POST drill/:userId (issue 12): newest version of a card wins (a tie keeps the stored one), the answer carries what
// changed since a revision (paged) and the server's copy of every card sent; another user's id is 403, a guest 403,
// no token 401, bad bodies 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { bearer, jsonCall } from '../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { DRILL_SYNC_MAX_CARDS, type DrillCardRecord, type DrillSyncResponse } from '@domain/drill/sync.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function user() {
  const userId = await insertTestUser(app);
  return { userId, headers: bearer(await mintAccessToken(app, userId)) };
}

function card(questionId: string, updatedAt: number, extra: Partial<DrillCardRecord> = {}): DrillCardRecord {
  return {
    productId: 'DE-eq-1',
    questionId,
    reason: 'wrong',
    fedBy: 't-1@1000',
    updatedAt,
    dueAt: updatedAt + 60_000,
    stability: 1.5,
    difficulty: 5.2,
    scheduledDays: 0,
    learningSteps: 1,
    reps: 1,
    lapses: 0,
    state: 'learning',
    lastReviewAt: updatedAt,
    ...extra,
  };
}

const sync = (userId: string, body: unknown, headers: Record<string, string>) => jsonCall(app, 'POST', `drill/${encodeURIComponent(userId)}`, body, { headers });

describe('POST drill/:userId', () => {
  it('stores cards, keeps the newest version of each and answers changes since a revision', async () => {
    const { userId, headers } = await user();
    const first = await sync(userId, { cards: [card('q1', 1000), card('q2', 1000)], since: 0 }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const one = first.json<DrillSyncResponse>();
    expect(one.cards.map((c) => c.questionId).sort()).toEqual(['q1', 'q2']);
    expect(one.more).toBe(false);
    expect(one.cursor).toBeGreaterThan(0);

    // An older version does not replace a newer one; the answer carries the stored (newer) copy.
    const older = await sync(userId, { cards: [card('q1', 500, { reps: 9 })], since: one.cursor }, headers);
    expect(older.json<DrillSyncResponse>().cards).toEqual([card('q1', 1000)]);
    expect(older.json<DrillSyncResponse>().cursor).toBe(one.cursor);
    // A tie keeps the stored one too.
    const tie = await sync(userId, { cards: [card('q1', 1000, { reps: 7 })], since: one.cursor }, headers);
    expect(tie.json<DrillSyncResponse>().cards).toEqual([card('q1', 1000)]);

    // A newer one replaces it and is a change after the cursor.
    const newer = await sync(userId, { cards: [card('q2', 2000, { reps: 2, state: 'review' })], since: one.cursor }, headers);
    const two = newer.json<DrillSyncResponse>();
    expect(two.cards).toEqual([card('q2', 2000, { reps: 2, state: 'review' })]);
    expect(two.cursor).toBeGreaterThan(one.cursor);

    // A pull from another device: everything, then nothing new.
    const pull = (await sync(userId, { cards: [], since: 0 }, headers)).json<DrillSyncResponse>();
    expect(pull.cards.sort((a, b) => a.questionId.localeCompare(b.questionId))).toEqual([card('q1', 1000), card('q2', 2000, { reps: 2, state: 'review' })]);
    expect((await sync(userId, { cards: [], since: pull.cursor }, headers)).json()).toEqual({ cards: [], cursor: pull.cursor, more: false });
  });

  it('answers everything to a revision it never gave (a restored database)', async () => {
    const { userId, headers } = await user();
    await sync(userId, { cards: [card('q1', 1000)], since: 0 }, headers);
    const pull = (await sync(userId, { cards: [], since: 1_000_000 }, headers)).json<DrillSyncResponse>();
    expect(pull.cards).toEqual([card('q1', 1000)]);
    expect(pull.cursor).toBeLessThan(1_000_000);
  });

  it('keeps the newest of a card sent twice in one request', async () => {
    const { userId, headers } = await user();
    const response = await sync(userId, { cards: [card('q1', 3000, { reps: 3 }), card('q1', 2000)], since: 0 }, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DrillSyncResponse>().cards).toEqual([card('q1', 3000, { reps: 3 })]);
  });

  it('pages a large queue by revision', async () => {
    const { userId, headers } = await user();
    const cards = Array.from({ length: DRILL_SYNC_MAX_CARDS }, (_, index) => card(`q${index}`, 1000));
    expect((await sync(userId, { cards, since: 0 }, headers)).statusCode).toBe(200);
    expect((await sync(userId, { cards: [card('extra', 1000)], since: 0 }, headers)).statusCode).toBe(200);
    const first = (await sync(userId, { cards: [], since: 0 }, headers)).json<DrillSyncResponse>();
    expect(first.cards).toHaveLength(DRILL_SYNC_MAX_CARDS);
    expect(first.more).toBe(true);
    const second = (await sync(userId, { cards: [], since: first.cursor }, headers)).json<DrillSyncResponse>();
    expect(second.cards.map((c) => c.questionId)).toEqual(['extra']);
    expect(second.more).toBe(false);
  });

  it("refuses another user's id (403), a guest (403) and no token (401), and keeps users apart", async () => {
    const alice = await user();
    const bob = await user();
    expect((await sync(alice.userId, { cards: [card('q1', 1000)], since: 0 }, alice.headers)).statusCode).toBe(200);
    const foreign = await sync(alice.userId, { cards: [card('q1', 9000)], since: 0 }, bob.headers);
    expect(foreign.statusCode).toBe(403);
    expect((await sync('guest', { cards: [], since: 0 }, {})).statusCode).toBe(403);
    expect((await sync(alice.userId, { cards: [], since: 0 }, {})).statusCode).toBe(401);
    expect((await sync(bob.userId, { cards: [], since: 0 }, bob.headers)).json<DrillSyncResponse>().cards).toEqual([]);
    expect((await sync(alice.userId, { cards: [], since: 0 }, alice.headers)).json<DrillSyncResponse>().cards).toEqual([card('q1', 1000)]);
  });

  it('refuses bad bodies with 400', async () => {
    const { userId, headers } = await user();
    const bad: unknown[] = [
      {},
      { cards: [] },
      { cards: [], since: 0, extra: 1 },
      { cards: [{ ...card('q1', 1000), admin: true }], since: 0 },
      { cards: [{ ...card('q1', 1000), state: 'lost' }], since: 0 },
      { cards: [{ ...card('q1', 1000), reason: 'other' }], since: 0 },
      { cards: [{ ...card('q1', 1000), updatedAt: -1 }], since: 0 },
      { cards: [{ ...card('q1', 1000), questionId: 'a b' }], since: 0 },
      { cards: [card('q1', 1000)], since: -1 },
      { cards: Array.from({ length: DRILL_SYNC_MAX_CARDS + 1 }, (_, index) => card(`q${index}`, 1000)), since: 0 },
    ];
    for (const body of bad) {
      const response = await sync(userId, body, headers);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await sync(userId, { cards: [], since: 0 }, headers)).json<DrillSyncResponse>().cards).toEqual([]);
  });
});
