// The catalog copy in the device database answers when the network (and the worker's cache) fail.
import { describe, expect, it, vi } from 'vitest';
import { catalogWithCopy } from './catalogCopies.ts';
import { ShopDatabase } from './db.ts';
import type { Catalog } from '../domain/catalog/types.ts';

const catalog = { it: { superCategory: 'IT' } } as unknown as Catalog;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('catalogWithCopy', () => {
  it('keeps what the network returned and serves it when the network fails, also after a reopen', async () => {
    const name = `catalog-copies-${Math.random()}`;
    const db = new ShopDatabase(name);
    expect(await catalogWithCopy('eq', 'de', async () => catalog, db)).toBe(catalog);
    // The copy is written once the browser is idle, after the page rendered.
    await vi.waitFor(async () => expect(await catalogWithCopy('eq', 'de', offline, db)).toEqual(catalog), { timeout: 5_000, interval: 100 });
    db.close();
    const reopened = new ShopDatabase(name);
    expect(await catalogWithCopy('eq', 'de', offline, reopened)).toEqual(catalog);
    // Per site: another tenant or country has no copy.
    await expect(catalogWithCopy('cq', 'de', offline, reopened)).rejects.toThrow('Failed to fetch');
    await reopened.delete();
  });

  it('fails as before when there is no copy for that site', async () => {
    const db = new ShopDatabase(`catalog-copies-${Math.random()}`);
    await expect(catalogWithCopy('cq', 'fr', offline, db)).rejects.toThrow('Failed to fetch');
    await db.delete();
  });
});
