// The IndexedDB catalog copy answers when the network fails.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { catalogWithCopy } from './catalogCopy.ts';
import type { Catalog } from '../../domain/catalog/types.ts';

const catalog = { it: { superCategory: 'IT' } } as unknown as Catalog;

describe('catalogWithCopy', () => {
  it('keeps what the network returned and serves it when the network fails', async () => {
    expect(await catalogWithCopy('eq', 'de', async () => catalog)).toBe(catalog);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const offline = await catalogWithCopy('eq', 'de', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline).toEqual(catalog);
  });

  it('fails as before when there is no copy for that site', async () => {
    await expect(
      catalogWithCopy('cq', 'fr', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});
