// The sign-in merge of the device's cart into the account's: both sides end with the union, the device's plan wins,
// and a side that already holds the result is not written again.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/commerce/orders.ts';
import { mergeAccountCart, type CartSync } from './accountCommerce.ts';

function sides(device: CartLine[], account: CartLine[]) {
  const writes = { device: 0, account: 0 };
  const sync: CartSync = {
    readDevice: async () => device,
    replaceDevice: async (lines) => {
      writes.device++;
      device = [...lines];
    },
    readAccount: async () => account,
    writeAccount: async (lines) => {
      writes.account++;
      account = [...lines];
    },
  };
  return { sync, writes, now: () => ({ device, account }) };
}

describe('mergeAccountCart', () => {
  it('gives both sides the union, the device plan winning', async () => {
    const { sync, now } = sides([{ productId: 'A', months: 12 }], [{ productId: 'A', months: 1 }, { productId: 'B', months: 3 }]);
    await mergeAccountCart(sync);
    const expected = [{ productId: 'A', months: 12 }, { productId: 'B', months: 3 }];
    expect(now()).toEqual({ device: expected, account: expected });
  });

  it('writes nothing when both sides agree already', async () => {
    const lines: CartLine[] = [{ productId: 'A', months: 3 }];
    const { sync, writes } = sides([...lines], [...lines]);
    await mergeAccountCart(sync);
    expect(writes).toEqual({ device: 0, account: 0 });
  });
});
