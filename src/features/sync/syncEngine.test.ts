// The device side of sync on a real Dexie (fake-indexeddb): actions are written with their outbox entry in one
// transaction, and a flush settles entries only by the server's answer.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopDatabase } from '../../db/db.ts';
import { recordExamAction } from '../../db/examActions.ts';
import { flushOutbox, SyncTransportError, type SyncTransport } from './syncEngine.ts';
import type { ExamEvent } from '../../domain/exam/events.ts';
import type { SyncRequest, SyncResponse } from '../../domain/sync/protocol.ts';

const T0 = 1_800_000_000_000;
const context = { productId: 'DE-1', mode: 'exam' as const, owner: 'u1' };
const start: ExamEvent = { type: 'exam.start', at: T0, test: { nQuestionsToPass: 60, productId: 'DE-1', userId: 'u1' }, nQuestion: 3, timeToFinish: 600_000 };
const pick = (question: number, at: number): ExamEvent => ({ type: 'answer.select', at, question, picked: ['A'], correct: true });

let db: ShopDatabase;
beforeEach(() => {
  db = new ShopDatabase(`test-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

/** Answers every entry as applied, or with a scripted outcome. */
function transport(answer: (request: SyncRequest) => SyncResponse | Error): SyncTransport & { calls: SyncRequest[] } {
  const calls: SyncRequest[] = [];
  return {
    calls,
    async send(_userId, request) {
      calls.push(request);
      const result = answer(request);
      if (result instanceof Error) throw result;
      return result;
    },
  };
}
const applyAll = (request: SyncRequest): SyncResponse => ({ results: request.entries.map((e) => ({ seq: e.seq, status: 'applied' as const })), states: {} });

describe('recordExamAction', () => {
  it('writes the new state and one outbox entry per action, with growing sequence numbers', async () => {
    await recordExamAction(db, context, start);
    const state = await recordExamAction(db, context, pick(2, T0 + 1));
    expect(state?.userSolution[2]?.A).toBe(true);
    const stored = await db.examStates.get('DE-1');
    expect(stored?.state?.userSolution[2]?.A).toBe(true);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => [e.seq, e.event.type, e.status])).toEqual([
      [1, 'exam.start', 'pending'],
      [2, 'answer.select', 'pending'],
    ]);
    expect(new Set(outbox.map((e) => e.idempotencyKey)).size).toBe(2);
  });
});

describe('flushOutbox', () => {
  it('sends pending entries in order and removes the ones the server applied', async () => {
    await recordExamAction(db, context, start);
    await recordExamAction(db, context, pick(1, T0 + 1));
    const server = transport(applyAll);
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'done', applied: 2, rejected: 0 });
    expect(server.calls[0]?.entries.map((e) => e.seq)).toEqual([1, 2]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps rejected entries, marked with the reason, instead of dropping them', async () => {
    await recordExamAction(db, context, start);
    await recordExamAction(db, context, pick(1, T0 + 1));
    const server = transport((request) => ({
      results: request.entries.map((e) => (e.seq === 2 ? { seq: 2, status: 'rejected' as const, reason: 'question-out-of-range' } : { seq: e.seq, status: 'applied' as const })),
      states: {},
    }));
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'done', applied: 1, rejected: 1 });
    expect(await db.outbox.get(2)).toMatchObject({ status: 'rejected', rejection: 'question-out-of-range' });
  });

  it.each(['network', 'server', 'unauthorized'] as const)('keeps everything queued on a %s failure', async (failure) => {
    await recordExamAction(db, context, start);
    const server = transport(() => new SyncTransportError(failure, 'down'));
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'retry', failure, applied: 0 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('isolates the entry in a batch the server refuses as a whole: it is kept as rejected, the others go through', async () => {
    await recordExamAction(db, context, start);
    await recordExamAction(db, context, pick(1, T0 + 1));
    await recordExamAction(db, context, pick(2, T0 + 2));
    // The server cannot read entry 2 (say, a name it refuses) and answers 400 to any batch holding it.
    const server = transport((request) =>
      request.entries.some((e) => e.seq === 2) ? new SyncTransportError('refused', 'body/entries/0/event/testName must match pattern') : applyAll(request),
    );
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'done', applied: 2, rejected: 1 });
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ seq: 2, status: 'rejected', rejection: 'body/entries/0/event/testName must match pattern' })]);
    // Later actions are not held back by it.
    await recordExamAction(db, context, pick(3, T0 + 3));
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'done', applied: 1, rejected: 0 });
  });

  it('keeps the actions after a refused start with it, up to the next start: they must not land on another attempt', async () => {
    await recordExamAction(db, context, start);
    await recordExamAction(db, context, pick(1, T0 + 1));
    await recordExamAction(db, context, pick(2, T0 + 2));
    await recordExamAction(db, context, { ...start, at: T0 + 3, restart: true });
    await recordExamAction(db, context, pick(1, T0 + 4));
    const server = transport((request) => (request.entries.some((e) => e.seq === 1) ? new SyncTransportError('refused', 'body/entries/0/event/testName must match pattern') : applyAll(request)));
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'done', applied: 2, rejected: 3 });
    const kept = await db.outbox.orderBy('seq').toArray();
    expect(kept.map((e) => [e.seq, e.status])).toEqual([
      [1, 'rejected'],
      [2, 'rejected'],
      [3, 'rejected'],
    ]);
    expect(kept[1]?.rejection).toBe('its start was refused: body/entries/0/event/testName must match pattern');
    // After the bad entry, batches are full size again.
    expect(server.calls.at(-1)?.entries.map((e) => e.seq)).toEqual([4, 5]);
  });

  it("sends only the signed-in learner's entries; a guest's stay on the device", async () => {
    await recordExamAction(db, { ...context, owner: 'guest' }, start);
    const server = transport(applyAll);
    expect(await flushOutbox(db, server, 'u1')).toEqual({ kind: 'done', applied: 0, rejected: 0 });
    expect(server.calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
