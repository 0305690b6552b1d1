// Issue 34: version 12 adds the service worker's login copy (backgroundSession). A device of version 11 opens it with
// every attempt, outbox entry, catalog copy and commerce record kept; the new table starts empty. The "before"
// database is made with plain IndexedDB, as version 11 of db.ts created it (Dexie version 11 = IndexedDB version 110).
import { describe, expect, it } from 'vitest';
import { ShopDatabase, type OutboxEntry } from './db.ts';
import { keepBackgroundSession, readBackgroundSession } from './backgroundSession.ts';
import { idempotencyKeyOf } from '../domain/sync/protocol.ts';

/** The object stores and indexes of the shop database at version 11: [name, key path, indexes]. */
const VERSION_11_STORES: [string, string, string[]][] = [
  ['productConfigs', 'key', ['productId']],
  ['examStates', 'productId', ['owner', '[productId+rev+updatedAt]']],
  ['outbox', 'seq', ['status', 'productId', 'owner', '[productId+status]']],
  ['syncMeta', 'key', []],
  ['drillCards', 'key', ['owner', '[owner+productId+dueAt]', '[owner+dirty]']],
  ['drillCursors', 'owner', []],
  ['reportQueue', 'eventId', ['[owner+status+createdAt]']],
  ['cartLines', 'key', ['tenant']],
  ['commerceRecords', 'key', []],
  ['attemptHistory', 'key', ['owner', '[owner+productId]']],
  ['progressSnapshots', 'key', ['owner']],
  ['catalogCopies', 'key', []],
];

const keyPathOf = (index: string): string | string[] => (index.startsWith('[') ? index.slice(1, -1).split('+') : index);

function createVersion11(name: string, records: Record<string, unknown[]>): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 110);
    open.onupgradeneeded = () => {
      for (const [storeName, keyPath, indexes] of VERSION_11_STORES) {
        const store = open.result.createObjectStore(storeName, { keyPath });
        for (const index of indexes) store.createIndex(index, keyPathOf(index));
      }
    };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const transaction = db.transaction(Object.keys(records), 'readwrite');
      for (const [store, rows] of Object.entries(records)) for (const row of rows) transaction.objectStore(store).put(row);
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

const T0 = 1_800_000_000_000;
const entry = (seq: number): OutboxEntry => ({
  seq,
  clientId: 'c-1',
  idempotencyKey: idempotencyKeyOf('c-1', seq),
  productId: 'P-1',
  mode: 'practice',
  owner: 'u1',
  event: { type: 'answer.select', at: T0 + seq, question: seq, picked: ['A'], correct: true },
  status: 'pending',
  createdAt: T0 + seq,
});

describe('opening version 12 on a device of version 11', () => {
  it('keeps the outbox and the rest, and the worker’s login copy starts empty and works', async () => {
    const name = `upgrade-11-${Math.random()}`;
    const outbox = [entry(1), entry(2), entry(3)];
    await createVersion11(name, {
      outbox,
      syncMeta: [{ key: 'device', clientId: 'c-1', nextSeq: 4 }],
      commerceRecords: [{ key: 'entitlements|eq|u1', value: { token: 't', newestServerTime: T0 }, updatedAt: T0 }],
      catalogCopies: [{ key: 'eq:de', catalog: {}, fetchedAt: T0 }],
    });

    const db = new ShopDatabase(name);
    await db.open();
    expect(db.verno).toBe(12);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(outbox);
    expect(await db.syncMeta.get('device')).toEqual({ key: 'device', clientId: 'c-1', nextSeq: 4 });
    expect(await db.commerceRecords.count()).toBe(1);
    expect(await db.catalogCopies.count()).toBe(1);
    expect(await readBackgroundSession(db)).toBeUndefined();

    const login = { access_token: 'a', refresh_token: 'r', expires_in: 900, token_expire_at: T0 + 900_000 };
    await keepBackgroundSession(db, { tenant: 'eq', userId: 'u1', login }, T0);
    expect(await readBackgroundSession(db)).toMatchObject({ userId: 'u1', login });
    await db.delete();
  });
});
