import { describe, expect, it } from 'vitest';
import { addProductUse, lastUsedProducts } from './recentProducts.ts';

describe('last used products', () => {
  it('moves a product used again to the front and keeps the top per owner', () => {
    let uses = addProductUse([], { productId: 'A', owner: 'guest', at: 1 }, 3);
    uses = addProductUse(uses, { productId: 'B', owner: 'guest', at: 2 }, 3);
    uses = addProductUse(uses, { productId: 'X', owner: 'u1', at: 3 }, 3);
    uses = addProductUse(uses, { productId: 'A', owner: 'guest', at: 4 }, 3);
    uses = addProductUse(uses, { productId: 'C', owner: 'guest', at: 5 }, 3);
    uses = addProductUse(uses, { productId: 'D', owner: 'guest', at: 6 }, 3);
    expect(lastUsedProducts(uses, 'guest', [], 5)).toEqual(['D', 'C', 'A']);
    expect(lastUsedProducts(uses, 'u1', [], 5)).toEqual(['X']);
  });

  it("puts this device's uses before the account's list, without duplicates, top 5", () => {
    const uses = [{ productId: 'B', owner: 'u1', at: 10 }];
    expect(lastUsedProducts(uses, 'u1', ['A', 'B', 'C', 'D', 'E', 'F'], 5)).toEqual(['B', 'A', 'C', 'D', 'E']);
  });
});
