// The examStates table on a real Dexie (fake-indexeddb): what IndexedDB holds is packed, what every read gives back
// is the app's shape, and attempts stored before packing still read as they were.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { ShopDatabase, type StoredExamState } from './db.ts';
import { OPTION_LETTERS } from '../domain/constants.ts';
import type { LocalExamState, QuestionSolution } from '../domain/exam/types.ts';

const answer = (letters: string, at: number): QuestionSolution =>
  ({ ...Object.fromEntries(OPTION_LETTERS.map((l) => [l, letters.includes(l)])), hasBeenAnswered: true, isCorrect: letters === 'B', answeredAt: at }) as QuestionSolution;

const state = (productId: string): LocalExamState => ({
  productId,
  startDate: 1,
  stopDate: 2,
  timeToFinish: 600_000,
  pause: false,
  pausedRemainingMs: null,
  submittedResult: false,
  userSolution: { 1: answer('B', 10), 2: answer('AC', 20) },
  markedQuestions: [2],
  nRightQuestion: 1,
  passingScorePer: 50,
  failure: false,
  lastModified: 20,
  test: { nQuestionsToPass: 50, productId, userId: 'u1' },
  nQuestion: 3,
  testId: 't1',
});
const record = (productId: string, owner = 'u1'): StoredExamState => ({ productId, mode: 'exam', state: state(productId), owner, updatedAt: 20 });

/** The record as IndexedDB holds it, read without the app's database class. */
async function rawRecord(name: string, productId: string): Promise<Record<string, unknown>> {
  const raw = new Dexie(name);
  await raw.open();
  try {
    return (await raw.table('examStates').get(productId)) as Record<string, unknown>;
  } finally {
    raw.close();
  }
}

describe('examStates, packed in IndexedDB', () => {
  it('stores answers packed and gives them back in the app shape by get, where, toArray and cursors', async () => {
    const name = `packed-${Math.random()}`;
    const db = new ShopDatabase(name);
    await db.examStates.put(record('P-1'));
    await db.examStates.add(record('P-2', 'guest'));

    const stored = await rawRecord(name, 'P-1');
    expect((stored.state as Record<string, unknown>).userSolution).toBeUndefined();
    expect((stored.state as Record<string, unknown>).packedSolution).toEqual([1, 'B', 3, 10, 2, 'AC', 1, 20]);

    expect(await db.examStates.get('P-1')).toEqual(record('P-1'));
    expect(await db.examStates.bulkGet(['P-1', 'P-2'])).toEqual([record('P-1'), record('P-2', 'guest')]);
    expect(await db.examStates.where('owner').equals('guest').toArray()).toEqual([record('P-2', 'guest')]);
    expect(await db.examStates.toArray()).toEqual([record('P-1'), record('P-2', 'guest')]);
    const seen: StoredExamState[] = [];
    await db.examStates.each((value) => void seen.push(value));
    expect(seen).toEqual([record('P-1'), record('P-2', 'guest')]);
    expect(await db.examStates.filter((value) => value.state?.userSolution[2]?.C === true).first()).toEqual(record('P-1'));

    // Changing through a cursor (modify) packs again.
    await db.examStates.where('owner').equals('guest').modify((value) => {
      value.owner = 'u2';
    });
    expect(await db.examStates.get('P-2')).toEqual(record('P-2', 'u2'));
    expect(((await rawRecord(name, 'P-2')).state as Record<string, unknown>).packedSolution).toEqual([1, 'B', 3, 10, 2, 'AC', 1, 20]);
    db.close();
  });

  it('reads an attempt stored before packing as it was, and packs it on the next save', async () => {
    const name = `legacy-${Math.random()}`;
    const db = new ShopDatabase(name);
    await db.open();
    db.close();
    const raw = new Dexie(name);
    await raw.open();
    await raw.table('examStates').put(record('P-old'));
    raw.close();

    const reopened = new ShopDatabase(name);
    expect(await reopened.examStates.get('P-old')).toEqual(record('P-old'));
    await reopened.examStates.put((await reopened.examStates.get('P-old'))!);
    expect(((await rawRecord(name, 'P-old')).state as Record<string, unknown>).packedSolution).toHaveLength(8);
    expect(await reopened.examStates.get('P-old')).toEqual(record('P-old'));
    reopened.close();
  });
});
