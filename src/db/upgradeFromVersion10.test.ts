// Issue 32: a device that ran the app before every IndexedDB access went through Dexie opens the new version with
// everything kept. The "before" database is made here the way that code made it, with plain IndexedDB: the shop
// database at Dexie version 10 (IndexedDB version 100, the stores and indexes Dexie created for it), attempts and
// outbox entries written raw as its fast answer save wrote them (attempts packed), and the catalog copies in their own
// database (exam-quiz-catalog, version 1, store `catalogs`), as its catalogCopies.ts wrote them.
import { afterEach, describe, expect, it } from 'vitest';
import { ShopDatabase, type OutboxEntry, type StoredExamState } from './db.ts';
import { LEGACY_CATALOG_DATABASE } from './legacyCatalogCopies.ts';
import { readCatalogCopy } from './catalogCopies.ts';
import { applyExamEvent, type ExamEvent } from '../domain/exam/events.ts';
import { packRecord } from '../domain/exam/stateCodec.ts';
import { idempotencyKeyOf } from '../domain/sync/protocol.ts';
import type { Catalog } from '../domain/catalog/types.ts';

/** The object stores and indexes of the shop database at version 10 (db.ts at that version): [name, key path, indexes]. */
const VERSION_10_STORES: [string, string, string[]][] = [
  ['productConfigs', 'key', ['productId']],
  ['examStates', 'productId', ['owner']],
  ['outbox', 'seq', ['status', 'productId', 'owner', '[productId+status]']],
  ['syncMeta', 'key', []],
  ['drillCards', 'key', ['owner', '[owner+productId+dueAt]', '[owner+dirty]']],
  ['drillCursors', 'owner', []],
  ['reportQueue', 'eventId', ['[owner+status+createdAt]']],
  ['cartLines', 'key', ['tenant']],
  ['commerceRecords', 'key', []],
  ['attemptHistory', 'key', ['owner', '[owner+productId]']],
  ['paceEvents', 'id', ['[owner+productId]']],
  ['progressSnapshots', 'key', ['owner']],
];

const keyPathOf = (index: string): string | string[] => (index.startsWith('[') ? index.slice(1, -1).split('+') : index);

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openRaw(name: string, version: number, create: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  const open = indexedDB.open(name, version);
  open.onupgradeneeded = () => create(open.result);
  return request(open);
}

async function writeRaw(db: IDBDatabase, store: string, records: unknown[]): Promise<void> {
  const transaction = db.transaction(store, 'readwrite');
  for (const record of records) transaction.objectStore(store).put(record);
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
}

async function createVersion10ShopDatabase(name: string): Promise<IDBDatabase> {
  return openRaw(name, 100, (db) => {
    for (const [storeName, keyPath, indexes] of VERSION_10_STORES) {
      const store = db.createObjectStore(storeName, { keyPath, autoIncrement: storeName === 'paceEvents' });
      for (const index of indexes) store.createIndex(index, keyPathOf(index));
    }
  });
}

const T0 = 1_800_000_000_000;
const start = (productId: string): ExamEvent => ({ type: 'exam.start', at: T0, test: { nQuestionsToPass: 60, productId, userId: 'u1' }, nQuestion: 200, timeToFinish: 7_200_000 });
const pick = (question: number, at: number): ExamEvent => ({ type: 'answer.select', at, question, picked: ['B'], correct: question % 2 === 0 });

/** An attempt after `answers` answers and its outbox entries, as the app up to version 10 stored them. */
function attemptOf(productId: string, answers: number, firstSeq: number): { stored: StoredExamState; entries: OutboxEntry[] } {
  const events = [start(productId), ...Array.from({ length: answers }, (_, i) => pick(i + 1, T0 + i + 1))];
  let state = null;
  for (const event of events) state = applyExamEvent(state, event, true);
  const stored: StoredExamState = { productId, mode: 'exam', state, owner: 'u1', updatedAt: T0 + answers, rev: events.length };
  const entries = events.map((event, i): OutboxEntry => {
    const seq = firstSeq + i;
    return { seq, clientId: 'c-1', idempotencyKey: idempotencyKeyOf('c-1', seq), productId, mode: 'exam', owner: 'u1', event, status: i < 2 ? 'rejected' : 'pending', createdAt: event.at, ...(i < 2 ? { rejection: 'late' } : {}) };
  });
  return { stored, entries };
}

const catalogOf = (title: string) => ({ it: { superCategory: 'IT', categories: { cloud: { products: [{ productId: 'P-1', title }] } } } }) as unknown as Catalog;

async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((database) => database.name);
}

afterEach(async () => {
  indexedDB.deleteDatabase(LEGACY_CATALOG_DATABASE);
});

describe('opening the version 11 database on a device of version 10', () => {
  it('keeps every attempt, outbox entry and catalog copy, and removes the separate catalog database', async () => {
    const name = `upgrade-${Math.random()}`;
    const old = await createVersion10ShopDatabase(name);
    const running = attemptOf('P-1', 120, 1);
    const other = attemptOf('P-2', 3, 200);
    // The fast answer save wrote attempts packed; an attempt stored before packing existed is kept as it was.
    await writeRaw(old, 'examStates', [packRecord(running.stored), other.stored]);
    await writeRaw(old, 'outbox', [...running.entries, ...other.entries]);
    await writeRaw(old, 'syncMeta', [{ key: 'device', clientId: 'c-1', nextSeq: 257 }]);
    await writeRaw(old, 'cartLines', [{ key: 'eq|P-9', tenant: 'eq', productId: 'P-9', months: 3, addedAt: 5 }]);
    old.close();
    const catalogs = await openRaw(LEGACY_CATALOG_DATABASE, 1, (db) => db.createObjectStore('catalogs', { keyPath: 'key' }));
    await writeRaw(catalogs, 'catalogs', [
      { key: 'eq:de', catalog: catalogOf('Cloud DE'), fetchedAt: T0 },
      { key: 'cq:fr', catalog: catalogOf('Cloud FR'), fetchedAt: T0 },
    ]);
    catalogs.close();

    const db = new ShopDatabase(name);
    await db.open();
    expect(db.verno).toBe(12); // through version 11 to the current one
    expect(await db.examStates.get('P-1')).toEqual(running.stored);
    expect(await db.examStates.get('P-2')).toEqual(other.stored);
    expect(Object.keys((await db.examStates.get('P-1'))!.state!.userSolution)).toHaveLength(120);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual([...running.entries, ...other.entries]);
    expect(await db.outbox.where('[productId+status]').equals(['P-1', 'pending']).count()).toBe(119);
    expect(await db.outbox.where('status').equals('rejected').count()).toBe(4);
    expect(await db.syncMeta.get('device')).toEqual({ key: 'device', clientId: 'c-1', nextSeq: 257 });
    expect(await db.cartLines.where('tenant').equals('eq').count()).toBe(1);
    expect(await readCatalogCopy('eq', 'de', db)).toEqual(catalogOf('Cloud DE'));
    expect(await readCatalogCopy('cq', 'fr', db)).toEqual(catalogOf('Cloud FR'));
    await expect.poll(databaseNames).not.toContain(LEGACY_CATALOG_DATABASE);

    // And it goes on from there: a reopen reads the same, an answer is saved on top of the kept attempt.
    db.close();
    const reopened = new ShopDatabase(name);
    expect(await reopened.catalogCopies.count()).toBe(2);
    expect(await reopened.outbox.count()).toBe(running.entries.length + other.entries.length);
    await reopened.delete();
  });

  it('moves the catalog copies of a device that only browsed (no shop database yet) when it creates one', async () => {
    const catalogs = await openRaw(LEGACY_CATALOG_DATABASE, 1, (db) => db.createObjectStore('catalogs', { keyPath: 'key' }));
    await writeRaw(catalogs, 'catalogs', [{ key: 'eq:us', catalog: catalogOf('Cloud US'), fetchedAt: T0 }]);
    catalogs.close();
    const db = new ShopDatabase(`upgrade-new-${Math.random()}`);
    expect(await readCatalogCopy('eq', 'us', db)).toEqual(catalogOf('Cloud US'));
    await expect.poll(databaseNames).not.toContain(LEGACY_CATALOG_DATABASE);
    await db.delete();
  });

  it('creates no catalog database of the old kind on a new device', async () => {
    const db = new ShopDatabase(`upgrade-fresh-${Math.random()}`);
    await db.open();
    expect(await db.catalogCopies.count()).toBe(0);
    expect(await databaseNames()).not.toContain(LEGACY_CATALOG_DATABASE);
    await db.delete();
  });
});
