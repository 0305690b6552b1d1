// The cart of a tenant on this device (issue 13): lines { productId, months }, kept in IndexedDB so they survive
// reloads, going offline and signing in or out. At sign-in the device's lines are merged into the account's
// (domain/commerce/cartMerge.ts) and the result replaces both.
import type { CartLine } from '../domain/commerce/orders.ts';
import type { PlanMonths } from '../domain/catalog/pricingOptions.ts';
import type { Tenant } from '../domain/markets/types.ts';
import type { ShopDatabase, StoredCartLine } from './db.ts';

const keyOf = (tenant: Tenant, productId: string) => `${tenant}|${productId}`;
const lineOf = (stored: StoredCartLine): CartLine => ({ productId: stored.productId, months: stored.months });

/** The tenant's lines in the order they were added. */
export async function readCart(db: ShopDatabase, tenant: Tenant): Promise<CartLine[]> {
  const stored = await db.cartLines.where('tenant').equals(tenant).toArray();
  return stored.sort((a, b) => a.addedAt - b.addedAt).map(lineOf);
}

/** Adds a product with a plan; a product already in the cart takes the new plan and keeps its place. */
export async function addToCart(db: ShopDatabase, tenant: Tenant, line: CartLine, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.cartLines, async () => {
    const key = keyOf(tenant, line.productId);
    const existing = await db.cartLines.get(key);
    await db.cartLines.put({ key, tenant, productId: line.productId, months: line.months, addedAt: existing?.addedAt ?? now });
  });
}

/** Changes a line's plan (nothing when the product is not in the cart). */
export async function changeCartPlan(db: ShopDatabase, tenant: Tenant, productId: string, months: PlanMonths): Promise<void> {
  await db.cartLines.update(keyOf(tenant, productId), { months });
}

export async function removeFromCart(db: ShopDatabase, tenant: Tenant, productIds: readonly string[]): Promise<void> {
  await db.cartLines.bulkDelete(productIds.map((productId) => keyOf(tenant, productId)));
}

/** The tenant's cart becomes exactly `lines` (after the sign-in merge), in their order. */
export async function replaceCart(db: ShopDatabase, tenant: Tenant, lines: readonly CartLine[], now = Date.now()): Promise<void> {
  await db.transaction('rw', db.cartLines, async () => {
    await db.cartLines.where('tenant').equals(tenant).delete();
    await db.cartLines.bulkPut(lines.map((line, index) => ({ key: keyOf(tenant, line.productId), tenant, productId: line.productId, months: line.months, addedAt: now + index })));
  });
}
