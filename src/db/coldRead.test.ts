// The plain first read of a resuming page gives what Dexie would, and never creates a database of its own.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readAttemptCold } from './coldRead.ts';
import { ShopDatabase } from './db.ts';
import { recordExamAction } from './examActions.ts';

describe('readAttemptCold', () => {
  it('reads the attempt unpacked, with the pending count, as Dexie does', async () => {
    const name = `cold-${Math.random()}`;
    const db = new ShopDatabase(name);
    const context = { productId: 'P-cold', mode: 'exam' as const, owner: 'u1' };
    await recordExamAction(db, context, { type: 'exam.start', at: 1, test: { nQuestionsToPass: 50, productId: 'P-cold', userId: 'u1' }, nQuestion: 3, timeToFinish: 600_000 });
    await recordExamAction(db, context, { type: 'answer.select', at: 2, question: 2, picked: ['B'], correct: true });
    const cold = await readAttemptCold(name, 'P-cold');
    expect(cold.stored).toEqual(await db.examStates.get('P-cold'));
    expect(cold.stored?.state?.userSolution[2]?.B).toBe(true);
    expect(cold.pending).toBe(2);
    await db.delete();
  });

  it('finds nothing, and creates nothing, where no database exists yet', async () => {
    const name = `cold-none-${Math.random()}`;
    expect(await readAttemptCold(name, 'P-none')).toEqual({ stored: null, pending: 0 });
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
    // Dexie still creates it with its schema afterwards.
    const db = new ShopDatabase(name);
    await db.open();
    expect(db.tables.map((table) => table.name)).toContain('examStates');
    await db.delete();
  });
});
