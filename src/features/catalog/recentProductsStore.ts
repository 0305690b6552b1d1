// The device's last used products in localStorage (small, read by the homepage without opening IndexedDB, offline
// too); the rules are domain/catalog/recentProducts.ts. Storage refused: nothing is remembered, nothing breaks.
import { addProductUse, lastUsedProducts, type ProductUse } from '../../domain/catalog/recentProducts.ts';
import { LAST_USED_PRODUCTS_TOP } from '../../domain/constants.ts';

const KEY = 'eq.recent-products';

function readUses(storage: Pick<Storage, 'getItem'> | undefined): ProductUse[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((use): use is ProductUse => typeof use?.productId === 'string' && typeof use?.owner === 'string' && typeof use?.at === 'number') : [];
  } catch {
    return []; // Stored JSON that fails to parse counts as absent (SPEC §8).
  }
}

export function rememberProductUse(productId: string, owner: string, at = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(addProductUse(readUses(storage), { productId, owner, at }, LAST_USED_PRODUCTS_TOP)));
  } catch {
    // Storage full or blocked: the list is a convenience.
  }
}

export function readLastUsedProducts(owner: string, fromAccount: readonly string[], top: number, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  return lastUsedProducts(readUses(storage), owner, fromAccount, top);
}
