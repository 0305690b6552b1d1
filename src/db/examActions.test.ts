// Outbox numbers reserved in blocks: two tabs (two connections to one database) never share a number, a tab that
// takes over an attempt numbers its actions above everything before, and the device keeps one client id.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ShopDatabase } from './db.ts';
import type { ExamEvent } from '../domain/exam/events.ts';
import { recordExamAction, releaseSeqReservation } from './examActions.ts';

const T0 = 1_800_000_000_000;
const name = `store-${Math.random()}`;
const tabA = new ShopDatabase(name);
const tabB = new ShopDatabase(name);

const start = (productId: string): ExamEvent => ({ type: 'exam.start', at: T0, test: { nQuestionsToPass: 60, productId, userId: 'u1' }, nQuestion: 3, timeToFinish: 600_000 });
const pick = (question: number, at: number): ExamEvent => ({ type: 'answer.select', at, question, picked: ['A'], correct: true });
const ctx = (productId: string) => ({ productId, mode: 'exam' as const, owner: 'u1' });

describe('outbox numbers', () => {
  it('are unique across tabs, grow for a taken-over attempt, and carry one client id', async () => {
    await recordExamAction(tabA, ctx('P-1'), start('P-1'));
    await recordExamAction(tabB, ctx('P-2'), start('P-2'));
    await recordExamAction(tabA, ctx('P-1'), pick(1, T0 + 1));
    await recordExamAction(tabB, ctx('P-2'), pick(1, T0 + 2));

    // Tab B takes over P-1: its next action on it numbers above all of tab A's.
    releaseSeqReservation(tabB);
    await recordExamAction(tabB, ctx('P-1'), pick(2, T0 + 3));
    // And back to tab A.
    releaseSeqReservation(tabA);
    await recordExamAction(tabA, ctx('P-1'), pick(3, T0 + 4));

    const entries = await tabA.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(6);
    expect(new Set(entries.map((e) => e.seq)).size).toBe(6);
    expect(new Set(entries.map((e) => e.clientId)).size).toBe(1);
    const p1 = entries.filter((e) => e.productId === 'P-1').sort((a, b) => a.seq - b.seq);
    expect(p1.map((e) => e.event.at)).toEqual([T0, T0 + 1, T0 + 3, T0 + 4]);
    // Most actions write no syncMeta: the stored next number is a block boundary.
    expect(((await tabA.syncMeta.get('device'))?.nextSeq ?? 0) % 256).toBe(1);
  });
});

describe('the attempt as each tab writes it', () => {
  it('never loses what another tab wrote meanwhile, though each tab writes from its own copy', async () => {
    await recordExamAction(tabA, ctx('P-3'), start('P-3'));
    await recordExamAction(tabA, ctx('P-3'), pick(1, T0 + 1));
    // Tab B (the sync's reconciliation, or a take-over) writes between two of tab A's actions.
    await recordExamAction(tabB, ctx('P-3'), pick(2, T0 + 2));
    await recordExamAction(tabA, ctx('P-3'), pick(3, T0 + 3));
    const stored = await tabB.examStates.get('P-3');
    expect(Object.keys(stored!.state!.userSolution).sort()).toEqual(['1', '2', '3']);
    // The action that met a stale copy was written once: four entries, no retry left behind.
    expect(await tabA.outbox.where('productId').equals('P-3').count()).toBe(4);
    expect(stored!.rev).toBe(4);
  });
});

describe('an answer save', () => {
  it('is one transaction when the tab saves on top of its own last write, and two when another tab wrote between', async () => {
    const db = new ShopDatabase(`one-transaction-${Math.random()}`);
    const other = new ShopDatabase(db.name);
    await recordExamAction(db, ctx('P-4'), { ...start('P-4'), nQuestion: 10 } as ExamEvent);
    await recordExamAction(db, ctx('P-4'), pick(1, T0 + 1));
    const transactions = vi.spyOn(db, 'transaction');
    await recordExamAction(db, ctx('P-4'), pick(2, T0 + 2));
    expect(transactions).toHaveBeenCalledTimes(1);
    await recordExamAction(other, ctx('P-4'), pick(3, T0 + 3));
    transactions.mockClear();
    // The stale copy is seen inside the first transaction, which writes nothing; the second applies it to what is stored.
    await recordExamAction(db, ctx('P-4'), pick(4, T0 + 4));
    expect(transactions).toHaveBeenCalledTimes(2);
    expect(Object.keys((await db.examStates.get('P-4'))!.state!.userSolution).sort()).toEqual(['1', '2', '3', '4']);
    expect(await db.outbox.where('productId').equals('P-4').count()).toBe(5);
    await db.delete();
  });
});
