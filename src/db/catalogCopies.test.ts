// The IndexedDB catalog copy answers when the network fails.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { catalogWithCopy } from './catalogCopies.ts';
import type { Catalog } from '../domain/catalog/types.ts';

const catalog = { it: { superCategory: 'IT' } } as unknown as Catalog;

describe('catalogWithCopy', () => {
  it('keeps what the network returned and serves it when the network fails', async () => {
    expect(await catalogWithCopy('eq', 'de', async () => catalog)).toBe(catalog);
    // The copy is written once the browser is idle, after the page rendered.
    const offline = () =>
      catalogWithCopy('eq', 'de', async () => {
        throw new TypeError('Failed to fetch');
      });
    await vi.waitFor(async () => expect(await offline()).toEqual(catalog), { timeout: 5_000, interval: 100 });
  });

  it('fails as before when there is no copy for that site', async () => {
    await expect(
      catalogWithCopy('cq', 'fr', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});
